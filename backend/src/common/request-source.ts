import type { FastifyRequest } from 'fastify';

/** The client of a request and its browser: for rate limits, sessions and the audit log. */
export interface RequestSource {
  ip: string;
  userAgent?: string | null;
}

/**
 * The client of a request and its browser. Behind a proxy in TRUST_PROXY the address comes from
 * X-Forwarded-For; otherwise it is the socket's.
 */
export const requestSource = (request: FastifyRequest): { ip: string; userAgent: string | null } => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
