/**
 * Lead save (create, update; with the consents given on the pages it leaves, in the same transaction, and the
 * screening of its answers when asked) and consent send. An Idempotency-Key header makes a retry return the first
 * response; a screening asked with it runs again, and updates the lead's one screening for the study.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { createLead, changeLead, addConsents, addSurvey, type CampaignQuestions } from '../services/leadService.ts';
import { screen, type Campaigns } from '../services/screening.ts';
import { withScreeningOf, type ScreenSavedLead } from '../services/screenedSave.ts';
import { idempotencyKey, leadToken } from './requestHeaders.ts';
import type { ConsentCatalogue } from '../../engine/node/consentCatalogue.ts';
import { endpoint } from './endpoint.ts';

interface LeadRouteDeps {
  db: Database;
  consentCatalogue: ConsentCatalogue;
  questions: CampaignQuestions;
  campaigns: Campaigns;
  now: () => Date;
}

export async function leadRoutes(app: FastifyInstance, { db, consentCatalogue, questions, campaigns, now }: LeadRouteDeps): Promise<void> {
  const screenSaved = (req: FastifyRequest): ScreenSavedLead => (request, token) =>
    screen(db, campaigns, request, token, now(), (msg, ctx) => req.log.error(ctx, msg), (msg, ctx) => req.log.warn(ctx, msg));
  // The browser asks for the screening apart when none came: an info line, never an alert.
  const notGiven = (req: FastifyRequest) => (code: string) => req.log.info({ code }, 'screening with the lead save not given');

  endpoint(app, 'createLead', async (req) =>
    withScreeningOf(req.body, await createLead(db, consentCatalogue, questions, req.body, idempotencyKey(req)), screenSaved(req), notGiven(req)));
  endpoint(app, 'changeLead', async (req) =>
    withScreeningOf(req.body, await changeLead(db, consentCatalogue, questions, req.params.id, leadToken(req), req.body, idempotencyKey(req)), screenSaved(req), notGiven(req)));
  endpoint(app, 'addConsents', async (req) => addConsents(db, consentCatalogue, req.params.id, leadToken(req), req.body, idempotencyKey(req)));
  endpoint(app, 'addSurvey', async (req) => addSurvey(db, req.params.id, leadToken(req), req.body, idempotencyKey(req)));
}
