import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's manifest fetch has no deadline: a remote that accepts the connection
 * but never answers would leave its page loading forever. With a deadline the
 * fetch fails and the shell shows the remote's fallback with a retry.
 */
export const MANIFEST_TIMEOUT_MS = 6_000;

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'homewise-fetch-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
  };
}
