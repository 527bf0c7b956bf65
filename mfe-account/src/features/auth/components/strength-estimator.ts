import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn-ts with its common-password list (@zxcvbn-ts/language-common: the API refuses every
 * password on it, within a longer list of its own) and English words and names. About 1 MB of
 * dictionaries, so only `PasswordStrength` imports this file, lazily: the pages' own bundle does
 * not carry it.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common, ...english }, graphs: adjacencyGraphs, translations });

export interface StrengthEstimate {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Why it is weak, e.g. "This is a heavily used password." */
  warning: string | null;
  suggestions: string[];
}

export function estimateStrength(password: string, userInputs: string[] = []): StrengthEstimate {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  return { score, warning: feedback.warning || null, suggestions: feedback.suggestions };
}
