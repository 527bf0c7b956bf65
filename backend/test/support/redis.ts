import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A port nobody listens on right now (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A BullMQ prefix for one test run, so runs on the shared Redis never see each other's jobs. */
export const uniqueJobsPrefix = (): string => `hw_test_${randomBytes(6).toString('hex')}`;

/** Deletes every key under a BullMQ prefix (never FLUSHDB: the Redis may be shared). */
export async function deleteKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
  let deleted = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/**
 * A redis-server of the test's own on a free loopback port, to stop (by its PID) and start again
 * on the same port: a Redis outage without touching the shared one.
 */
export class OwnRedis {
  private child: ChildProcess | undefined;

  /** `dir`: an append-only file there (fsync on every write), as production runs Redis. */
  private constructor(
    readonly port: number,
    private readonly dir?: string,
  ) {}

  static async start(options: { persistIn?: string } = {}): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort(), options.persistIn);
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''],
        ...(this.dir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.dir] : ['--appendonly', 'no']),
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    const deadline = Date.now() + 5_000;
    for (;;) {
      const probe = new Redis(this.url, { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on port ${this.port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        probe.disconnect();
      }
    }
  }

  /** Kills this server (SIGKILL: an outage, not a polite shutdown) and waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
