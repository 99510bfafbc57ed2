/** Health and CSRF token. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** How recent an answer from the embedded database proves it works (see Database.answeredWithin). */
export const HEALTH_PROOF_MS = 1_000;

const MIGRATION = 'SELECT coalesce(max(version), 0)::int AS v FROM schema_migrations';

export async function systemRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  let migration: number | null = null;
  app.get('/api/health', { schema: { response: { 200: { $ref: 'health.response#' }, 503: { $ref: 'health.response#' } } } }, async (_req, reply) => {
    // Under a burst of saves the embedded database's one connection is busy: a statement just answered is the proof,
    // instead of a check that would wait its turn for seconds.
    if (migration !== null && db.answeredWithin?.(HEALTH_PROOF_MS)) return { status: 'ok', database: { ok: true, driver: db.driver, migration } };
    try {
      const { rows } = db.probe ? await db.probe<{ v: number }>(MIGRATION) : await db.query<{ v: number }>(MIGRATION);
      migration = rows[0]?.v ?? 0;
      return { status: 'ok', database: { ok: true, driver: db.driver, migration } };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: { ok: false, driver: db.driver } });
    }
  });

  app.get('/api/csrf', { schema: { response: { 200: { $ref: 'csrf.response#' } } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: reply.generateCsrf() };
  });
}
