import { describe, expect, it } from 'vitest';
import { SHARED_TEMPLATES_VARIABLE, suiteDatabaseTemplates } from './databaseTemplates.ts';

const shared = { pgliteSnapshot: '/tmp/suite-templates-x/pglite.tar', postgresTemplate: 'suite_tpl_0123456789' };
const env = { [SHARED_TEMPLATES_VARIABLE]: JSON.stringify(shared) };

describe('suiteDatabaseTemplates', () => {
  it('takes the templates npm test built for its stages, and leaves their removal to it', async () => {
    // No server answers there: building templates, or dropping them, would fail on connecting.
    const nowhere = 'postgres://postgres@127.0.0.1:1/none';
    const { templates, remove } = await suiteDatabaseTemplates(nowhere, env);
    expect(templates).toEqual(shared);
    // The run that built them removes them once its last stage is done.
    await expect(remove()).resolves.toBeUndefined();
  });

  it('takes no PostgreSQL template for a run without a PostgreSQL server', async () => {
    const { templates } = await suiteDatabaseTemplates(null, env);
    expect(templates).toEqual({ pgliteSnapshot: shared.pgliteSnapshot, postgresTemplate: null });
  });
});
