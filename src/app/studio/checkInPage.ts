/** The campaign checker, run in the page on the document being edited: the same checks as `campaigns:check` (after loadCatalogues). */
import validateCampaignSchema from '../../../.build/campaignSchemaValidator.js';
import { checkCampaigns, type Problem } from '../../engine/checkCampaigns.ts';
import { schemaIssuesOf } from '../../engine/schemaIssues.ts';
import type { CampaignDocument } from '../../engine/campaign.ts';

let catalogues: { en: unknown; es: unknown } | null = null;

/** The catalogues the checks read (keys, missing translations); they load as the page's own do, on demand. */
export async function loadCatalogues(): Promise<void> {
  if (catalogues) return;
  const [en, es] = await Promise.all([import('../../../locales/en/translation.json'), import('../../../locales/es/translation.json')]);
  catalogues = { en: en.default, es: es.default };
}

export function checkInPage(name: string, text: string, library: ReadonlyMap<string, CampaignDocument>): Problem[] {
  const file = `campaigns/${name}.json`;
  return checkCampaigns({
    files: new Map([[file, text]]),
    library: new Map([...library].map(([n, doc]) => [`campaigns/${n}.json`, JSON.stringify(doc)])),
    validateSchema: schemaIssuesOf(validateCampaignSchema),
    catalogues: catalogues ?? { en: {}, es: {} },
  });
}
