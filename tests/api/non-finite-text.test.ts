/**
 * Querystrings and path parameters are text that Ajv coerces, and its coercion turns "Infinity" or "1e999" into a
 * number that passes `integer`, `minimum` and `maximum` (ajv-validator/ajv#2212). `?to=Infinity` on the calendar's
 * availability ran out of memory and ended the server. Every route with a numeric query or path parameter, found
 * from the registered routes, must refuse each such value with a 400 that names the parameter, and keep answering.
 */
import { expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { eachDatabase } from './harness.ts';
import { digitsOnly, finiteOnly, nonFiniteProperty, oddlySpelledNumber } from '../../src/server/requestLimits.ts';

const NOT_FINITE = ['Infinity', '-Infinity', '1e999', '-9e9999', '1E400'];
/** Finite and in range, but not a number as anyone writes one: Ajv's coercion read each as one (10, 10, 7, 7, 7, 7). */
const ODDLY_WRITTEN = ['1e1', '0xA', ' 7', '7 ', '07', '+7'];

interface Schema { type?: string | string[]; properties?: Record<string, Schema>; $ref?: string }

const routes = new Map<string, RouteOptions>();
const numeric = (s: Schema) => [s.type].flat().some((t) => t === 'integer' || t === 'number');

it('finds a property holding a number that is not finite, alone or in an array, and nothing else', () => {
  expect(nonFiniteProperty({ a: 1, b: 'Infinity', c: Infinity })).toBe('c');
  expect(nonFiniteProperty({ a: [1, -Infinity] })).toBe('a');
  expect(nonFiniteProperty({ a: 1, b: [2, 3], c: 'x', d: null })).toBeNull();
  expect(nonFiniteProperty(null)).toBeNull();
  expect(nonFiniteProperty('Infinity')).toBeNull();
});

it("keeps the validator's own refusal and its answer for finite values", () => {
  const refusing = Object.assign(() => false, { errors: [{ message: 'must be <= 30' }], schemaEnv: true });
  const checkRefusing = finiteOnly(refusing);
  expect(checkRefusing({ to: 31 })).toBe(false);
  expect(checkRefusing.errors).toEqual([{ message: 'must be <= 30' }]);
  expect(checkRefusing.schemaEnv).toBe(true);
  const passing = Object.assign(() => true, { errors: null });
  const checkPassing = finiteOnly(passing);
  expect(checkPassing({ to: 7 })).toBe(true);
  expect(checkPassing.errors).toBeNull();
  expect(checkPassing({ to: Number.POSITIVE_INFINITY })).toBe(false);
  expect(checkPassing.errors).toEqual([expect.objectContaining({ instancePath: '/to', message: 'must be a finite number' })]);
});

it('finds a property whose number was written otherwise than in plain digits, alone or in an array, and nothing else', () => {
  expect(oddlySpelledNumber({ a: '7', b: '1e3' }, { a: 7, b: 1000 })).toBe('b');
  expect(oddlySpelledNumber({ a: ['1', '0x10'] }, { a: [1, 16] })).toBe('a');
  expect(oddlySpelledNumber({ a: '-7', b: '2.5', c: '0', d: 'x', e: '012' }, { a: -7, b: 2.5, c: 0, d: 'x', e: '012' })).toBeNull();
  // A value that was a number already (a body's) was not written by anyone as text.
  expect(oddlySpelledNumber({ a: 1000 }, { a: 1000 })).toBeNull();
  expect(oddlySpelledNumber({}, null)).toBeNull();
});

it('refuses, after coercion, a number written otherwise, and keeps the validator\'s own answer otherwise', () => {
  const coercing = Object.assign((data: Record<string, unknown>) => { for (const k of Object.keys(data)) data[k] = Number(data[k]); return true; }, { errors: null, schemaEnv: 'env' });
  const check = digitsOnly(coercing as unknown as Parameters<typeof digitsOnly>[0]);
  expect(check({ id: '5001' })).toBe(true);
  expect(check.errors).toBeNull();
  expect(check({ id: '1e3' })).toBe(false);
  expect(check.errors).toEqual([expect.objectContaining({ instancePath: '/id', message: 'must be a number written in digits' })]);
  expect(check.schemaEnv).toBe('env');
  const refusing = digitsOnly(Object.assign(() => false, { errors: [{ message: 'must be integer' }] }));
  expect(refusing({ id: 'abc' })).toBe(false);
  expect(refusing.errors).toEqual([{ message: 'must be integer' }]);
});

eachDatabase('numeric query and path parameters that are not finite', (h) => {
  it('answers each with a 400 naming the parameter, on every route that has one, and goes on answering', async () => {
    const schemaOf = (s: unknown): Schema => {
      const ref = (s as Schema | undefined)?.$ref;
      return (ref ? h.app.getSchema(ref.replace(/#$/, '')) : s ?? {}) as Schema;
    };
    const { cookie, token } = await h.csrf();
    const tried: string[] = [];
    const failures: string[] = [];
    for (const route of routes.values()) {
      const method = [route.method].flat()[0] as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
      // A HEAD route answers without a body to read; its GET is tried.
      if (!route.url.startsWith('/api/') || method === 'HEAD') continue;
      const params = schemaOf(route.schema?.params).properties ?? {};
      const query = schemaOf(route.schema?.querystring).properties ?? {};
      const fill = (name: string) => (numeric(params[name] ?? {}) ? '5001' : '00000000-0000-4000-8000-000000000000');
      const urlWith = (param: string | null, value: string) => route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === param ? encodeURIComponent(value) : fill(name)));
      const cases = [
        ...Object.entries(params).filter(([, s]) => numeric(s)).map(([name]) => ({ part: 'params', name, url: (v: string) => urlWith(name, v) })),
        ...Object.entries(query).filter(([, s]) => numeric(s)).map(([name]) => ({ part: 'querystring', name, url: (v: string) => `${urlWith(null, '')}?signup=s6&${name}=${encodeURIComponent(v)}` })),
      ];
      for (const c of cases) {
        tried.push(`${method} ${route.url} ${c.part}/${c.name}`);
        for (const value of NOT_FINITE) {
          const res = await h.app.inject({ method, url: c.url(value), payload: method === 'GET' ? undefined : {}, headers: { cookie, 'x-csrf-token': token, 'x-lead-token': 'a-token' } });
          const answer = `${res.statusCode} ${res.json().message}`;
          if (answer !== `400 ${c.part}/${c.name} must be a finite number`) failures.push(`${method} ${c.url(value)} → ${answer}`);
        }
        for (const value of ODDLY_WRITTEN) {
          const res = await h.app.inject({ method, url: c.url(value), payload: method === 'GET' ? undefined : {}, headers: { cookie, 'x-csrf-token': token, 'x-lead-token': 'a-token' } });
          const answer = `${res.statusCode} ${res.json().message}`;
          if (answer !== `400 ${c.part}/${c.name} must be a number written in digits`) failures.push(`${method} ${c.url(value)} → ${answer}`);
        }
      }
    }
    expect(tried).toEqual(expect.arrayContaining([
      'GET /api/scheduling/availability querystring/to',
      'GET /api/site-scheduling/:studySiteId/availability params/studySiteId',
      'GET /api/site-scheduling/:studySiteId/availability querystring/to',
      'GET /api/initial_payload querystring/studyId',
    ]));
    expect(failures).toEqual([]);
    const after = await h.app.inject({ method: 'GET', url: '/api/scheduling/availability?to=2' });
    expect(after.statusCode).toBe(200);
    expect(Array.isArray(after.json().slots)).toBe(true);
  }, 60_000);
}, {}, { onRoute: (route) => { routes.set(`${[route.method].flat().join(',')} ${route.url}`, route); } });
