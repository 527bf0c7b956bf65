import { SESSION_COOKIE } from '@homewise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { SESSION_LIFETIME_MS } from '../sessions/sessions.service.js';

/**
 * Secure when the app is served over HTTPS: APP_URL says so, or the request came in over HTTPS
 * (request.protocol honours X-Forwarded-Proto only with TRUST_PROXY).
 */
function isSecure(config: AppConfig, request: FastifyRequest): boolean {
  return config.appUrl.startsWith('https:') || request.protocol === 'https';
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: AppConfig, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config, request),
    path: '/',
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: AppConfig): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(config, request), path: '/' });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[SESSION_COOKIE];
  return token ? token : undefined;
}
