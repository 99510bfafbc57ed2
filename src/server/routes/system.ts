/** Health and CSRF token. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { databaseHealth } from '../services/health.ts';

export async function systemRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const health = databaseHealth(db);
  app.get('/api/health', { schema: { response: { 200: { $ref: 'health.response#' }, 503: { $ref: 'health.response#' } } } }, async (_req, reply) => {
    const database = await health();
    return database.ok ? { status: 'ok', database } : reply.status(503).send({ status: 'unavailable', database });
  });

  app.get('/api/csrf', { schema: { response: { 200: { $ref: 'csrf.response#' } } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: reply.generateCsrf() };
  });
}
