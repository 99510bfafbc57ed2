import { describe, expect, it } from 'vitest';
import { ConfigError, defaultShedHeapMib, loadConfig } from './config.ts';

const MIB = 1024 * 1024;

describe('LOAD_SHED_* settings', () => {
  it('default to a 200 ms event-loop delay, 90 % of the heap limit, 32 writes in flight, 500 ms samples and Retry-After 2 s on PGlite', () => {
    expect(loadConfig({}).loadShedding).toEqual({ maxEventLoopDelayMs: 200, maxHeapUsedBytes: defaultShedHeapMib() * MIB, maxWritesInFlight: 32, sampleIntervalMs: 500, retryAfterSeconds: 2 });
    expect(defaultShedHeapMib()).toBeGreaterThan(100);
  });

  it('default to 8 writes in flight on PostgreSQL, below the pool of 10 connections', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/app' }).loadShedding.maxWritesInFlight).toBe(8);
    expect(loadConfig({ DATABASE_URL: '  ' }).loadShedding.maxWritesInFlight).toBe(32);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/app', LOAD_SHED_WRITES_IN_FLIGHT: '3' }).loadShedding.maxWritesInFlight).toBe(3);
  });

  it('take whole numbers, 0 turning a threshold off', () => {
    expect(loadConfig({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '250', LOAD_SHED_HEAP_USED_MB: '0', LOAD_SHED_WRITES_IN_FLIGHT: '0', LOAD_SHED_SAMPLE_MS: ' 100 ', LOAD_SHED_RETRY_AFTER_SECONDS: '5' }).loadShedding)
      .toEqual({ maxEventLoopDelayMs: 250, maxHeapUsedBytes: 0, maxWritesInFlight: 0, sampleIntervalMs: 100, retryAfterSeconds: 5 });
    expect(loadConfig({ LOAD_SHED_HEAP_USED_MB: '1536' }).loadShedding.maxHeapUsedBytes).toBe(1536 * MIB);
  });

  it.each([
    ['LOAD_SHED_EVENT_LOOP_DELAY_MS', 'fast', "LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 to 60000, got 'fast'"],
    ['LOAD_SHED_EVENT_LOOP_DELAY_MS', '-1', "LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 to 60000, got '-1'"],
    ['LOAD_SHED_HEAP_USED_MB', '1.5', "LOAD_SHED_HEAP_USED_MB must be a whole number of MiB from 0 to 1048576, got '1.5'"],
    ['LOAD_SHED_WRITES_IN_FLIGHT', 'many', "LOAD_SHED_WRITES_IN_FLIGHT must be a whole number of writes from 0 to 100000, got 'many'"],
    ['LOAD_SHED_SAMPLE_MS', '5', "LOAD_SHED_SAMPLE_MS must be a whole number of milliseconds from 10 to 60000, got '5'"],
    ['LOAD_SHED_RETRY_AFTER_SECONDS', '0', "LOAD_SHED_RETRY_AFTER_SECONDS must be a whole number of seconds from 1 to 120, got '0'"],
    ['LOAD_SHED_RETRY_AFTER_SECONDS', '1e2', "LOAD_SHED_RETRY_AFTER_SECONDS must be a whole number of seconds from 1 to 120, got '1e2'"],
  ])('refuses to start on %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('UPLOAD_KIB_PER_MINUTE', () => {
  it('defaults to 8 MiB a client and minute', () => {
    expect(loadConfig({}).uploadBytesPerMinute).toBe(8 * MIB);
    expect(loadConfig({ UPLOAD_KIB_PER_MINUTE: '2048' }).uploadBytesPerMinute).toBe(2 * MIB);
  });

  it('refuses a budget smaller than one largest recording batch, or not a whole number', () => {
    expect(() => loadConfig({ UPLOAD_KIB_PER_MINUTE: '100' })).toThrow("UPLOAD_KIB_PER_MINUTE must be a whole number of KiB from 512 to 1048576, got '100'");
    expect(() => loadConfig({ UPLOAD_KIB_PER_MINUTE: 'lots' })).toThrow(ConfigError);
  });
});
