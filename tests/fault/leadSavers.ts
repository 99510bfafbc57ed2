/**
 * Concurrent visitors saving leads over HTTP as the browser does: a CSRF token first, then each save with
 * its own Idempotency-Key, sent again with the same key after a 503 (waiting its Retry-After) or a network
 * failure, until it is acknowledged. Counts what was acknowledged, shed and failed.
 */
import { randomUUID } from 'node:crypto';

export interface SaveTally {
  /** Lead ids the server acknowledged (200). */
  acknowledged: string[];
  /** Times (ms since epoch) of each acknowledgement. */
  acknowledgedAt: number[];
  /** 503 answers, each with its Retry-After header (or null when it had none). */
  shed: Array<{ code: string | null; retryAfter: string | null }>;
  /** Requests that found no server or were cut off. */
  networkFailures: number;
  /** Any other answer: status and code. */
  unexpected: Array<{ status: number; code: string | null }>;
}

export function leadBody(n: number): Record<string, unknown> {
  return {
    firstName: 'Load', lastName: `Visitor${n}`, phone1: `(212) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`, email: `load${n}@example.com`,
    postalCode: '10001', country: 'US', gender: 'female', dateOfBirth: '1980-04-12', preferredLanguage: 'en', indications: [101],
    sourceInfo: { campaign: 's6' },
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function csrf(baseUrl: string): Promise<{ cookie: string; token: string } | null> {
  try {
    const res = await fetch(`${baseUrl}/api/csrf`);
    if (!res.ok) return null;
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { cookie, token: ((await res.json()) as { token: string }).token };
  } catch {
    return null;
  }
}

/** Runs `clients` savers until `signal` aborts; each save is retried until acknowledged or the run ends. */
export async function runLeadSavers(baseUrl: string, clients: number, signal: AbortSignal, tally: SaveTally): Promise<void> {
  let counter = 0;
  const client = async () => {
    let session = await csrf(baseUrl);
    while (!signal.aborted) {
      if (!session) { await sleep(200); session = await csrf(baseUrl); continue; }
      const key = randomUUID();
      const body = JSON.stringify(leadBody(counter += 1));
      for (;;) {
        if (signal.aborted) return;
        let res: Response;
        try {
          res = await fetch(`${baseUrl}/api/leads`, {
            method: 'POST', body,
            headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.token, 'idempotency-key': key },
          });
        } catch {
          tally.networkFailures += 1;
          await sleep(200);
          continue;
        }
        const data = (await res.json().catch(() => null)) as { id?: string; code?: string } | null;
        if (res.status === 200 && data?.id) {
          tally.acknowledged.push(data.id);
          tally.acknowledgedAt.push(Date.now());
          break;
        }
        if (res.status === 503) {
          const retryAfter = res.headers.get('retry-after');
          tally.shed.push({ code: data?.code ?? null, retryAfter });
          await sleep(Math.min(Number(retryAfter) || 1, 3) * 1000);
          continue;
        }
        tally.unexpected.push({ status: res.status, code: data?.code ?? null });
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}

export function emptyTally(): SaveTally {
  return { acknowledged: [], acknowledgedAt: [], shed: [], networkFailures: 0, unexpected: [] };
}
