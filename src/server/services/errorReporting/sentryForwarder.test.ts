import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSentryDsn } from './sentryDsn.ts';
import { sentryForwarder } from './sentryForwarder.ts';
import type { ClientErrorRequest } from '../../../generated/api/client-error.request.ts';

const report: ClientErrorRequest = { severity: 'error', message: 'boom', context: { campaign: 's6', flow: 'signup', page: '/signup/s6/home', pageHistory: ['home'], query: {}, leadLpParamId: null } };

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r) ?? r(undefined));
  server = null;
});

/** A local endpoint that answers every request with `answer` (or never, for 'hang'). */
async function endpoint(answer: number | 'hang'): Promise<string> {
  server = createServer((req, res) => {
    req.resume();
    if (answer !== 'hang') req.on('end', () => res.writeHead(answer).end());
  });
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return `http://key@127.0.0.1:${(server.address() as AddressInfo).port}/1`;
}

describe('sentryForwarder', () => {
  it('gives up after its timeout and says so, without rejecting', async () => {
    const failures: Array<{ message: string; ctx: object }> = [];
    const forwarder = sentryForwarder(parseSentryDsn(await endpoint('hang')), { timeoutMs: 100, onFailure: (message, ctx) => failures.push({ message, ctx }) });
    await expect(forwarder.forward(report, 'c'.repeat(32))).resolves.toBeUndefined();
    expect(failures).toEqual([{ message: 'error report forward failed', ctx: { reason: 'timeout', eventId: 'c'.repeat(32) } }]);
  });

  it('says when the service refuses the envelope', async () => {
    const failures: string[] = [];
    const forwarder = sentryForwarder(parseSentryDsn(await endpoint(500)), { onFailure: (message) => failures.push(message) });
    void forwarder.forward(report);
    await forwarder.drain();
    expect(failures).toEqual(['error report forward refused']);
  });

  it('is quiet when the service accepts it', async () => {
    const failures: string[] = [];
    const forwarder = sentryForwarder(parseSentryDsn(await endpoint(200)), { onFailure: (message) => failures.push(message) });
    await forwarder.forward(report);
    expect(failures).toEqual([]);
  });
});
