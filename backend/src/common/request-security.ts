import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config.js';

/**
 * Nest's built-in defences against other sites (Nest 12): CSRF protection from the browser's
 * Fetch Metadata (`Sec-Fetch-Site`, else `Origin` against `Host`, Go's CrossOriginProtection) and
 * helmet's security headers on every answer — errors, 404s and refusals included.
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
  app.useSecurityHeaders({
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? true : null } },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
}
