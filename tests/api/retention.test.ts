/** The retention job (docs/operations.md "Retention"): exact rows removed and kept per table; leads, consents and screenings of any age stay. */
import { expect, it } from 'vitest';
import pg from 'pg';
import { eachDatabase } from './harness.ts';
import { runRetention } from '../../src/server/services/retention.ts';
import { DEFAULT_RETENTION, RETENTION_TABLES } from '../../src/core/retention.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const lines: string[] = [];

eachDatabase('retention', (h, target) => {
  const q = (sql: string, params: unknown[] = []) => h.app.db.query(sql, params);
  const FROM: Record<string, string> = { screenings_without_lead: 'screenings WHERE lead_id IS NULL' };
  const count = async (table: string) => Number((await q(`SELECT count(*)::int AS n FROM ${FROM[table] ?? table}`)).rows[0]!.n);

  it('ran at start and logged one line with the rows removed per table', () => {
    const started = lines.map((l) => JSON.parse(l) as { msg: string; removed?: Record<string, number> }).filter((l) => l.msg === 'retention: expired rows removed');
    expect(started.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(started.at(-1)!.removed!).sort()).toEqual([...RETENTION_TABLES].sort());
  });

  it('removes each table\'s expired rows, keeps the newer ones, and never touches leads, consents or screenings', async () => {
    // Every table starts empty here, so the counts below are exactly ours.
    for (const table of RETENTION_TABLES) expect(await count(table), table).toBe(0);

    // Recordings (30 days, by the session's last upload): an old session with two batches; a long one still uploading.
    await q(`INSERT INTO recording_sessions (id, host_name, flow, metadata, started_at, updated_at) VALUES
      ('old-session', 'h', 'f', '{}', $1, $1), ('live-session', 'h', 'f', '{}', $2, $3)`, [ago(31), ago(40), ago(29)]);
    await q(`INSERT INTO recording_chunks (session_id, order_id, start_timestamp, events, event_count, router_logs, action_logs, mutation_logs, received_at) VALUES
      ('old-session', 0, $1, '[]', 0, '[]', '[]', '[]', $1), ('old-session', 1, $1, '[]', 0, '[]', '[]', '[]', $1),
      ('live-session', 0, $2, '[]', 0, '[]', '[]', '[]', $2)`, [ago(31), ago(40)]);
    // Openings (with their recording): one whose recording was removed above, one never used and old, one of the live session.
    await q(`INSERT INTO recording_openings (id, caller_hash, opened_at) VALUES ('unused-old', 'c', $1), ('live-session', 'c', $2)`, [ago(31), ago(40)]);
    // Events (90 days).
    for (const at of [ago(91), ago(89)]) {
      await q("INSERT INTO actions (signup, route_path, actions, created_at) VALUES ('s', '/p', '{a}', $1)", [at]);
      await q("INSERT INTO router_logs (signup, to_path, from_path, path, created_at) VALUES ('s', '/b', '/a', '/b', $1)", [at]);
    }
    // Landings (90 days, as events): an old one no lead came from goes; an old one a lead came from stays with the lead.
    const LANDED = '6a1f0c3e-0000-4000-8000-00000000a001';
    await q(`INSERT INTO landings (id, signup, created_at) VALUES ($1, 'ws10', $2), ('6a1f0c3e-0000-4000-8000-00000000a002', 'junk', $2)`, [LANDED, ago(91)]);
    // Screenings of no lead (90 days, as events); a lead's of any age stay (below).
    const studyOf = (await q('SELECT min(id) AS id FROM studies')).rows[0]!.id;
    for (const at of [ago(91), ago(89)]) {
      await q(`INSERT INTO screenings (lead_id, study_id, campaign, passed, fully_qualified, bio_qualified, criteria_qualified, answers, reasons, created_at, updated_at)
               VALUES (NULL, $1, 'ws10', true, true, true, true, '{}', '{}', $2, $2)`, [studyOf, at]);
    }
    // Client errors (30 days).
    await q(`INSERT INTO client_errors (event_id, severity, message, page, received_at) VALUES
      ('e-old', 'error', 'm', '/p', $1), ('e-new', 'error', 'm', '/p', $2)`, [ago(31), ago(29)]);
    // Idempotency keys (2 days).
    await q(`INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES
      ('lead:create', 'old', 'h', $1), ('lead:create', 'new', 'h', $2)`, [ago(3), ago(1)]);
    // Rate-limit rows (once their window has ended).
    await q(`INSERT INTO rate_limits (key, count, reset_at) VALUES ('ended', 5, $1), ('open', 5, $2)`,
      [new Date(NOW.getTime() - 1000), new Date(NOW.getTime() + 30_000)]);
    // Integration events (90 days).
    for (const at of [ago(91), ago(89)]) {
      await q("INSERT INTO pixel_hits (partner, event, created_at) VALUES ('p', 'lead', $1)", [at]);
      await q(`INSERT INTO ad_security_events (kind, transaction_id, study_id, utm_source, campaign, created_at)
               VALUES ('click', 't', 1, 'u', 'c', $1)`, [at]);
    }
    // Redirect debugging (14 days).
    await q("INSERT INTO redirect_debug (attempted_campaign, created_at) VALUES ('x', $1), ('y', $2)", [ago(15), ago(13)]);

    // Leads, consents and screenings ten years old and from today: kept whatever their age.
    const studyId = (await q('SELECT min(id) AS id FROM studies')).rows[0]!.id;
    const leadsBefore = await count('leads');
    const consentsBefore = await count('consents');
    const screeningsBefore = await count('screenings');
    for (const at of [ago(3650), NOW]) {
      const lead = (await q(`INSERT INTO leads (update_token_hash, first_name, last_name, phone, postal_code, country, source_info, created_at, updated_at)
                             VALUES ('h', 'Ana', 'Old', '+15555550100', '10001', 'US', $2, $1, $1) RETURNING id`, [at, JSON.stringify({ campaign: 'ws10', leadLpParamId: LANDED })])).rows[0]!.id;
      await q("INSERT INTO consents (lead_id, type, granted, created_at) VALUES ($1, 'terms', true, $2)", [lead, at]);
      await q(`INSERT INTO screenings (lead_id, study_id, campaign, passed, fully_qualified, bio_qualified, criteria_qualified, answers, reasons, created_at, updated_at)
               VALUES ($1, $2, 'c', true, true, true, true, '{}', '{}', $3, $3)`, [lead, studyId, at]);
    }

    const removed = await runRetention(h.app.db, DEFAULT_RETENTION, NOW);
    expect(removed).toEqual({
      recording_chunks: 2, recording_sessions: 1, recording_openings: 1, actions: 1, router_logs: 1, landings: 1, screenings_without_lead: 1, client_errors: 1, idempotency_keys: 1,
      rate_limits: 1, pixel_hits: 1, ad_security_events: 1, redirect_debug: 1,
    });
    for (const table of RETENTION_TABLES) expect(await count(table), table).toBe(1);
    expect((await q('SELECT id FROM recording_sessions')).rows).toEqual([{ id: 'live-session' }]);
    expect((await q('SELECT id FROM recording_openings')).rows).toEqual([{ id: 'live-session' }]);
    expect((await q('SELECT session_id FROM recording_chunks')).rows).toEqual([{ session_id: 'live-session' }]);
    expect((await q('SELECT event_id FROM client_errors')).rows).toEqual([{ event_id: 'e-new' }]);
    expect((await q('SELECT key FROM idempotency_keys')).rows).toEqual([{ key: 'new' }]);
    expect((await q('SELECT key FROM rate_limits')).rows).toEqual([{ key: 'open' }]);
    expect((await q('SELECT attempted_campaign FROM redirect_debug')).rows).toEqual([{ attempted_campaign: 'y' }]);
    expect((await q('SELECT id FROM landings')).rows).toEqual([{ id: LANDED }]);
    expect(await count('leads')).toBe(leadsBefore + 2);
    expect(await count('consents')).toBe(consentsBefore + 2);
    // The leads' two stay; of the two of no lead counted before them, the older went.
    expect(await count('screenings')).toBe(screeningsBefore + 2 - 1);

    // Run again: nothing left to remove.
    const again = await runRetention(h.app.db, DEFAULT_RETENTION, NOW);
    expect(Object.values(again!).every((n) => n === 0)).toBe(true);

    // A shorter policy (as RETENTION_EVENTS_DAYS=30 and RETENTION_DEBUG_DAYS=7 would set) removes the rest of those tables only.
    const shorter = await runRetention(h.app.db, { ...DEFAULT_RETENTION, eventsDays: 30, debugDays: 7 }, NOW);
    expect(shorter).toMatchObject({ actions: 1, router_logs: 1, redirect_debug: 1, landings: 0, client_errors: 0, pixel_hits: 0, recording_sessions: 0 });
    expect(await count('leads')).toBe(leadsBefore + 2);
    expect(await count('consents')).toBe(consentsBefore + 2);
  });

  if (target.name === 'postgres') {
    it('does nothing while another process holds the job\'s advisory lock', async () => {
      await q("INSERT INTO redirect_debug (attempted_campaign, created_at) VALUES ('z', $1)", [ago(100)]);
      const other = new pg.Client({ connectionString: h.config.databaseUrl! });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query("SELECT pg_advisory_xact_lock('8243122710719852398'::bigint)");
        expect(await runRetention(h.app.db, DEFAULT_RETENTION, NOW)).toBeNull();
        await other.query('COMMIT');
      } finally {
        await other.end();
      }
      expect(await runRetention(h.app.db, DEFAULT_RETENTION, NOW)).toMatchObject({ redirect_debug: 1 });
    });
  }
}, { now: () => NOW, logLevel: 'info' }, { logStream: { write: (line) => { lines.push(line); } } });
