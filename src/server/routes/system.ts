/** Health, the CSRF token and the API's OpenAPI document. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { databaseHealth } from '../services/health.ts';
import { endpoint } from './endpoint.ts';

export async function systemRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const health = databaseHealth(db);
  endpoint(app, 'health', async (_req, reply) => {
    const database = await health();
    return database.ok ? { status: 'ok' as const, database } : reply.status(503).send({ status: 'unavailable', database });
  });

  endpoint(app, 'csrfToken', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: reply.generateCsrf() };
  });

  // Generated from the routes as registered (src/server/openApi.ts), so it describes what the server really does.
  endpoint(app, 'openApiDocument', async (_req, reply) => reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())));
}
