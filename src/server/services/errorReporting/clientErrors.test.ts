import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { logClientError } from './clientErrors.ts';
import { errorLogBudget } from '../../logBudget.ts';
import type { ClientErrorRequest } from '../../../generated/api/client-error.request.ts';

const report = (severity: ClientErrorRequest['severity']): ClientErrorRequest => ({
  severity, message: 'm', context: { campaign: 's6', flow: 'signup', page: '/signup/s6/home', pageHistory: ['home'], query: {}, leadLpParamId: null },
});

function recordingLog() {
  const lines: Array<[string, Record<string, unknown>]> = [];
  const at = (level: string) => (obj: Record<string, unknown>) => { lines.push([level, obj]); };
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } as unknown as FastifyBaseLogger };
}

describe('logClientError', () => {
  it('logs error lines within the budget, and the rest at info, marked; other levels never count against it', () => {
    const { lines, log } = recordingLog();
    const allowed = errorLogBudget(2, 60_000, () => 0);
    for (const severity of ['error', 'fatal', 'warning', 'info', 'error'] as const) logClientError(log, 'e', report(severity), allowed);
    expect(lines.map(([level, obj]) => [level, obj.overErrorBudget ?? false])).toEqual([['error', false], ['error', false], ['warn', false], ['info', false], ['info', true]]);
  });

  it('logs at the severity with no budget given', () => {
    const { lines, log } = recordingLog();
    logClientError(log, 'e', report('fatal'));
    expect(lines.map(([level]) => level)).toEqual(['error']);
  });
});
