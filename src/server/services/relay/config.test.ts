import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE, DEFAULT_QUEUE_HEADER, relayConfigFromEnv } from './config.ts';

describe('relayConfigFromEnv', () => {
  it('defaults to the built-in relay', () => {
    expect(relayConfigFromEnv({})).toEqual({ provider: 'builtin' });
    expect(relayConfigFromEnv({ RELAY_PROVIDER: 'builtin', RELAY_URL: 'https://ignored.example' })).toEqual({ provider: 'builtin' });
  });

  it('reads the HTTP relay with its queue header and queue, defaulting both', () => {
    expect(relayConfigFromEnv({ RELAY_PROVIDER: 'http', RELAY_URL: 'https://relay.example/send', RELAY_QUEUE_HEADER: 'x-queue', RELAY_QUEUE: 'leads-eu' }))
      .toEqual({ provider: 'http', url: 'https://relay.example/send', queueHeader: 'x-queue', queue: 'leads-eu' });
    expect(relayConfigFromEnv({ RELAY_PROVIDER: 'http', RELAY_URL: 'http://127.0.0.1:9000' }))
      .toEqual({ provider: 'http', url: 'http://127.0.0.1:9000/', queueHeader: DEFAULT_QUEUE_HEADER, queue: DEFAULT_QUEUE });
  });

  it('refuses a misspelt provider, a missing or malformed URL and a bad header name', () => {
    expect(() => relayConfigFromEnv({ RELAY_PROVIDER: 'htp' })).toThrow("RELAY_PROVIDER must be 'builtin' or 'http', got 'htp'");
    expect(() => relayConfigFromEnv({ RELAY_PROVIDER: 'http' })).toThrow('RELAY_URL must be set when RELAY_PROVIDER=http');
    expect(() => relayConfigFromEnv({ RELAY_PROVIDER: 'http', RELAY_URL: 'relay.example' })).toThrow('RELAY_URL must be an absolute URL');
    expect(() => relayConfigFromEnv({ RELAY_PROVIDER: 'http', RELAY_URL: 'ftp://relay.example' })).toThrow('RELAY_URL must be an http(s) URL');
    expect(() => relayConfigFromEnv({ RELAY_PROVIDER: 'http', RELAY_URL: 'https://relay.example', RELAY_QUEUE_HEADER: 'x queue' })).toThrow('RELAY_QUEUE_HEADER must be a header name');
  });
});
