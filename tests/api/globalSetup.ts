/** Builds the migrated, seeded databases every API suite copies (tests/support/databaseTemplates.ts), and removes them after the run. */
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates, type DatabaseTemplates } from '../support/databaseTemplates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await createDatabaseTemplates(process.env.TEST_DATABASE_URL ?? null);
  project.provide('databaseTemplates', templates);
  return remove;
}
