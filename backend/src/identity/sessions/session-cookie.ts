import { SESSION_COOKIE, SIGNED_IN_HINT_KEY } from '@homewise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

/**
 * Secure when the app is served over HTTPS: APP_URL says so, or the request came in over HTTPS
 * (request.protocol honours X-Forwarded-Proto only from a proxy in TRUST_PROXY).
 */
function isSecure(config: AppConfig, request: FastifyRequest): boolean {
  return config.appUrl.startsWith('https:') || request.protocol === 'https';
}

/**
 * The cookie's name: `__Host-hw_session` over HTTPS. Browsers accept a `__Host-` cookie only
 * when it is Secure, has Path=/ and no Domain, so a sibling subdomain or a plain-http page
 * cannot plant one (session fixation by cookie tossing); a plain `hw_session` is then ignored.
 */
export function sessionCookieName(config: AppConfig, request: FastifyRequest): string {
  return isSecure(config, request) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: AppConfig, token: string): void {
  void reply.setCookie(sessionCookieName(config, request), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(config, request),
    path: '/',
    // The browser keeps it no longer than the server honours it at most (SESSION_MAX_HOURS).
    maxAge: config.sessions.absoluteSeconds,
  });
  // The note scripts may read (contracts SIGNED_IN_HINT_KEY): no secret, never trusted for access.
  void reply.setCookie(SIGNED_IN_HINT_KEY, '1', { httpOnly: false, sameSite: 'lax', secure: isSecure(config, request), path: '/', maxAge: config.sessions.absoluteSeconds });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: AppConfig): void {
  void reply.clearCookie(sessionCookieName(config, request), { httpOnly: true, sameSite: 'lax', secure: isSecure(config, request), path: '/' });
  void reply.clearCookie(SIGNED_IN_HINT_KEY, { httpOnly: false, sameSite: 'lax', secure: isSecure(config, request), path: '/' });
}

export function sessionTokenOf(request: FastifyRequest, config: AppConfig): string | undefined {
  const token = request.cookies?.[sessionCookieName(config, request)];
  return token ? token : undefined;
}
