import { useState } from 'react';
import { DEFAULT_OPPORTUNITY_THRESHOLD, OPPORTUNITY_THRESHOLD_KEY as KEY, parseOpportunityThreshold } from '@homewise/contracts';

function stored(): number {
  try {
    return parseOpportunityThreshold(window.localStorage.getItem(KEY));
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
