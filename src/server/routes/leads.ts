/**
 * Lead save (create, update; with the consents given on the pages it leaves, in the same transaction, and the
 * screening of its answers when asked) and consent send. An Idempotency-Key header makes a retry return the first
 * response; a screening asked with it runs again, and updates the lead's one screening for the study.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { createLead, changeLead, addConsents, addSurvey, type CampaignQuestions } from '../services/leadService.ts';
import { screen, type Campaigns } from '../services/screening.ts';
import { withScreeningOf, type NotGiven, type ScreenSavedLead } from '../services/screenedSave.ts';
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
  const screenSaved = (req: FastifyRequest): ScreenSavedLead => (request, savedLeadId) =>
    screen(db, campaigns, request, { savedLeadId }, now(), (msg, ctx) => req.log.error(ctx, msg), (msg, ctx) => req.log.warn(ctx, msg));
  // The browser asks for the screening apart when none came: a refusal is an info line; a failure is an error.
  const notGiven = (req: FastifyRequest) => (why: NotGiven) => {
    if ('refused' in why) req.log.info({ code: why.refused }, 'screening with the lead save refused');
    else req.log.error({ err: why.failed }, 'screening with the lead save failed');
  };

  // A lead's id as stored (lower case): an id in capitals answered with it, and keyed its retries apart.
  const leadIdOf = (id: string) => id.toLowerCase();
  endpoint(app, 'createLead', async (req) =>
    withScreeningOf(req.body, await createLead(db, consentCatalogue, questions, req.body, idempotencyKey(req), now(), req.hostname), screenSaved(req), notGiven(req)));
  endpoint(app, 'changeLead', async (req) =>
    withScreeningOf(req.body, await changeLead(db, consentCatalogue, questions, leadIdOf(req.params.id), leadToken(req), req.body, idempotencyKey(req), now(), req.hostname), screenSaved(req), notGiven(req)));
  endpoint(app, 'addConsents', async (req) => addConsents(db, consentCatalogue, leadIdOf(req.params.id), leadToken(req), req.body, idempotencyKey(req), req.hostname));
  endpoint(app, 'addSurvey', async (req) => addSurvey(db, leadIdOf(req.params.id), leadToken(req), req.body, idempotencyKey(req)));
}
