import type { SecurityHeadersOptions } from '@nestjs/common';
import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.js';

/**
 * The security headers of an HTML answer (the OpenAPI page, the queue board, a brand page's
 * parts): helmet's defaults, as every answer had them before issue 22.
 */
function pageHeaders(https: boolean): SecurityHeadersOptions {
  return {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? true : null } },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * The security headers of every other answer — JSON, empty, an error, a refusal (issue 22: the
 * page set was ~1 KB of every answer, most of it about documents). Nothing an answer of data
 * needs is weaker than on a page, most is stricter:
 * - `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`: an answer opened as a
 *   document may load, run or frame nothing, and no site may frame it (pages: 'self');
 * - `X-Frame-Options: DENY` for browsers without frame-ancestors (pages: SAMEORIGIN);
 * - nosniff, `Cross-Origin-Resource-Policy: same-origin` (no other site may read an answer
 *   through a script or an image tag), `Cross-Origin-Opener-Policy`, `Referrer-Policy`,
 *   `X-Permitted-Cross-Domain-Policies: none`, HSTS on https, as on pages.
 * Left out, because they only ever govern a document that renders and runs something, which
 * the policy above forbids: `Origin-Agent-Cluster`, `X-DNS-Prefetch-Control` (links' DNS
 * prefetching), `X-Download-Options` (Internet Explorer 8) and `X-XSS-Protection: 0` (turned
 * off the XSS auditor that browsers since removed).
 */
function answerHeaders(https: boolean): SecurityHeadersOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    xFrameOptions: { action: 'deny' },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * Nest's built-in defences against other sites (Nest 12): CSRF protection from the browser's
 * Fetch Metadata (`Sec-Fetch-Site`, else `Origin` against `Host`, Go's CrossOriginProtection) and
 * security headers on every answer — errors, 404s and refusals included: the strict set of an
 * answer of data (answerHeaders) on every answer, helmet's page set (pageHeaders) instead on an
 * HTML one.
 *
 * - State-changing requests (POST, PATCH, PUT, DELETE) that a browser reports as coming from
 *   another origin are refused with 403, same-site ones too: SameSite=Lax cookies ride along
 *   from the remotes' own ports and sibling subdomains. The public APP_URL is trusted as Origin
 *   (a proxy may rewrite Host). Requests without browser headers (curl, servers) pass: they carry
 *   no victim's cookie.
 * - HSTS (a year, subdomains) and `upgrade-insecure-requests` only when APP_URL is https: on
 *   plain http they mean nothing, or break the local OpenAPI page.
 * - `Cache-Control: no-store` on every answer that does not say otherwise: API answers hold
 *   personal data that must not stay in a browser's or a proxy's cache.
 */
export function applyRequestSecurity(app: NestFastifyApplication, config: AppConfig): void {
  const https = config.appUrl.startsWith('https:');
  app.enableCsrfProtection({ trustedOrigins: [new URL(config.appUrl).origin] });
  app.useSecurityHeaders(answerHeaders(https));
  // Written over the answer's set, so an HTML answer carries exactly the page set.
  const page = resolveSecurityHeaders(pageHeaders(https)).headers;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) for (const [name, value] of page) reply.raw.setHeader(name, value);
      done(null, payload);
    });
}
