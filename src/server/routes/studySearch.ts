/** Study search. A POST, so the postal code stays out of URLs and logs; a lead id comes with its x-lead-token header. */
import type { FastifyInstance } from 'fastify';
import { optionalLeadToken } from './requestHeaders.ts';
import type { Database } from '../db/database.ts';
import type { StudySearchRequest } from '../../generated/api/study-search.request.ts';
import { searchStudies } from '../services/studySearch.ts';

export async function studySearchRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<{ Body: StudySearchRequest }>('/api/studies/search', {
    schema: { body: { $ref: 'study-search.request#' }, response: { 200: { $ref: 'study-search.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => {
    return searchStudies(db, req.body, optionalLeadToken(req), (msg, ctx) => req.log.error(ctx, msg));
  });
}
