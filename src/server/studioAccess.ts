/**
 * Who gets the campaign studio, the active-flows list and the session replays: never a production hostname
 * (spec §2), and only on a server that serves them at all. The hostname comes from the request's Host header,
 * which any client can set, so it is no credential: a server that sets STUDIO_TOKEN also asks every studio request
 * for that token, whatever the Host. Under NODE_ENV=production STUDIO_ENABLED requires STUDIO_TOKEN (src/server/config.ts);
 * without one (local development) the studio is open on non-production hostnames, as before.
 *
 * The browser presents the token once, as `?token=` on a studio page: the server answers with an HttpOnly,
 * SameSite=Strict cookie (a value derived from the token, not the token) and a page that reloads the same address
 * without the parameter, so the token sits in no address bar or logged URL after that first request (the logger
 * redacts `token` from that one).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { environmentFromHostname } from '../core/site.ts';
import { NotFoundError } from './errors.ts';
import { escapeHtml } from '../core/htmlText.ts';

export interface StudioSettings {
  /** STUDIO_ENABLED. */
  enabled: boolean;
  /** STUDIO_TOKEN; null leaves the studio open on non-production hostnames (never allowed in production). */
  token: string | null;
}

export const STUDIO_COOKIE = 'studio_access';
/** How long the cookie lets a browser in before the token is asked again. */
const COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;

const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Equal-length hashes compared in constant time, so neither the length nor a prefix of the secret leaks. */
function sameSecret(presented: string, expected: string): boolean {
  return timingSafeEqual(sha256(presented), sha256(expected));
}

/** What the cookie holds: derived from the token, so a leaked cookie store does not hold the token itself. */
export function studioCookieValue(token: string): string {
  return createHmac('sha256', token).update('studio-access-cookie-v1').digest('base64url');
}

function queryToken(req: FastifyRequest): string | null {
  const q = req.url.indexOf('?');
  if (q < 0) return null;
  return new URLSearchParams(req.url.slice(q + 1)).get('token');
}

/** The studio is served to this request: enabled, not a production hostname, and with the token when one is set. */
export function studioServed(settings: StudioSettings, req: Pick<FastifyRequest, 'hostname' | 'cookies'>): boolean {
  if (!settings.enabled || environmentFromHostname(req.hostname) === 'production') return false;
  if (settings.token === null) return true;
  const cookie = req.cookies?.[STUDIO_COOKIE];
  return !!cookie && sameSecret(cookie, studioCookieValue(settings.token));
}

/**
 * A studio page requested with `?token=`: a right token (on a hostname where the studio is served) sets the cookie
 * and answers with a page that loads the address without the parameter; a wrong one is refused like any other
 * refused caller. Returns false when the request carries no token (nothing was sent).
 */
export function exchangeStudioToken(settings: StudioSettings, req: FastifyRequest, reply: FastifyReply): boolean {
  const presented = queryToken(req);
  if (presented === null) return false;
  const path = req.url.split('?')[0] ?? '';
  if (!settings.enabled || settings.token === null || environmentFromHostname(req.hostname) === 'production' || !sameSecret(presented, settings.token)) {
    throw new NotFoundError(`${req.method} ${path}`);
  }
  const rest = new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1));
  rest.delete('token');
  const search = rest.toString();
  const target = `${path}${search ? `?${search}` : ''}`;
  reply.setCookie(STUDIO_COOKIE, studioCookieValue(settings.token), {
    path: '/', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', maxAge: COOKIE_MAX_AGE_SECONDS,
  });
  // A page, not a redirect: a redirect that follows a link from another site stays cross-site and would not carry a
  // SameSite=Strict cookie; this page's own navigation is same-site. No script, so the CSP needs no exception.
  const escaped = escapeHtml(target);
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${escaped}"><title>Campaign studio</title></head>`
      + `<body><p><a href="${escaped}">Open the campaign studio</a></p></body></html>`);
  return true;
}

/** An onRequest hook: 404 before anything else (validation included), so a refused caller learns nothing more. */
export function studioOnly(settings: StudioSettings) {
  return async (req: FastifyRequest): Promise<void> => {
    if (!studioServed(settings, req)) throw new NotFoundError(`${req.method} ${req.url.split('?')[0]}`);
  };
}
