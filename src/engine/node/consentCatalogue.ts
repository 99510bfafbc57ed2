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
import { recordableConsents, recordKey } from '../recordableConsents.ts';
import type { ConsentRecord } from '../consentRecords.ts';
import { catalogueTranslator, type Catalogue, type Copy } from '../catalogueText.ts';
import { productVariables } from '../productWords.ts';
import { loadCampaigns, readCatalogues, repoRoot } from './campaignFiles.ts';

export interface ConsentCatalogue {
  /** Whether `text` is one that `campaign`'s step `step` shows in `locale` (any brand, region or caregiver wording). */
  shows(campaign: string, step: string, locale: Locale, text: string): boolean;
  /** Whether that step records this type and choice with this text (recordableConsents), in any brand or region. */
  records(campaign: string, step: string, locale: Locale, record: Pick<ConsentRecord, 'type' | 'granted' | 'text'>): boolean;
}

export function readBrands(root = repoRoot): Brand[] {
  const dir = join(root, 'campaigns/brands');
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Brand);
}

/** The page's translation function (src/app/i18n.ts reads the catalogues with the same one). */
function translator(catalogues: { en: unknown; es: unknown }, brand: Brand, locale: Locale): (key: Copy) => string {
  const t = catalogueTranslator(catalogues[locale] as Catalogue, catalogues.en as Catalogue, productVariables(brand, locale), locale);
  // Each statement is rendered for every answer a step's consent fields take: a key is translated once.
  const seen = new Map<string, string>();
  return (key) => {
    if (typeof key !== 'string') return t(key);
    const known = seen.get(key);
    if (known !== undefined) return known;
    const text = t(key);
    seen.set(key, text);
    return text;
  };
}

export async function loadConsentCatalogue(root = repoRoot, campaigns: Map<string, Campaign> = loadCampaigns(root)): Promise<ConsentCatalogue> {
  const catalogues = readCatalogues(root);
  const brands = readBrands(root);
  const texts = new Map<string, Set<string>>();
  const translators = { en: brands.map((brand) => ({ brand, t: translator(catalogues, brand, 'en') })), es: brands.map((brand) => ({ brand, t: translator(catalogues, brand, 'es') })) };
  for (const locale of ['en', 'es'] as const) {
    for (const { brand, t } of translators[locale]) {
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
  // The records a step gives take every answer into account (some 40 ms for every step at start): worked out for a
  // step the first time it sends consents, then kept.
  const records = new Map<string, Set<string>>();
  const recordsOf = (campaignName: string, step: string, locale: Locale): Set<string> => {
    const campaign = campaigns.get(campaignName);
    // Only a campaign's own steps are kept: a request naming anything else adds nothing.
    if (!campaign?.steps[step]) return new Set();
    const key = `${campaignName}\u0000${step}\u0000${locale}`;
    let set = records.get(key);
    if (!set) {
      set = new Set<string>();
      for (const { brand, t } of translators[locale]) for (const k of recordableConsents(campaign, step, { brand, locale, t })) set.add(k);
      records.set(key, set);
    }
    return set;
  };
  return {
    shows: (campaign, step, locale, text) => texts.get(`${campaign}\u0000${step}\u0000${locale}`)?.has(text) ?? false,
    records: (campaign, step, locale, record) => recordsOf(campaign, step, locale).has(recordKey(record)),
  };
}
