/**
 * Every consent text the campaigns can show, per campaign, step and language, rendered with the same functions
 * and catalogues as the pages (for each brand): what the server accepts as the text a visitor read (Node only).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '../../generated/brand.ts';
import type { Campaign } from '../campaign.ts';
import type { Locale } from '../flow.ts';
import { renderableConsentTexts } from '../consentStatements.ts';
import { catalogueTranslator, type Catalogue, type Copy } from '../catalogueText.ts';
import { productVariables } from '../productWords.ts';
import { loadCampaigns, readCatalogues, repoRoot } from './campaignFiles.ts';

export interface ConsentCatalogue {
  /** Whether `text` is one that `campaign`'s step `step` shows in `locale` (any brand, region or caregiver wording). */
  shows(campaign: string, step: string, locale: Locale, text: string): boolean;
}

export function readBrands(root = repoRoot): Brand[] {
  const dir = join(root, 'campaigns/brands');
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Brand);
}

/** The page's translation function (src/app/i18n.ts reads the catalogues with the same one). */
function translator(catalogues: { en: unknown; es: unknown }, brand: Brand, locale: Locale): (key: Copy) => string {
  const t = catalogueTranslator(catalogues[locale] as Catalogue, catalogues.en as Catalogue, productVariables(brand, locale), locale);
  return (key) => t(key);
}

export async function loadConsentCatalogue(root = repoRoot, campaigns: Map<string, Campaign> = loadCampaigns(root)): Promise<ConsentCatalogue> {
  const catalogues = readCatalogues(root);
  const brands = readBrands(root);
  const texts = new Map<string, Set<string>>();
  for (const locale of ['en', 'es'] as const) {
    for (const brand of brands) {
      const t = translator(catalogues, brand, locale);
      for (const campaign of campaigns.values()) {
        for (const step of campaign.stepOrder) {
          const key = `${campaign.name}\u0000${step}\u0000${locale}`;
          const set = texts.get(key) ?? new Set<string>();
          for (const text of renderableConsentTexts(campaign, step, brand, locale, t)) set.add(text);
          texts.set(key, set);
        }
      }
    }
  }
  return { shows: (campaign, step, locale, text) => texts.get(`${campaign}\u0000${step}\u0000${locale}`)?.has(text) ?? false };
}
