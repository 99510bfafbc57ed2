import { describe, expect, it } from 'vitest';
import { parseLinkArgs } from './links-create-args.ts';

const LEAD = '0b6f6c1e-2f4a-4d7e-9a53-1c2d3e4f5a6b';
const BASE = 'http://localhost:3000';

describe('parseLinkArgs', () => {
  it('takes the lead, with a 72-hour link to the default campaign given on the local server by default', () => {
    expect(parseLinkArgs(['--lead', LEAD], BASE, 'ws11')).toEqual({ ok: true, args: { leadId: LEAD, studyId: null, hours: 72, campaign: 'ws11', baseUrl: BASE } });
  });

  it('takes every option, spaced or with =', () => {
    expect(parseLinkArgs([`--lead=${LEAD.toUpperCase()}`, '--study', '1001', '--hours=2', '--campaign', 'ws11b', '--base-url', 'https://trials.example'], BASE, 'ws11'))
      .toEqual({ ok: true, args: { leadId: LEAD, studyId: 1001, hours: 2, campaign: 'ws11b', baseUrl: 'https://trials.example' } });
  });

  it('says what is wrong', () => {
    const error = (argv: string[]) => { const p = parseLinkArgs(argv, BASE, 'ws11'); return 'error' in p ? p.error : null; };
    expect(error([])).toBe('--lead <leadId> is required (npm run leads:export lists the leads)');
    expect(error(['--lead', 'ana@example.com'])).toBe("--lead must be a lead id (a UUID), got 'ana@example.com'");
    expect(error(['--lead', LEAD, '--study', 'x'])).toBe("--study must be a study id, got 'x'");
    expect(error(['--lead', LEAD, '--hours', '0'])).toBe("--hours must be more than 0 and at most 720, got '0'");
    expect(error(['--lead', LEAD, '--hours', '721'])).toBe("--hours must be more than 0 and at most 720, got '721'");
    expect(error(['--lead', LEAD, '--days', '2'])).toBe("unknown argument '--days'");
    expect(error(['--lead'])).toBe('--lead needs a value');
    expect(error(['--lead', LEAD, '--base-url', 'localhost:3000'])).toBe("--base-url must be an http(s) URL, got 'localhost:3000'");
  });

  it('asks for help', () => {
    expect(parseLinkArgs(['--lead', LEAD, '--help'], BASE, 'ws11')).toEqual({ ok: false, help: true });
  });
});
