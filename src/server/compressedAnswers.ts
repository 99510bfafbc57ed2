/**
 * The API's JSON answers go compressed to a browser that accepts it, as the pages and their files do: a coordinator
 * calendar's slots are some 29 KB of JSON and under 1 KB in Brotli, which a phone on a slow network feels on the step
 * that waits for them. Small answers (a lead save's) are sent as they are: under one packet nothing is gained.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, type EndpointName } from '../core/api/endpoints.ts';

/** About one TCP packet's payload: a shorter answer arrives in one packet either way. */
export const COMPRESSED_FROM_BYTES = 1400;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding an Accept-Encoding header takes that we send: Brotli where it is accepted as much as gzip, else gzip,
 * else none. A q of 0 refuses an encoding; `*` stands for any not named.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    // A q that is no number is read as a refusal rather than as the default 1.
    const q = params.map((p) => /^\s*q\s*=(.*)$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]?.trim() || NaN) : 1;
    if (token) weights.set(token.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: AnswerEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * Writes whose answers hold only what anyone may read (studies, sites, offers). Other writes are left uncompressed:
 * an answer holding a secret (a lead's update token) beside words its sender chose would let a watcher of answer
 * sizes guess the secret (BREACH).
 */
const PUBLIC_WRITES: ReadonlySet<string> = new Set((['searchStudies', 'nearbySites', 'offers'] as const satisfies readonly EndpointName[]).map((name) => ENDPOINTS[name].path));

/** Whether the answer to this request may be compressed: a read's, or a write's of PUBLIC_WRITES. */
export function compressible(method: string, routeUrl: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD' || (routeUrl !== undefined && PUBLIC_WRITES.has(routeUrl));
}

/** Brotli at quality 5: about a quarter of a millisecond for 29 KB, and within 10 % of its best (quality 11 takes 100 ms). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export function compressedAnswer(payload: string, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, { ...BROTLI, params: { ...BROTLI.params, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) } })
    : gzipSync(payload);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

export function addAnswerCompression(app: FastifyInstance, fromBytes = COMPRESSED_FROM_BYTES): void {
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' || !isJson(reply) || reply.hasHeader('content-encoding')) return payload;
    if (!compressible(req.method, req.routeOptions.url)) return payload;
    // The answer differs with the header, whether or not this one is compressed: a cache must keep them apart.
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    if (payload.length < fromBytes) return payload;
    const encoding = answerEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressedAnswer(payload, encoding);
  });
}
