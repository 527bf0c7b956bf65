import type { AppConfig } from '../config/app-config.js';

export const JOBS_SETTINGS = Symbol('JOBS_SETTINGS');

/** Job settings, validated at boot with the rest of the environment (AppConfig `jobs`). */
export type JobsSettings = AppConfig['jobs'];
