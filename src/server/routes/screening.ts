/** Study criteria, nearby sites and screenings. */
import type { FastifyInstance } from 'fastify';
import { optionalLeadToken } from './requestHeaders.ts';
import type { Database } from '../db/database.ts';
import type { ScreeningRequest } from '../../generated/api/screening.request.ts';
import type { NearbySitesRequest } from '../../generated/api/nearby-sites.request.ts';
import { screen, studyCriteria, type Campaigns } from '../services/screening.ts';
import { nearbySites } from '../services/siteSearch.ts';
import type { CountryCode } from '../../core/countries.ts';

export async function screeningRoutes(app: FastifyInstance, { db, now, campaigns }: { db: Database; now: () => Date; campaigns: Campaigns }): Promise<void> {
  app.get<{ Params: { id: number }; Querystring: { locale?: 'en' | 'es' } }>('/api/studies/:id/criteria', {
    schema: {
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
      querystring: { type: 'object', properties: { locale: { type: 'string', enum: ['en', 'es'] } } },
      response: { 200: { $ref: 'criteria.response#' }, '4xx': { $ref: 'error.response#' } },
    },
  }, async (req) => studyCriteria(db, req.params.id, req.query.locale ?? 'en'));

  app.post<{ Body: NearbySitesRequest }>('/api/sites/nearby', {
    schema: { body: { $ref: 'nearby-sites.request#' }, response: { 200: { $ref: 'nearby-sites.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => ({ sites: await nearbySites(db, req.body.studyId, req.body.postalCode, req.body.country as CountryCode, (msg, ctx) => req.log.error(ctx, msg)) }));

  app.post<{ Body: ScreeningRequest }>('/api/screenings', {
    schema: { body: { $ref: 'screening.request#' }, response: { 200: { $ref: 'screening.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => {
    return screen(db, campaigns, req.body, optionalLeadToken(req), now(), (msg, ctx) => req.log.error(ctx, msg), (msg, ctx) => req.log.warn(ctx, msg));
  });
}
