/** Every demo seed, each into its own empty tables: the catalogue, the scheduling resources, the offers. */
import type { Database } from './database.ts';
import { seedDemoDataIfEmpty } from './seed.ts';
import { seedSchedulingIfEmpty } from './repositories/scheduling.ts';
import { seedOffersIfEmpty } from './seedOffers.ts';

export async function seedDemoData(db: Database): Promise<void> {
  await seedDemoDataIfEmpty(db);
  await seedSchedulingIfEmpty(db);
  await seedOffersIfEmpty(db);
}
