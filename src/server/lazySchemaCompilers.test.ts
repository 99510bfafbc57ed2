import { describe, expect, it, vi } from 'vitest';
import { deferCompiles, lazySerializer, lazyValidator } from './lazySchemaCompilers.ts';

describe('lazyValidator', () => {
  it('compiles on the first call only, passes both arguments through and carries the compiled errors', () => {
    const seen: unknown[][] = [];
    const compiled = Object.assign((data: unknown, context?: unknown) => {
      seen.push([data, context]);
      compiled.errors = data === 'bad' ? [{ message: 'must be good' }] : null;
      return data !== 'bad';
    }, { errors: null as unknown });
    const compile = vi.fn(() => compiled);
    const validate = lazyValidator(compile);
    expect(compile).not.toHaveBeenCalled();
    // Fastify passes the parent object only to validators that say they have a schemaEnv.
    expect(validate.schemaEnv).toBeTruthy();

    expect(validate('bad', { parentData: 'request' })).toBe(false);
    expect(validate.errors).toEqual([{ message: 'must be good' }]);
    expect(validate('good')).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compile).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([['bad', { parentData: 'request' }], ['good', undefined]]);
  });
});

describe('lazySerializer', () => {
  it('compiles on the first call only', () => {
    const compile = vi.fn(() => (data: unknown) => JSON.stringify(data));
    const serialize = lazySerializer(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(serialize({ a: 1 })).toBe('{"a":1}');
    expect(serialize([2])).toBe('[2]');
    expect(compile).toHaveBeenCalledTimes(1);
  });
});

describe('deferCompiles', () => {
  it('hands each route to the factory\'s compiler when its function is first used', () => {
    const routes: string[] = [];
    const factory = vi.fn((external: string) => (route: { schema: unknown; method: string; url: string }) => {
      routes.push(`${external} ${route.method} ${route.url}`);
      return (data: unknown) => `${route.url}:${String(data)}`;
    });
    const build = deferCompiles(factory, lazySerializer);
    const compile = build('shared');
    expect(factory).not.toHaveBeenCalled();
    const leads = compile({ schema: {}, method: 'POST', url: '/api/leads' });
    const health = compile({ schema: {}, method: 'GET', url: '/api/health' });
    expect(routes).toEqual([]);
    expect(health('ok')).toBe('/api/health:ok');
    expect(routes).toEqual(['shared GET /api/health']);
    expect(leads(1)).toBe('/api/leads:1');
    expect(leads(2)).toBe('/api/leads:2');
    expect(routes).toEqual(['shared GET /api/health', 'shared POST /api/leads']);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith('shared');
  });
});
