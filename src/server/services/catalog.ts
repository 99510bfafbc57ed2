/** The condition lists a page offers, in its language. */
import type { Database } from '../db/database.ts';
import type { Locale } from '../../core/locale.ts';
import { indicationCategories } from '../db/repositories/catalog.ts';

export async function conditionCategories(db: Database, locale: Locale) {
  return { categories: await indicationCategories(db, locale) };
}
