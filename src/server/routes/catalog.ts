/** Initial payload and indication categories. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { InitialPayloadQuery } from '../../generated/api/initial-payload.query.ts';
import type { IndicationCategoriesQuery } from '../../generated/api/indication-categories.query.ts';
import { initialPayload } from '../services/initialPayload.ts';
import { viewerLocation, type GeoHeaderSource } from '../../core/viewerLocation.ts';
import { conditionCategories } from '../services/catalog.ts';

export async function catalogRoutes(app: FastifyInstance, { db, recordingEnabled, geoHeaders }: { db: Database; recordingEnabled: boolean; geoHeaders: GeoHeaderSource }): Promise<void> {
  app.get<{ Querystring: InitialPayloadQuery }>('/api/initial_payload', {
    schema: { querystring: { $ref: 'initial-payload.query#' }, response: { 200: { $ref: 'initial-payload.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return initialPayload(db, req.query, (msg, ctx) => req.log.warn(ctx, msg), recordingEnabled, viewerLocation(req.headers, geoHeaders));
  });

  app.get<{ Querystring: IndicationCategoriesQuery }>('/api/indication_categories', {
    schema: { querystring: { $ref: 'indication-categories.query#' }, response: { 200: { $ref: 'indication-categories.response#' } } },
  }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return conditionCategories(db, req.query.locale ?? 'en');
  });
}
