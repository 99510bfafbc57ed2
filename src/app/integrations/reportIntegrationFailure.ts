/** Integration failures are reported, never shown: the visit goes on without the integration. */
import { reportError } from '../errors/report.ts';

export function reportIntegrationFailure(integration: string, err: unknown): void {
  reportError('error', `${integration} failed`, { error: err, details: { integration } });
}
