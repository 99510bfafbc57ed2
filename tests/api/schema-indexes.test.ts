/**
 * Every index is written at every insert into its table: a lead save writes the lead and four consents, so an index
 * that another one already serves is paid for at every sign-up for nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDatabase, targets, testConfig } from './harness.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import type { ServerConfig } from '../../src/server/config.ts';

interface IndexRow { table: string; name: string; columns: string; unique: boolean; partial: boolean }

for (const target of targets()) {
  describe(`the schema's indexes [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;

    beforeAll(async () => {
      config = testConfig(target);
      db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: config.databaseSchema, startWaitMs: 0 });
      await migrate(db);
    });
    afterAll(async () => {
      await db?.close();
      await releaseDatabase(config);
    });

    it('has no plain index whose columns lead another index of the same table (that one serves its lookups)', async () => {
      const { rows } = await db.query<IndexRow>(`
        SELECT t.relname AS table, i.relname AS name, x.indkey::text AS columns, x.indisunique AS unique, x.indpred IS NOT NULL AS partial
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = current_schema() ORDER BY t.relname, i.relname`);
      expect(rows.length).toBeGreaterThan(10);
      const served = rows.filter((a) => !a.unique && !a.partial && rows.some((b) => b !== a && b.table === a.table && !b.partial
        && `${b.columns} `.startsWith(`${a.columns} `)));
      expect(served.map((a) => `${a.table}.${a.name}`)).toEqual([]);
    });

    it('finds a lead\'s consents through an index', async () => {
      // One transaction, so the setting and the plan share a connection (a PostgreSQL pool has several) and end together.
      const rows = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return (await tx.query<{ 'QUERY PLAN': string }>("EXPLAIN SELECT * FROM consents WHERE lead_id = '00000000-0000-0000-0000-000000000000' ORDER BY created_at, id")).rows;
      });
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('Index Scan using consents_lead_time on consents');
    });
  });
}
