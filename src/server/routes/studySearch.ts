/** Study search. A POST, so the postal code stays out of URLs and logs. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { StudySearchRequest } from '../../generated/api/study-search.request.ts';
import { searchStudies } from '../services/studySearch.ts';

export async function studySearchRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<{ Body: StudySearchRequest }>('/api/studies/search', {
    schema: { body: { $ref: 'study-search.request#' }, response: { 200: { $ref: 'study-search.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => searchStudies(db, req.body, (msg, ctx) => req.log.error(ctx, msg)));
}
