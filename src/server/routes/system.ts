/** Health and CSRF token. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

export async function systemRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: { $ref: 'health.response#' }, 503: { $ref: 'health.response#' } } } }, async (_req, reply) => {
    try {
      const { rows } = await db.query<{ v: number }>('SELECT coalesce(max(version), 0)::int AS v FROM schema_migrations');
      return { status: 'ok', database: { ok: true, driver: db.driver, migration: rows[0]?.v ?? 0 } };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: { ok: false, driver: db.driver } });
    }
  });

  app.get('/api/csrf', { schema: { response: { 200: { $ref: 'csrf.response#' } } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: reply.generateCsrf() };
  });
}
