/** Demo offers for the built-in offers provider, when there are none yet. */
import { readFileSync } from 'node:fs';
import type { Database } from './database.ts';

interface OfferSeed {
  id: number; advertiser: string; title: string; description: string; compensation: string; requirements: string; imageUrl: string; url: string;
  countries: string[]; indications: number[]; brand: Record<string, string>;
}

export async function seedOffersIfEmpty(db: Database): Promise<boolean> {
  const offers = JSON.parse(readFileSync(new URL('./seed/offers.json', import.meta.url), 'utf8')) as OfferSeed[];
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE offers IN EXCLUSIVE MODE');
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM offers');
    if ((rows[0]?.n ?? 0) > 0) return false;
    for (const o of offers) {
      await tx.query('INSERT INTO offers (id, advertiser, title, description, compensation, requirements, image_url, url, countries, indications, brand) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)',
        [o.id, o.advertiser, o.title, o.description, o.compensation, o.requirements, o.imageUrl, o.url, o.countries, o.indications, JSON.stringify(o.brand)]);
    }
    return true;
  });
}
