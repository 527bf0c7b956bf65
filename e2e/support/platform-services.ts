// The launcher's service list, typed loosely for the tests (scripts/lib/platform.mjs is JS).
import { fileURLToPath } from 'node:url';
import * as launcher from '../../scripts/lib/platform.mjs';

export const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));

interface Service {
  name: string;
  entry: string;
  args: string[];
  env: Record<string, string>;
  health: string;
}

export const platformServices = launcher.platformServices as (env: NodeJS.ProcessEnv) => Service[];
