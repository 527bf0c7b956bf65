export interface RemoteSpec {
  dir: string;
  port: number;
  portEnv: string;
  pages: string[];
}
export declare const REMOTES: Record<'dashboard' | 'calculators' | 'marketing' | 'account', RemoteSpec>;
export declare const SHELL: { dir: string; port: number; portEnv: string };
export declare function sharedSingletons(): Record<string, Record<string, unknown>>;
export declare function exposesOf(remoteName: string): Record<string, string>;
