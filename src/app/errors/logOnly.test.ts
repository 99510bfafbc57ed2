import { afterEach, describe, expect, it, vi } from 'vitest';
import { logOnly } from './logOnly.ts';

afterEach(() => vi.restoreAllMocks());

describe('logOnly', () => {
  it('writes each level to its console method, a notice as a marked info line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    logOnly('error', "invalid flow 'zz'");
    logOnly('warning', 'Unable to find country XX assuming USA');
    logOnly('notice', 'formatPhone received an empty string');
    logOnly('info', "unknown landing page 'summer'");
    expect(error.mock.calls).toEqual([["invalid flow 'zz'"]]);
    expect(warn.mock.calls).toEqual([['Unable to find country XX assuming USA']]);
    expect(info.mock.calls).toEqual([['[notice] formatPhone received an empty string'], ["unknown landing page 'summer'"]]);
  });

  it('writes a repeated message once per page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 5; i += 1) logOnly('warning', 'Unable to find country ZZ assuming USA');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
