/**
 * Every consent text the campaigns can show, per campaign, step and language, rendered with the same functions
 * and catalogues as the pages (for each brand): what the server accepts as the text a visitor read (Node only).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '../../generated/brand.ts';
import type { Campaign } from '../campaign.ts';
import type { Locale } from '../flow.ts';
import { CONSENT_REGIONS, renderableConsentTexts } from '../consentStatements.ts';
import type { ConsentRegion } from '../consentWording.ts';
import { recordableConsents, recordKey } from '../recordableConsents.ts';
import type { ConsentRecord } from '../consentRecords.ts';
import { catalogueTranslator, type Catalogue, type Copy } from '../catalogueText.ts';
import { productVariables } from '../productWords.ts';
import { loadCampaigns, readCatalogues, repoRoot } from './campaignFiles.ts';
import { brandOfHostname } from '../../core/site.ts';

/**
 * Who a consent text was shown to: visitors of a region (their country's), on a brand's site, answering for themselves
 * or as a caregiver for the participant. A null brand is any: the server could not tell the site from the request's
 * host name (a proxy renamed it).
 */
export interface ConsentAudience {
  region: ConsentRegion;
  brand: string | null;
  caregiver: boolean;
}

export interface ConsentCatalogue {
  /** Whether `text` is one that `campaign`'s step `step` shows in `locale` (any brand, region or caregiver wording). */
  shows(campaign: string, step: string, locale: Locale, text: string): boolean;
  /** Whether it is one that step shows in `locale` to `audience`. */
  showsTo(campaign: string, step: string, locale: Locale, text: string, audience: ConsentAudience): boolean;
  /** Whether that step records this type and choice with this text (recordableConsents) for `audience`'s region and brand. */
  records(campaign: string, step: string, locale: Locale, record: Pick<ConsentRecord, 'type' | 'granted' | 'text'>, audience: Omit<ConsentAudience, 'caregiver'>): boolean;
  /**
   * The brand (its id) whose site a request's host name is, as the page picks its brand; null for a host of no brand,
   * where the page shows the default brand, but a proxy may have renamed the host of any site.
   */
  siteOf(hostname: string): string | null;
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
  // Each text a step shows in a language, with the audiences (brand id, region, caregiver or not) it is shown to.
  const texts = new Map<string, Map<string, Set<string>>>();
  const audienceKey = (brand: string, region: ConsentRegion, caregiver: boolean) => `${brand}\u0000${region}\u0000${caregiver ? 'caregiver' : 'self'}`;
  const translators = { en: brands.map((brand) => ({ brand, t: translator(catalogues, brand, 'en') })), es: brands.map((brand) => ({ brand, t: translator(catalogues, brand, 'es') })) };
  for (const locale of ['en', 'es'] as const) {
    for (const { brand, t } of translators[locale]) {
      for (const campaign of campaigns.values()) {
        for (const step of campaign.stepOrder) {
          const key = `${campaign.name}\u0000${step}\u0000${locale}`;
          const shown = texts.get(key) ?? new Map<string, Set<string>>();
          for (const region of CONSENT_REGIONS) {
            for (const caregiver of [false, true]) {
              for (const text of renderableConsentTexts(campaign, step, brand, locale, t, [region], [caregiver])) {
                const audiences = shown.get(text) ?? new Set<string>();
                audiences.add(audienceKey(brand.id, region, caregiver));
                shown.set(text, audiences);
              }
            }
          }
          texts.set(key, shown);
        }
      }
    }
  }
  const audiencesOf = (campaign: string, step: string, locale: Locale, text: string) => texts.get(`${campaign}\u0000${step}\u0000${locale}`)?.get(text);
  const shownTo = (audiences: ReadonlySet<string> | undefined, audience: ConsentAudience) => (audiences
    ? (audience.brand === null ? brands : brands.filter((brand) => brand.id === audience.brand)).some((brand) => audiences.has(audienceKey(brand.id, audience.region, audience.caregiver)))
    : false);
  // The records a step gives take every answer into account (some 40 ms for every step at start): worked out for a
  // step, brand and region the first time it sends consents, then kept.
  const records = new Map<string, Set<string>>();
  const recordsOf = (campaignName: string, step: string, locale: Locale, { brand, t }: { brand: Brand; t: (key: Copy) => string }, region: ConsentRegion): Set<string> => {
    const campaign = campaigns.get(campaignName);
    // Only a campaign's own steps are kept: a request naming anything else adds nothing.
    if (!campaign?.steps[step]) return new Set();
    const key = `${campaignName}\u0000${step}\u0000${locale}\u0000${brand.id}\u0000${region}`;
    let set = records.get(key);
    if (!set) {
      set = recordableConsents(campaign, step, { brand, locale, t }, [region]);
      records.set(key, set);
    }
    return set;
  };
  return {
    shows: (campaign, step, locale, text) => audiencesOf(campaign, step, locale, text) !== undefined,
    showsTo: (campaign, step, locale, text, audience) => shownTo(audiencesOf(campaign, step, locale, text), audience),
    records: (campaign, step, locale, record, audience) => translators[locale]
      .filter(({ brand }) => audience.brand === null || brand.id === audience.brand)
      .some((translated) => recordsOf(campaign, step, locale, translated, audience.region).has(recordKey(record))),
    siteOf: (hostname) => brandOfHostname(hostname, brands)?.id ?? null,
  };
}
