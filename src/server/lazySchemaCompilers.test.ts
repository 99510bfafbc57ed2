import { describe, expect, it, vi } from 'vitest';
import { DeferredCompiles, deferCompiles, lazySerializer, lazyValidator } from './lazySchemaCompilers.ts';

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

describe('DeferredCompiles', () => {
  const serializer = (name: string, done: string[]) => vi.fn(() => {
    done.push(name);
    return (data: unknown) => `${name}:${String(data)}`;
  });

  it('compiles, while idle, what no first use has compiled, once each and in order, a turn of the event loop apiece', async () => {
    const deferred = new DeferredCompiles();
    const done: string[] = [];
    const compiles = ['leads', 'search', 'health'].map((name) => serializer(name, done));
    const [leads, search, health] = compiles.map((compile) => lazySerializer(compile, deferred));
    expect(deferred.size).toBe(3);
    expect(search?.('q')).toBe('search:q');
    expect(deferred.size).toBe(2);

    // A request between two compiles waits for one compile at most: work queued for the next turn runs in between.
    const turns: string[] = [];
    const between = () => { turns.push(`turn after ${done.length}`); if (done.length < 3) setImmediate(between); };
    setImmediate(between);
    expect(await deferred.compileAll()).toBe(2);
    expect(done).toEqual(['search', 'leads', 'health']);
    // Another task ran before the first compile and between the two: never two compiles in one turn.
    expect(turns).toEqual(['turn after 1', 'turn after 2']);
    expect(deferred.size).toBe(0);
    expect(leads?.(1)).toBe('leads:1');
    expect(health?.(2)).toBe('health:2');
    expect(compiles.map((c) => c.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('leaves a compile that fails to fail at its first use, and goes on with the rest', async () => {
    const deferred = new DeferredCompiles();
    const broken = vi.fn((): ((data: unknown, context?: unknown) => boolean) => { throw new Error('schema is invalid'); });
    const validate = lazyValidator(broken, deferred);
    const done: string[] = [];
    const next = lazySerializer(serializer('next', done), deferred);
    expect(await deferred.compileAll()).toBe(1);
    expect(done).toEqual(['next']);
    expect(() => validate('x')).toThrow('schema is invalid');
    expect(broken).toHaveBeenCalledTimes(2);
    expect(next('y')).toBe('next:y');
  });

  it('stops when the server closes: nothing more is compiled in the background', async () => {
    const deferred = new DeferredCompiles();
    const done: string[] = [];
    const compiles = ['a', 'b', 'c'].map((name) => serializer(name, done));
    for (const compile of compiles) lazySerializer(compile, deferred);
    const all = deferred.compileAll();
    setImmediate(() => deferred.stop());
    expect(await all).toBeLessThan(3);
    expect(done.length).toBeLessThan(3);
    expect(deferred.size).toBe(0);
    lazySerializer(serializer('late', done), deferred);
    expect(deferred.size).toBe(0);
  });
});
