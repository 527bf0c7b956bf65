// The machine's own PostgreSQL and Redis on their standard loopback ports, when they answer: the
// backend's API tests run on them as CI does (.ci/run). Two of them need several sessions of a
// real Postgres — a sign-in waiting on a profile edit's row lock, three replicas migrating one
// database together — which the embedded PGlite (one session) cannot give; on it they fail.
import { connect } from 'node:net';

const POSTGRES = { port: 5432, url: 'postgres://postgres@127.0.0.1:5432/test' };
const REDIS = { port: 6379, url: 'redis://127.0.0.1:6379' };

/** Whether something accepts a TCP connection on 127.0.0.1:`port` within `timeoutMs`. */
export function answers(port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * DATABASE_URL and REDIS_URL for the backend's tests: as set, else the local servers' when both
 * answer, else unset (the embedded defaults). Answers the variables and a line saying which.
 */
export async function backendTestServices(env = process.env) {
  if (env.DATABASE_URL || env.REDIS_URL) return { env: {}, note: 'DATABASE_URL / REDIS_URL as set' };
  if ((await answers(POSTGRES.port)) && (await answers(REDIS.port))) {
    return { env: { DATABASE_URL: POSTGRES.url, REDIS_URL: REDIS.url }, note: `the local PostgreSQL and Redis (${POSTGRES.url}, ${REDIS.url}), as CI runs them` };
  }
  return { env: {}, note: 'embedded PGlite and in-process jobs (no PostgreSQL and Redis answer on 127.0.0.1:5432 and :6379): the two tests that need several sessions of a real Postgres fail' };
}
