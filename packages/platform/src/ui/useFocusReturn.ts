import { useEffect, useRef } from 'react';

/**
 * An edit that takes the place of its Edit button (the inline edits): once it closes — Cancel,
 * Save — the focus goes back to the Edit button, drawn again, instead of falling to the top of the
 * page (issue 18). Give `triggerRef` to the button; call `returnFocus()` as the edit closes.
 */
export function useFocusReturn<T extends HTMLElement = HTMLButtonElement>() {
  const triggerRef = useRef<T>(null);
  const pending = useRef(false);
  // After every render: the one that draws the button again is the one that can focus it.
  useEffect(() => {
    if (pending.current && triggerRef.current) {
      pending.current = false;
      triggerRef.current.focus();
    }
  });
  return {
    triggerRef,
    returnFocus: () => {
      pending.current = true;
    },
  };
}
