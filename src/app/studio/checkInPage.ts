/** The campaign checker, run in the page on the document being edited: the same checks as `campaigns:check`. */
import validateCampaignSchema from '../../../.build/campaignSchemaValidator.js';
import { checkCampaigns, type Problem } from '../../engine/checkCampaigns.ts';
import { toIssues } from '../../engine/schemaIssues.ts';
import type { CampaignDocument } from '../../engine/campaign.ts';
import en from '../../../locales/en/translation.json';

let spanish: unknown = null;

/** Spanish is needed only for the missing-translation warnings; it loads with the studio. */
export async function loadCatalogues(): Promise<void> {
  spanish ??= (await import('../../../locales/es/translation.json')).default;
}

export function checkInPage(name: string, text: string, library: ReadonlyMap<string, CampaignDocument>): Problem[] {
  const file = `campaigns/${name}.json`;
  return checkCampaigns({
    files: new Map([[file, text]]),
    library: new Map([...library].map(([n, doc]) => [`campaigns/${n}.json`, JSON.stringify(doc)])),
    validateSchema: (doc) => (validateCampaignSchema(doc) ? [] : toIssues(validateCampaignSchema.errors)),
    catalogues: { en, es: spanish ?? en },
  });
}
