import { useEffect, useState } from 'react';

/**
 * Data a page loads once when it opens: `undefined` while loading, `null` when the call failed
 * (logged; spec section 8: a load failure leaves the screen in its empty state), else the data.
 * Pass a stable `load` (a module function, or one memoized on its inputs).
 */
export function useLoaded<T>(load: (() => Promise<T>) | null, what: string): T | null | undefined {
  const [data, setData] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    if (!load) return;
    let current = true;
    setData(undefined);
    load().then(
      (loaded) => {
        if (current) setData(loaded);
      },
      (error: unknown) => {
        console.error(`Failed to load ${what}`, error);
        if (current) setData(null);
      },
    );
    return () => {
      current = false;
    };
  }, [load, what]);
  return data;
}
