import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissToastsOnNavigation } from '@homewise/platform';

/** What the browser's Navigation API (window.navigation) offers that this hook uses. */
interface NavigationEvents {
  addEventListener(type: 'navigate', listener: () => void): void;
  removeEventListener(type: 'navigate', listener: () => void): void;
}

/**
 * Toasts about the page left behind close when the page changes (issue 18); those shown just
 * before the change announce it ("Account Created!", "Welcome back!") and go along.
 *
 * "Just before" counts from when the navigation began, not from when the new page is drawn: the
 * router draws it in a transition that waits for the page's remote, which on a busy phone (or CI
 * machine) takes longer than the toasts' carry time, and then closed the very toast announcing
 * the change. Where the browser has the Navigation API its `navigate` event (fired as the URL
 * changes, pushState included) marks the start; elsewhere the time the page is drawn does.
 */
export function useToastsCloseOnNavigation(): void {
  const { pathname } = useLocation();
  const startedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    const navigation = (window as { navigation?: NavigationEvents }).navigation;
    if (!navigation) return;
    const noteStart = () => {
      startedAt.current = Date.now();
    };
    navigation.addEventListener('navigate', noteStart);
    return () => navigation.removeEventListener('navigate', noteStart);
  }, []);

  useEffect(() => {
    dismissToastsOnNavigation(startedAt.current ?? Date.now());
    startedAt.current = undefined;
  }, [pathname]);
}
