/** Text made safe inside HTML, in content and in quoted attributes: & < > " ' as character references. */
export const escapeHtml = (text: unknown): string => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
