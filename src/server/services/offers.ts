/**
 * Direct offers behind an adapter (spec §7): the built-in provider reads offers from our database; the HTTP
 * provider asks an external direct-offers host (`GET {host}/affiliates/{country}/{postalCode}`, limit 100,
 * excluded advertisers, the API key in a header). Failures give no offers and are reported.
 */
import type { Queryable } from '../db/database.ts';

import type { Offer } from '../../core/offer.ts';
import { outboundFetch } from './outboundFetch.ts';

export type { Offer };

export interface OffersProvider {
  offersFor(country: string, postalCode: string): Promise<Offer[]>;
}

export const OFFERS_LIMIT = 100;

export function builtInOffers(db: Queryable): OffersProvider {
  return {
    async offersFor(country) {
      const { rows } = await db.query<Offer & { id: number }>(
        `SELECT id::text AS id, title, description, compensation, requirements, image_url AS "imageUrl", url, brand, language FROM offers WHERE $1 = ANY(countries) ORDER BY id LIMIT ${OFFERS_LIMIT}`, [country]);
      return rows;
    },
  };
}

export interface HttpOffersConfig {
  host: string | null;
  apiKey: string | null;
  apiKeyHeader: string;
  excludedAdvertisers: string[];
  /** The language of the host's offers where an offer does not say its own (ISO 639-1). */
  language: string;
}

export function httpOffers(config: HttpOffersConfig, report: (message: string, ctx?: object) => void, fetchImpl: typeof fetch = fetch): OffersProvider {
  return {
    async offersFor(country, postalCode) {
      if (!config.host) {
        report('unconfigured direct offers endpoint');
        return [];
      }
      const url = new URL(`${config.host.replace(/\/$/, '')}/affiliates/${encodeURIComponent(country)}/${encodeURIComponent(postalCode)}`);
      url.searchParams.set('limit', String(OFFERS_LIMIT));
      if (config.excludedAdvertisers.length) url.searchParams.set('excluded_advertisers', config.excludedAdvertisers.join(','));
      try {
        const res = await outboundFetch(url, { headers: config.apiKey ? { [config.apiKeyHeader]: config.apiKey } : {} }, fetchImpl);
        if (!res.ok) throw new Error(`offers host answered ${res.status}`);
        const list = (await res.json()) as Array<Record<string, unknown>>;
        return list.slice(0, OFFERS_LIMIT).map((raw) => toOffer(raw, config.language)).filter((o): o is Offer => o !== null);
      } catch (err) {
        report('direct offers failed', { err: (err as Error).message });
        return [];
      }
    },
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

const LANGUAGE = /^[a-z]{2}$/;

/** Maps an external offer to ours, keeping only http(s) links; its language is its own where it gives one. */
function toOffer(raw: Record<string, unknown>, hostLanguage: string): Offer | null {
  const url = str(raw.url) ?? str(raw.originalUrl);
  const title = str(raw.title);
  if (!url || !title || !/^https?:\/\//.test(url)) return null;
  const brand = (raw.brand ?? {}) as Record<string, unknown>;
  return {
    id: String(raw.id ?? url), title, description: str(raw.description) ?? '', compensation: str(raw.compensation), requirements: str(raw.requirements),
    imageUrl: str(raw.imageUrl), url,
    brand: { titleColor: str(brand.titleColor) ?? '#1f4f66', buttonColor: str(brand.buttonColor) ?? '#FF8200', buttonText: str(brand.buttonText) ?? 'Learn more' },
    language: [str(raw.language)?.toLowerCase(), str(raw.lang)?.toLowerCase()].find((l) => l !== undefined && LANGUAGE.test(l)) ?? hostLanguage,
  };
}
