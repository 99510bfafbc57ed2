/**
 * The API answers the pages wait for, as the server sends them to a browser that takes Brotli: their JSON's bytes and
 * the bytes on the wire (src/server/compressedAnswers.ts). Read with node:http, which leaves the body as it came.
 */
import { request } from 'node:http';

export interface ApiAnswerSize {
  what: string;
  json: number;
  sent: number;
  encoding: string | null;
}

/** What the pages ask, by the step that waits: the visit's payload, the conditions, a calendar's slots, a search. */
export const API_ANSWERS: ReadonlyArray<{ what: string; method: 'GET' | 'POST'; path: string; body?: unknown }> = [
  { what: "ws10's payload (its study)", method: 'GET', path: '/api/initial_payload?signup=ws10&studyId=1001' },
  { what: "s6's conditions", method: 'GET', path: '/api/indication_categories' },
  { what: "ws18's calendar: a week's slots", method: 'GET', path: '/api/scheduling/availability?to=7&timezone=America/New_York' },
  { what: "ss6's search near 77030", method: 'POST', path: '/api/studies/search', body: { postalCode: '77030', country: 'US', locale: 'en' } },
];

function send(url: URL, method: string, headers: Record<string, string>, body?: string): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function apiAnswerSizes(base: string): Promise<ApiAnswerSize[]> {
  const csrf = await send(new URL('/api/csrf', base), 'GET', {});
  const cookie = String(csrf.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const { token } = JSON.parse(csrf.bytes.toString()) as { token: string };
  const sizes: ApiAnswerSize[] = [];
  for (const { what, method, path, body } of API_ANSWERS) {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = json === undefined ? {} : { 'content-type': 'application/json', cookie, 'x-csrf-token': token };
    const plain = await send(new URL(path, base), method, headers, json);
    const sent = await send(new URL(path, base), method, { ...headers, 'accept-encoding': 'br, gzip' }, json);
    const encoding = sent.headers['content-encoding'];
    sizes.push({ what, json: plain.bytes.length, sent: sent.bytes.length, encoding: typeof encoding === 'string' ? encoding : null });
  }
  return sizes;
}
