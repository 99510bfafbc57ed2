import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { allowListed, serializeError } from './logFields.ts';
import { loggerOptions } from './logger.ts';
import { InvalidLeadError } from './errors.ts';

describe('allowListed', () => {
  it('keeps reviewed fields and redacts every other value', () => {
    expect(allowListed({ studyId: 1001, code: 'X', phone: '+12125550199', email: 'a@b.co', body: { firstName: 'Ana' } }))
      .toEqual({ studyId: 1001, code: 'X', phone: '[redacted]', email: '[redacted]', body: '[redacted]' });
  });

  it('keeps which load-shedding limit a shed write passed, so an operator can tell a slow loop from a full pool', () => {
    expect(allowListed({ overload: 'writesInFlight' })).toEqual({ overload: 'writesInFlight' });
  });
});

describe('serializeError', () => {
  it('keeps the message of our coded errors', () => {
    expect(serializeError(new InvalidLeadError('phone1'))).toMatchObject({ type: 'FastifyError', code: 'INVALID_LEAD', statusCode: 400, message: 'Trying to save an invalid lead: missing phone1' });
  });

  it("drops a database error's message, which can quote what a visitor typed, and keeps its code and frames", () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "ana@example.com"'), { code: '22P02', detail: 'Key (email)=(ana@example.com)', parameters: ['Ana'] });
    const out = serializeError(err);
    expect(out).toEqual({ type: 'Error', code: '22P02', stack: expect.any(Array) });
    expect(JSON.stringify(out)).not.toContain('ana@example.com');
    expect((out.stack as string[])[0]).toMatch(/^at /);
  });

  it('has no message for an error without a code, and survives odd values', () => {
    expect(serializeError(new Error('Ana Lopez broke it'))).toEqual({ type: 'Error', stack: expect.any(Array) });
    expect(serializeError('text')).toEqual({ type: 'string' });
    expect(serializeError(null)).toEqual({ type: 'object' });
  });
});

describe('the server log', () => {
  it('writes no personal value a route passes, nor a failed query\'s parameters', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (l) => { lines.push(l); } }) });
    app.get('/x', async (req) => {
      req.log.info({ phone: '+12125550199', studyId: 7 }, 'tried');
      req.log.error({ err: Object.assign(new Error('duplicate key (phone)=(+12125550199)'), { code: '23505', parameters: ['+12125550199'] }) }, 'failed');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/x?first_name=Ana' });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('"studyId":7');
    expect(text).toContain('"code":"23505"');
    expect(text).not.toContain('5550199');
    expect(text).not.toContain('Ana');
  });
});
