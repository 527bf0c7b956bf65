/** `LIKE` treats `%`, `_` and `\` specially; a search for "a_b" means those characters. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-insensitive "contains" pattern for `lower(…) LIKE $n`. */
export const containsPattern = (text: string): string => `%${escapeLike(text.toLowerCase())}%`;
