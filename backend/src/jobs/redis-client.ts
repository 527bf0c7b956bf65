import { Logger } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection that never blocks boot and keeps reconnecting in the background.
 * `maxRetriesPerRequest: null` is what BullMQ requires of worker connections; callers that must
 * not wait (enqueue, health) check `isReady` or race a timeout instead.
 */
export function createRedisClient(url: string, name: string, options: RedisOptions = {}): Redis {
  const logger = new Logger(`Redis:${name}`);
  const client = new Redis(url, {
    maxRetriesPerRequest: null,
    connectTimeout: 2_000,
    // Reconnect every 0.2 s at first, then at most every 5 s, forever.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
    connectionName: `homewise:${name}`,
    ...options,
  });
  // Log an outage once, not on every reconnect attempt; an unhandled 'error' would crash the process.
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) logger.warn(`Redis unavailable (${error.message}); retrying in the background`);
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.log('Redis is back');
    down = false;
  });
  return client;
}

export function isReady(client: Redis): boolean {
  return client.status === 'ready';
}

/** Resolves once the client is connected; rejects after `ms` (and leaves no listener behind). */
export async function whenReady(client: Redis, ms: number): Promise<void> {
  if (isReady(client)) return;
  let onReady: (() => void) | undefined;
  try {
    await withTimeout(new Promise<void>((resolve) => client.once('ready', (onReady = resolve))), ms, 'Redis is not connected');
  } finally {
    if (onReady) client.off('ready', onReady);
  }
}

/** Resolves with the promise's value, or rejects with `message` after `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
