import { ConfigError } from '../config/app-config.js';

export { integer as readInteger, type Env } from '../config/app-config.js';

/** A bad job, mail or market-rate variable stops the boot with every problem listed, as AppConfig does. */
export function throwIfProblems(problems: string[]): void {
  if (problems.length) throw new ConfigError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
}
