export type Env = Record<string, string | undefined>;

/** A bad job, mail or market-rate variable: boot fails with every problem listed. */
export class SettingsError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
}

/** An optional whole number within bounds; a problem is recorded (not thrown) when it is not. */
export function readInteger(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}
