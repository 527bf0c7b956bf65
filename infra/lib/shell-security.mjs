// The shell server's security rules, kept apart from how it serves files so any server can apply
// them: where the remotes are (from configuration, never from the request), the headers of every
// answer and page (CSP listing exactly those remotes), and the X-Forwarded-* headers the /api
// proxy passes on. Node built-ins only.
import { BlockList, isIP } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Where the remotes are comes from configuration (federation.cjs, shared with the dev server).
export const { remoteManifests } = require('../../packages/platform/build/federation.cjs');

/** fastify/proxy-addr's names for address ranges, so TRUST_PROXY reads the same as the backend's. */
const PRESETS = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`. */
export function plainAddress(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address ?? '');
  return mapped ? mapped[1] : (address ?? '');
}

/**
 * The proxies in front of this server whose X-Forwarded-Proto / -Host we believe: TRUST_PROXY,
 * a comma-separated list of addresses, CIDRs and the presets loopback, linklocal, uniquelocal
 * (default `loopback`; `false` trusts none). Throws on anything else, so a typo stops the start.
 */
export function trustedProxies(value = 'loopback') {
  const list = new BlockList();
  const text = value.trim() || 'loopback';
  if (/^(false|0|no)$/i.test(text)) return () => false;
  for (const entry of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    for (const range of PRESETS[entry.toLowerCase()] ?? [entry]) {
      const [address, bits, ...rest] = range.split('/');
      const family = isIP(address);
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
      if (!family || rest.length || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
        throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR (10.0.0.0/8) or loopback/linklocal/uniquelocal`);
      }
      list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * What is wrong with the remote locations for this deployment, as sentences: each must be an
 * absolute http(s) URL; https in production (NODE_ENV=production) or when the app itself is
 * served over https (a browser refuses http scripts on an https page).
 */
export function remoteProblems(remotes, env = process.env) {
  const needHttps = env.NODE_ENV === 'production' || (env.APP_URL ?? '').startsWith('https:');
  const problems = [];
  for (const [name, url] of Object.entries(remotes)) {
    const variable = `${name.toUpperCase()}_REMOTE_URL`;
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`${variable} is not a URL (got "${url}")`);
      continue;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') problems.push(`${variable} must be an http(s) URL (got "${url}")`);
    else if (needHttps && parsed.protocol !== 'https:') {
      problems.push(`${variable} must be an https URL in production (got "${url}"): set it to where the ${name} remote's mf-manifest.json is served over https`);
    }
  }
  return problems;
}

/** Was this request made over HTTPS (here, or at a trusted proxy that says so)? */
export function cameOverHttps(request, isTrusted) {
  if (request.socket.encrypted) return true;
  const proto = request.headers['x-forwarded-proto'];
  return isTrusted(request.socket.remoteAddress) && typeof proto === 'string' && proto.split(',')[0].trim() === 'https';
}

/** Headers every answer of the shell server carries. */
export function baseSecurityHeaders({ https }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Sent only over HTTPS: browsers ignore it on plain HTTP, and a local http://localhost
    // must not be pinned to HTTPS by a stray header.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The Content-Security-Policy of the shell's page. Scripts only from this origin and exactly
 * the remotes' origins (so every remote loads and an injected or foreign script does not run);
 * no inline script, no eval. Inline styles stay allowed: index.html paints the background before
 * the first render and chart libraries set style attributes — a style cannot run code.
 * `embeddable` pages (a loan officer's white-label landing) may be framed by any site; every
 * other page only by the app itself (clickjacking).
 */
export function contentSecurityPolicy(remotes, { https, embeddable }) {
  const origins = [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
  const withRemotes = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withRemotes}`,
    `connect-src ${withRemotes}`,
    `style-src ${withRemotes} 'unsafe-inline'`,
    `font-src ${withRemotes} data:`,
    // Loan officers' logos and photos are on their own sites.
    `img-src ${withRemotes} data: https:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${embeddable ? '*' : "'self'"}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers of an HTML page of the shell. */
export function pageSecurityHeaders(remotes, { https, embeddable }) {
  return {
    ...baseSecurityHeaders({ https }),
    'Content-Security-Policy': contentSecurityPolicy(remotes, { https, embeddable }),
    // For browsers without CSP frame-ancestors; an embeddable page sends none (no "allow all" value exists).
    ...(embeddable ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * The X-Forwarded-* headers the /api proxy sends on. X-Forwarded-For is appended to, never
 * overwritten: the backend walks it from the right past its trusted proxies to find the client
 * (one address per client for the rate limits). Proto and host are taken from the request only
 * when it came from a trusted proxy; otherwise they are what this server saw.
 */
export function forwardedHeaders(request, isTrusted) {
  const peer = plainAddress(request.socket.remoteAddress);
  const prior = request.headers['x-forwarded-for'];
  const chain = [prior].flat().filter(Boolean).join(', ');
  const trusted = isTrusted(request.socket.remoteAddress);
  const header = (name) => {
    const value = request.headers[name];
    return trusted && typeof value === 'string' && value.trim() ? value.split(',')[0].trim() : undefined;
  };
  return {
    'x-forwarded-for': chain ? `${chain}, ${peer}` : peer,
    'x-forwarded-proto': header('x-forwarded-proto') ?? (request.socket.encrypted ? 'https' : 'http'),
    'x-forwarded-host': header('x-forwarded-host') ?? request.headers.host ?? '',
  };
}
