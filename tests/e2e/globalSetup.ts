/**
 * The migrated, seeded databases every worker's server copies (tests/support/databaseTemplates.ts): those `npm test`
 * built for all its stages, or built here, and then removed by the returned function.
 */
import { suiteDatabaseTemplates } from '../support/databaseTemplates.ts';

export const TEMPLATES_VARIABLE = 'E2E_DATABASE_TEMPLATES';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { templates, remove } = await suiteDatabaseTemplates(process.env.TEST_DATABASE_URL ?? null);
  // Workers start after global setup and inherit its environment.
  process.env[TEMPLATES_VARIABLE] = JSON.stringify(templates);
  return remove;
}
