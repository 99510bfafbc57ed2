/** Migration 018 on a database whose idempotency keys hold responses with plaintext lead update tokens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { releaseDatabase, targets, testConfig } from './harness.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { listMigrations, migrate } from '../../src/server/db/migrate.ts';
import { once } from '../../src/server/services/idempotent.ts';
import type { ServerConfig } from '../../src/server/config.ts';

const TOKEN = 'plaintext-update-token-from-before-018';
const body = { firstName: 'Ana' };

for (const target of targets()) {
  describe(`migration 018: no plaintext tokens in idempotency keys [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;

    beforeAll(async () => {
      config = testConfig(target);
      db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: config.databaseSchema, startWaitMs: 0 });
      await migrate(db, listMigrations().filter((m) => m.version < 18));
      await db.query('INSERT INTO idempotency_keys (scope, key, request_hash, status, response) VALUES ($1, $2, $3, 200, $4)',
        ['lead:create', 'old-key-0001', createHash('sha256').update(JSON.stringify(body)).digest('hex'), JSON.stringify({ id: 'x', updateToken: TOKEN })]);
      await migrate(db);
    });
    afterAll(async () => {
      await db?.close();
      await releaseDatabase(config);
    });

    it('removes the stored responses, and a key stored before it is refused rather than replayed', async () => {
      const { rows } = await db.query<{ response: unknown; caller_hash: string | null }>('SELECT response, caller_hash FROM idempotency_keys');
      expect(rows).toEqual([{ response: null, caller_hash: null }]);
      let ran = 0;
      const retry = once(db, 'lead:create', { key: 'old-key-0001', callerSecret: 'any-client' }, body, async () => { ran++; return {}; });
      await expect(retry).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', statusCode: 422 });
      expect(ran).toBe(0);
    });
  });
}
