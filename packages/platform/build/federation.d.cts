export interface RemoteSpec {
  dir: string;
  port: number;
  portEnv: string;
  /** Its part of the app in a person's words ("We could not load the information pages"). */
  area: string;
  pages: string[];
}
/** remotes.json: the one list of remotes. */
export declare const REMOTES: Record<keyof typeof import('./remotes.json'), RemoteSpec>;
export declare const SHELL: { dir: string; port: number; portEnv: string };
export declare function sharedSingletons(): Record<string, Record<string, unknown>>;
export declare function exposesOf(remoteName: string): Record<string, string>;
export declare const DEV_PORT_OFFSET: number;
export declare function portOf(spec: { port: number; portEnv: string }, options?: { dev?: boolean; env?: Record<string, string | undefined> }): number;
export declare function remoteManifests(env?: Record<string, string | undefined>, options?: { dev?: boolean }): Record<string, string>;
