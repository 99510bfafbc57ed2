/** Initial payload and indication categories. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { initialPayload } from '../services/initialPayload.ts';
import { viewerLocation, type GeoHeaderSource } from '../../core/viewerLocation.ts';
import { conditionCategories } from '../services/catalog.ts';
import { endpoint } from './endpoint.ts';

export async function catalogRoutes(app: FastifyInstance, { db, recordingEnabled, geoHeaders }: { db: Database; recordingEnabled: boolean; geoHeaders: GeoHeaderSource }): Promise<void> {
  endpoint(app, 'initialPayload', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return initialPayload(db, req.query, (msg, ctx) => req.log.warn(ctx, msg), recordingEnabled, viewerLocation(req.headers, geoHeaders));
  });

  endpoint(app, 'conditionCategories', async (req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return conditionCategories(db, req.query.locale ?? 'en');
  });
}
