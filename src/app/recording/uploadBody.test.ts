import { describe, expect, it } from 'vitest';
import { recordingUploadBody, type UploadContext } from './uploadBody.ts';

const context: UploadContext = {
  sessionId: 'aaaaaaaa-1111', orderId: 3, startTimestamp: 1000, hostName: 'localhost', leadLpParamId: 'lp-1', indicationId: 101,
  languages: ['en-US', 'en'], query: { cid: 'abc', studySiteId: '12', zip: '10001', firstName: 'Ana' }, userAgent: 'Mozilla/5.0 test', flow: 's6',
};

describe('recordingUploadBody', () => {
  it('carries the spec fields: start, recordings, logs, host, order, session, landing id, indication and metadata', () => {
    const batch = {
      events: [{ type: 3, timestamp: 1500, data: { source: 5, text: '***' } }],
      routerLogs: [{ from: 'home', to: 'postal', at: 1400 }],
      actionLogs: [{ routePath: 'home', actions: ['l'], at: 1100 }],
    };
    expect(recordingUploadBody(batch, context)).toEqual({
      startTimestamp: 1000,
      recordings: batch.events,
      routerLogs: batch.routerLogs,
      actionLogs: batch.actionLogs,
      mutationLogs: [],
      hostName: 'localhost',
      orderId: 3,
      sessionId: 'aaaaaaaa-1111',
      leadLpParamId: 'lp-1',
      indicationId: 101,
      metadata: { languages: ['en-US', 'en'], queryParams: { cid: 'abc', study_site_id: '12' }, userAgent: 'Mozilla/5.0 test', flow: 's6' },
    });
  });

  it('removes personal prefill parameters from the page address a Meta event carries', () => {
    const body = recordingUploadBody({ events: [{ type: 4, timestamp: 1, data: { href: 'http://localhost/signup/s6/home?zip=10001&dob=1980-04-12&cid=abc', width: 1, height: 1 } }], routerLogs: [], actionLogs: [] }, context);
    expect(body.recordings[0]?.data).toEqual({ href: 'http://localhost/signup/s6/home?cid=abc', width: 1, height: 1 });
  });

  it('sends an indication id outside the integer range as unknown', () => {
    const empty = { events: [], routerLogs: [], actionLogs: [] };
    expect(recordingUploadBody(empty, { ...context, indicationId: 99999999999 }).indicationId).toBeNull();
    expect(recordingUploadBody(empty, { ...context, indicationId: 2147483647 }).indicationId).toBe(2147483647);
  });

  it('keeps metadata within the schema limits', () => {
    const body = recordingUploadBody({ events: [], routerLogs: [], actionLogs: [] }, { ...context, languages: Array.from({ length: 40 }, () => 'x'.repeat(50)), userAgent: 'u'.repeat(600), flow: 'f'.repeat(50) });
    expect(body.metadata.languages).toHaveLength(30);
    expect(body.metadata.languages[0]).toHaveLength(35);
    expect(body.metadata.userAgent).toHaveLength(512);
    expect(body.metadata.flow).toHaveLength(40);
  });
});

describe('recordingUploadBody and the server schema', () => {
  it('builds bodies the server accepts, even from a query full of personal and odd keys', async () => {
    const { Ajv } = await import('ajv');
    const schema = (await import('../../../schemas/api/recording-upload.request.json', { with: { type: 'json' } })).default;
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const query = { first_name: 'Ana', 'e-mail': 'x', Email: 'a@b.c', 'indicationIds[]': '1', ...Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`k${i}`, 'v'.repeat(400)])) };
    const body = recordingUploadBody({ events: [{ type: 2, timestamp: 1, data: {} }], routerLogs: [], actionLogs: [] }, { ...context, query, leadLpParamId: null, indicationId: null });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });
});
