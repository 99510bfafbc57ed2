/** Migration 015 on a database that already holds duplicate screenings of one lead and study, and 024 after it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDatabase, targets, testConfig } from './harness.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { listMigrations, migrate } from '../../src/server/db/migrate.ts';
import type { ServerConfig } from '../../src/server/config.ts';

const LEAD_A = '00000000-0000-4000-8000-00000000000a';
const LEAD_B = '00000000-0000-4000-8000-00000000000b';
const LEAD_C = '00000000-0000-4000-8000-00000000000c';
const PHONE_A = 'a'.repeat(64);
const PHONE_C = 'c'.repeat(64);

interface Row { id: string; lead_id: string | null; study_id: number; passed: boolean; fully_qualified: boolean; reasons: string[] }

for (const target of targets()) {
  describe(`migration 015: one screening per lead and study [${target.name}]`, () => {
    let config: ServerConfig;
    let db: Database;
    const screening = (id: string, leadId: string | null, studyId: number, at: string, passed: boolean, reasons: string[], phoneHash: string | null) =>
      db.query(
        `INSERT INTO screenings (id, lead_id, study_id, campaign, passed, fully_qualified, bio_qualified, criteria_qualified, answers, reasons, phone_hash, created_at)
         VALUES ($1, $2, $3, 'ws10', $4, $4, true, true, '{}', $5, $6, $7)`, [id, leadId, studyId, passed, reasons, phoneHash, at]);

    beforeAll(async () => {
      config = testConfig(target);
      db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: config.databaseSchema, startWaitMs: 0 });
      await migrate(db, listMigrations().filter((m) => m.version < 15));
      for (const id of [1001, 1002]) {
        await db.query(`INSERT INTO studies (id, external_id, name, title, description) VALUES ($1, $2, 'S', '{}', '{}')`, [id, `EXT-${id}`]);
      }
      for (const id of [LEAD_A, LEAD_B, LEAD_C]) {
        await db.query(`INSERT INTO leads (id, update_token_hash, first_name, last_name, phone, postal_code, country) VALUES ($1, 'x', 'A', 'B', '+17135550101', '77030', 'US')`, [id]);
      }
      // Lead A qualified, pressed Back and Finish again and matched itself: the defect's pair.
      await screening('10000000-0000-4000-8000-000000000001', LEAD_A, 1001, '2026-03-02T15:00:00Z', true, [], PHONE_A);
      await screening('10000000-0000-4000-8000-000000000002', LEAD_A, 1001, '2026-03-02T15:05:00Z', false, ['already_matched'], PHONE_A);
      // Lead A on another study: one row, kept as it is.
      await screening('10000000-0000-4000-8000-000000000003', LEAD_A, 1002, '2026-03-02T15:00:00Z', false, ['no_site'], PHONE_A);
      // Lead B failed, then changed an answer and passed: the latest verdict stays.
      await screening('10000000-0000-4000-8000-000000000004', LEAD_B, 1001, '2026-03-02T15:00:00Z', false, ['criterion_2_disqualifying'], null);
      await screening('10000000-0000-4000-8000-000000000005', LEAD_B, 1001, '2026-03-02T15:01:00Z', true, [], null);
      // Lead C was genuinely matched by an anonymous pass with the same phone before its own: that stays already matched.
      await screening('10000000-0000-4000-8000-000000000006', null, 1001, '2026-03-02T14:00:00Z', true, [], PHONE_C);
      await screening('10000000-0000-4000-8000-000000000007', LEAD_C, 1001, '2026-03-02T15:00:00Z', true, [], PHONE_C);
      await screening('10000000-0000-4000-8000-000000000008', LEAD_C, 1001, '2026-03-02T15:02:00Z', false, ['already_matched'], PHONE_C);
      // Anonymous screenings are never merged.
      await screening('10000000-0000-4000-8000-000000000009', null, 1001, '2026-03-02T14:30:00Z', false, ['no_site'], null);
      await migrate(db);
    });

    afterAll(async () => {
      await db?.close();
      if (config) await releaseDatabase(config);
    });

    const rows = async () => (await db.query<Row>('SELECT id, lead_id, study_id, passed, fully_qualified, reasons FROM screenings ORDER BY id')).rows;

    it('keeps each lead\'s latest screening of a study and the anonymous rows', async () => {
      expect((await rows()).map((r) => r.id.slice(-1))).toEqual(['2', '3', '5', '6', '8', '9']);
    });

    it('gives a lead that matched only itself the pass it earned, and keeps a genuine match', async () => {
      const byId = new Map((await rows()).map((r) => [r.id.slice(-1), r]));
      expect(byId.get('2')).toMatchObject({ lead_id: LEAD_A, passed: true, fully_qualified: true, reasons: [] });
      expect(byId.get('5')).toMatchObject({ lead_id: LEAD_B, passed: true, reasons: [] });
      expect(byId.get('8')).toMatchObject({ lead_id: LEAD_C, passed: false, fully_qualified: false, reasons: ['already_matched'] });
      expect(byId.get('3')).toMatchObject({ passed: false, reasons: ['no_site'] });
    });

    it('refuses a second row for a lead and study but not for anonymous screenings', async () => {
      await expect(screening('10000000-0000-4000-8000-00000000000a', LEAD_B, 1001, '2026-03-03T00:00:00Z', true, [], null)).rejects.toThrow(/unique|duplicate/i);
      await screening('10000000-0000-4000-8000-00000000000b', null, 1001, '2026-03-03T00:00:00Z', true, [], null);
      expect((await rows()).filter((r) => r.lead_id === null)).toHaveLength(3);
    });

    it('keeps no phone on an anonymous screening (migration 024): nobody signed up with it; a lead\'s screening keeps its phone', async () => {
      const { rows: phones } = await db.query<{ id: string; phone_hash: string | null }>("SELECT id, phone_hash FROM screenings WHERE id IN ('10000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000008') ORDER BY id");
      expect(phones.map((r) => r.phone_hash)).toEqual([null, PHONE_C]);
    });

    it('starts each row\'s updated_at at its created_at', async () => {
      const { rows: stamps } = await db.query<{ same: boolean }>("SELECT updated_at = created_at AS same FROM screenings WHERE id = '10000000-0000-4000-8000-000000000005'");
      expect(stamps).toEqual([{ same: true }]);
    });
  });
}
