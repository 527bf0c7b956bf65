// Whether the page on screen came with its HTML (a marketing page prerendered at build time and
// put into #root by the shell's server): then its first render must be that markup as it is —
// a visitor's page — not a wait for the session, or hydration would not match.

/** The path whose prerendered HTML the document arrived with, until another page is shown. */
let prerenderedPath: string | null =
  typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild ? window.location.pathname : null;

/** Is `pathname` the page the document arrived prerendered with (and still the first page shown)? */
export function arrivedPrerendered(pathname: string): boolean {
  if (prerenderedPath !== null && prerenderedPath !== pathname) prerenderedPath = null;
  return prerenderedPath === pathname;
}
