import { useState } from 'react';
import { DEFAULT_OPPORTUNITY_THRESHOLD, MAX_OPPORTUNITY_THRESHOLD } from '@homewise/contracts';

const KEY = 'homewise.clients.opportunityThreshold';

function stored(): number {
  try {
    const raw = window.localStorage.getItem(KEY);
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 && value <= MAX_OPPORTUNITY_THRESHOLD ? value : DEFAULT_OPPORTUNITY_THRESHOLD;
  } catch {
    return DEFAULT_OPPORTUNITY_THRESHOLD; // storage blocked (private mode): the default
  }
}

/** The officer's refinance threshold (a fraction), remembered on this device between visits. */
export function useStoredThreshold(): [number, (fraction: number) => void] {
  const [threshold, setThreshold] = useState(stored);
  const update = (fraction: number) => {
    setThreshold(fraction);
    try {
      window.localStorage.setItem(KEY, String(fraction));
    } catch {
      // not remembered; still used for this visit
    }
  };
  return [threshold, update];
}
