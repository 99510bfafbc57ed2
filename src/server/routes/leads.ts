/**
 * Lead save (create, update; with the consents given on the pages it leaves, in the same transaction) and consent send.
 * An Idempotency-Key header makes a retry return the first response.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { createLead, changeLead, addConsents, addSurvey, type CampaignQuestions } from '../services/leadService.ts';
import { idempotencyKey, leadToken } from './requestHeaders.ts';
import type { ConsentCatalogue } from '../../engine/node/consentCatalogue.ts';
import { endpoint } from './endpoint.ts';

export async function leadRoutes(app: FastifyInstance, { db, consentCatalogue, questions }: { db: Database; consentCatalogue: ConsentCatalogue; questions: CampaignQuestions }): Promise<void> {
  endpoint(app, 'createLead', async (req) => createLead(db, consentCatalogue, questions, req.body, idempotencyKey(req)));
  endpoint(app, 'changeLead', async (req) => changeLead(db, consentCatalogue, questions, req.params.id, leadToken(req), req.body, idempotencyKey(req)));
  endpoint(app, 'addConsents', async (req) => addConsents(db, consentCatalogue, req.params.id, leadToken(req), req.body, idempotencyKey(req)));
  endpoint(app, 'addSurvey', async (req) => addSurvey(db, req.params.id, leadToken(req), req.body, idempotencyKey(req)));
}
