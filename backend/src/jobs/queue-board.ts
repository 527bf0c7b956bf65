import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BoardAdapter } from '@bull-board/fastify';
import { effectiveRole } from '@homewise/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../auth/session-cookie.js';
import { AppConfig } from '../config/app-config.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { JobsService } from './jobs.service.js';

/** Where admins find the queue board (Bull Board). */
export const QUEUE_BOARD_PATH = '/api/admin/queues';

/**
 * Bull Board, for admins only, when jobs run on Redis: waiting, delayed, failed jobs of the mail
 * and market-rate queues, with retry. It is a Fastify plugin outside Nest's router, so the global
 * SessionGuard does not see it: the hook below checks the session cookie and the admin role the
 * same way (401 signed out, 403 other roles) before any of its pages or API calls.
 */
export async function mountQueueBoard(app: NestFastifyApplication): Promise<boolean> {
  const queues = app.get(JobsService).bullQueues();
  if (!queues.length) return false;
  const sessions = app.get(SessionsService);
  const config = app.get(AppConfig);
  const board = new BoardAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter: board, options: { uiConfig: { boardTitle: 'Homewise jobs' } } });
  await app.register(
    async (scope: FastifyInstance) => {
      scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        const token = sessionTokenOf(request, config);
        const found = token ? await sessions.findUser(token) : null;
        if (!found) return reply.status(401).send({ statusCode: 401, message: 'You are not signed in. Please log in.', error: 'Unauthorized' });
        if (effectiveRole(found.user.role) !== 'admin') {
          return reply.status(403).send({ statusCode: 403, message: 'You do not have permission to do this.', error: 'Forbidden' });
        }
      });
      await scope.register(board.registerPlugin());
    },
    { prefix: QUEUE_BOARD_PATH },
  );
  return true;
}
