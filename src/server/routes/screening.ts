/** Study criteria, nearby sites and screenings. */
import type { FastifyInstance } from 'fastify';
import { optionalLeadToken } from './requestHeaders.ts';
import type { Database } from '../db/database.ts';
import { screen, studyCriteria, type Campaigns } from '../services/screening.ts';
import { nearbySites } from '../services/siteSearch.ts';
import type { CountryCode } from '../../core/countries.ts';
import { endpoint } from './endpoint.ts';

export async function screeningRoutes(app: FastifyInstance, { db, now, campaigns }: { db: Database; now: () => Date; campaigns: Campaigns }): Promise<void> {
  endpoint(app, 'studyCriteria', async (req) => studyCriteria(db, req.params.id, req.query.locale ?? 'en'));

  endpoint(app, 'nearbySites', async (req) => ({ sites: await nearbySites(db, req.body.studyId, req.body.postalCode, req.body.country as CountryCode, (msg, ctx) => req.log.error(ctx, msg)) }));

  endpoint(app, 'screen', async (req) => screen(db, campaigns, req.body, { token: optionalLeadToken(req) }, now(), (msg, ctx) => req.log.error(ctx, msg), (msg, ctx) => req.log.warn(ctx, msg)));
}
