import { createServer } from 'node:net';
import { answers, backendTestServices } from '../lib/local-services.mjs';

describe('the backend tests’ services', () => {
  it('keeps DATABASE_URL and REDIS_URL as set', async () => {
    const services = await backendTestServices({ DATABASE_URL: 'postgres://elsewhere/db' });
    expect(services.env).toEqual({});
    expect(services.note).toBe('DATABASE_URL / REDIS_URL as set');
  });

  it('tells a port something listens on from one nobody does', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address();
    try {
      expect(await answers(port)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await answers(port)).toBe(false);
  });
});
