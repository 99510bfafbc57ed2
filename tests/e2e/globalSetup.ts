/** Builds the migrated, seeded databases every worker's server copies (tests/support/databaseTemplates.ts); the returned function removes them. */
import { createDatabaseTemplates } from '../support/databaseTemplates.ts';

export const TEMPLATES_VARIABLE = 'E2E_DATABASE_TEMPLATES';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { templates, remove } = await createDatabaseTemplates(process.env.TEST_DATABASE_URL ?? null);
  // Workers start after global setup and inherit its environment.
  process.env[TEMPLATES_VARIABLE] = JSON.stringify(templates);
  return remove;
}
