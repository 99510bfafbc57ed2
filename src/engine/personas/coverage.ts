/** Which of a campaign's terminal pages no persona reaches. */
import type { Campaign } from '../campaign.ts';
import { terminalSteps } from '../graph.ts';
import type { PersonaResult } from './runPersona.ts';

export function unreachedTerminals(campaign: Campaign, results: readonly PersonaResult[]): string[] {
  const reached = new Set(results.filter((r) => r.divergence === null).map((r) => r.path[r.path.length - 1]));
  return terminalSteps(campaign).filter((id) => !reached.has(id));
}
