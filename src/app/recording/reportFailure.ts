/** The one place a recording failure is reported (spec §7: "Failure is reported and sending stops"). */
import { reportError } from '../errors/report.ts';

/**
 * `load`: the recorder's chunk did not load or rrweb did not start; `open`: the server did not open a recording;
 * `upload`: a batch was not accepted.
 */
export function reportRecordingFailure(error: unknown, stage: 'load' | 'open' | 'upload'): void {
  reportError('error', `session recording ${stage} failed; recording stopped`, { error, details: { feature: 'recording', stage } });
}
