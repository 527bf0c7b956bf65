import type { ChildProcess } from 'node:child_process';

export const PORT_VARIABLES: string[];
export function freePort(): Promise<number>;
export interface TestPlatform {
  url: string;
  ports: Record<string, number>;
  children: (ChildProcess & { serviceName?: string })[];
  env: NodeJS.ProcessEnv;
  dataDir: string;
  stop(): Promise<void>;
}
export function startTestPlatform(options?: { prefix?: string; stdio?: 'ignore' | 'inherit'; env?: Record<string, string> }): Promise<TestPlatform>;
