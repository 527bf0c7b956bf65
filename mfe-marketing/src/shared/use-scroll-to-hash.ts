import { useEffect } from 'react';

/**
 * Brings the section the address names (`/LoanOfficers#pricing`) into view once the page is on
 * screen. The router does not scroll for a link from another page, and a prerendered page whose
 * in-page link was followed before it hydrated can be drawn again from the top (its markup
 * replaced while the remote still loads), leaving the visitor far from the section they chose.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
