/** Pino options: no personal data in logs (prefill query values, link slugs, cookies, tokens and bodies are never written; context fields by allow list). */
import type { FastifyServerOptions } from 'fastify';
import { isPrivateParam } from '../core/queryParams.ts';
import { allowListed, serializeError } from './logFields.ts';

/** Server-only secrets that may arrive in a query: the studio's one-time `?token=` (src/server/studioAccess.ts). */
const SERVER_SECRET_PARAMS = ['token'] as const;

/** Replaces the values of personal query parameters (in any spelling: first_name, ZIP) and capability tokens (the relay's slug) in a URL with [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const out = new URLSearchParams();
  for (const [key, value] of params) out.append(key, isPrivateParam(key) || (SERVER_SECRET_PARAMS as readonly string[]).includes(key) ? '[redacted]' : value);
  return `${url.slice(0, q)}?${out.toString()}`;
}

/** `stream` replaces stdout (tests read the lines). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers["x-lead-token"]', 'req.headers["x-esign-secret"]', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname }),
      // Fastify's type wants a message and a stack string; ours may leave the message out (see logFields.ts).
      err: serializeError as unknown as (err: Error) => { type: string; message: string; stack: string },
    },
    // Allow list, not deny list: a context field nobody reviewed is written as [redacted].
    formatters: { log: allowListed },
  };
}
