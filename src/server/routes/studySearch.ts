/** Study search. A POST, so the postal code stays out of URLs and logs; a lead id comes with its x-lead-token header. */
import type { FastifyInstance } from 'fastify';
import { optionalLeadToken } from './requestHeaders.ts';
import type { Database } from '../db/database.ts';
import { searchStudies } from '../services/studySearch.ts';
import { endpoint } from './endpoint.ts';

export async function studySearchRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  endpoint(app, 'searchStudies', async (req) => searchStudies(db, req.body, optionalLeadToken(req), (msg, ctx) => req.log.error(ctx, msg)));
}
