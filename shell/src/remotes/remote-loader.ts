import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../routes/route-table';

/** A remote page that has not arrived by then is treated as down (the e2e budget is 10 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

export type RemoteLocations = Partial<Record<RemoteName, string>>;

let locations: Promise<RemoteLocations> | null = null;
const registered = new Map<string, string>();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Where each remote's `mf-manifest.json` is, read at run time from `/remotes.json` (written at
 * deploy time; moving a remote needs no shell rebuild). A failed read is retried next time.
 */
export function remoteLocations(): Promise<RemoteLocations> {
  locations ??= fetch('/remotes.json', { signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) })
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteLocations>;
    })
    .catch((error: unknown) => {
      locations = null;
      throw error;
    });
  return locations;
}

/**
 * Loads one exposed page of a remote through the federation runtime. `retry` forgets what the
 * runtime cached of that remote (a failed manifest or entry) so a remote that came back loads.
 */
export async function loadRemotePage(remote: RemoteName, page: string, { retry = false } = {}): Promise<ComponentType<Record<string, unknown>>> {
  const entries = await remoteLocations();
  const entry = entries[remote];
  if (!entry) throw new Error(`The "${remote}" area is not configured in /remotes.json`);
  if (registered.get(remote) !== entry || retry) {
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
  const module = await withTimeout(
    loadRemote<{ default?: ComponentType<Record<string, unknown>> }>(`${remote}/${page}`),
    REMOTE_LOAD_TIMEOUT_MS,
    `The "${remote}" area`,
  );
  if (!module?.default) throw new Error(`The "${remote}" area has no page "${page}"`);
  return module.default;
}
