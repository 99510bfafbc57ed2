/**
 * The migrated, seeded databases every API suite copies (tests/support/databaseTemplates.ts): those `npm test` built for
 * all its stages, or built here and removed after the run.
 */
import type { TestProject } from 'vitest/node';
import { suiteDatabaseTemplates, type DatabaseTemplates } from '../support/databaseTemplates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await suiteDatabaseTemplates(process.env.TEST_DATABASE_URL ?? null);
  project.provide('databaseTemplates', templates);
  return remove;
}
