/** Pino options: no personal data in logs (prefill query values, link slugs, cookies, tokens and bodies are never written). */
import type { FastifyServerOptions } from 'fastify';
import { PREFILL_PARAMS, SECRET_PARAMS } from '../core/queryParams.ts';

/** Replaces the values of personal query parameters and capability tokens (the relay's slug) in a URL with [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...PREFILL_PARAMS, ...SECRET_PARAMS]) if (params.has(key)) params.set(key, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** `stream` replaces stdout (tests read the lines). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers["x-lead-token"]', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname }),
    },
  };
}
