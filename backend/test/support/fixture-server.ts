import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureResponse {
  status?: number;
  type?: string;
  body: string;
}

/** `undefined` leaves the request unanswered (a source that hangs); a promise answers when it settles. */
export type FixtureRoute = () => FixtureResponse | undefined | Promise<FixtureResponse | undefined>;

/** A local HTTP server on a free loopback port that answers each path from a table. */
export class FixtureServer {
  /** `requested`: the paths asked for so far, in order. */
  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly requested: string[],
  ) {}

  static async start(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
    const requested: string[] = [];
    const server = createServer(async (req, res) => {
      requested.push(req.url ?? '/');
      const route = routes[(req.url ?? '/').split('?')[0]];
      const answer = route ? await route() : { status: 404, body: 'Not found' };
      if (!answer) return;
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/plain' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FixtureServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requested);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
