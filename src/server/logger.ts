/** Pino options: no personal data in logs (a URL's values and context fields by allow list; cookies, tokens and bodies are never written). */
import type { FastifyServerOptions } from 'fastify';
import { loggedUrl } from './loggedUrl.ts';
import { allowListed, serializeError } from './logFields.ts';

/** `stream` replaces stdout (tests read the lines). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers["x-lead-token"]', 'req.headers["x-esign-secret"]', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({ method: req.method, url: loggedUrl(req.url), hostname: req.hostname }),
      // Fastify's type wants a message and a stack string; ours may leave the message out (see logFields.ts).
      err: serializeError as unknown as (err: Error) => { type: string; message: string; stack: string },
    },
    // Allow list, not deny list: a context field nobody reviewed is written as [redacted].
    formatters: { log: allowListed },
  };
}
