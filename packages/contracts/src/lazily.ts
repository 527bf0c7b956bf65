/**
 * A value made on its first use, then kept. For Intl formatters: making one costs milliseconds
 * (ICU data), so made as a module loads they cost every page that loads the module whether it
 * formats anything or not (issue 22: three made by this package were ~15 ms of the shell's first
 * script, which formats nothing). Call it with a `/* @__PURE__ *\/` mark, so a bundle that never
 * uses the value leaves it out.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
