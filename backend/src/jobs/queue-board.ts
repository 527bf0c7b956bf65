import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BoardAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../common/all-exceptions.filter.js';
import { DomainError } from '../common/errors/domain-error.js';
import { JobsService } from './jobs.service.js';

/** Where admins find the queue board (Bull Board). */
export const QUEUE_BOARD_PATH = '/api/admin/queues';

/** Lets a request in, or throws the DomainError that keeps it out (NOT_SIGNED_IN, NO_PERMISSION). */
export type QueueBoardAccess = (request: FastifyRequest) => Promise<void>;

/**
 * Bull Board, for admins only, when jobs run on Redis: waiting, delayed, failed jobs of the mail
 * and market-rate queues, with retry. It is a Fastify plugin outside Nest's router, so the global
 * SessionGuard does not see it: `admit` (the guard's own check, passed in by create-app.ts) runs
 * before any of its pages or API calls.
 */
export async function mountQueueBoard(app: NestFastifyApplication, admit: QueueBoardAccess): Promise<boolean> {
  const queues = app.get(JobsService).bullQueues();
  if (!queues.length) return false;
  const board = new BoardAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter: board, options: { uiConfig: { boardTitle: 'Homewise jobs' } } });
  await app.register(
    async (scope: FastifyInstance) => {
      scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          await admit(request);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const body = toErrorResponse(error);
          return reply.status(body.statusCode).send(body);
        }
      });
      await scope.register(board.registerPlugin());
    },
    { prefix: QUEUE_BOARD_PATH },
  );
  return true;
}
