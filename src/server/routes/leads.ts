/**
 * Lead save (create, update; with the consents given on the pages it leaves, in the same transaction) and consent send.
 * An Idempotency-Key header makes a retry return the first response.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';
import type { ConsentSendRequest } from '../../generated/api/consent-send.request.ts';
import { createLead, changeLead, addConsents, addSurvey } from '../services/leadService.ts';
import type { SurveySaveRequest } from '../../generated/api/survey-save.request.ts';
import { idempotencyKey, leadToken } from './requestHeaders.ts';
import type { ConsentCatalogue } from '../../engine/node/consentCatalogue.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };

export async function leadRoutes(app: FastifyInstance, { db, consentCatalogue }: { db: Database; consentCatalogue: ConsentCatalogue }): Promise<void> {
  const saved = { 200: { $ref: 'lead-save.response#' }, '4xx': { $ref: 'error.response#' } };

  app.post<{ Body: LeadSaveRequest }>('/api/leads', { schema: { body: { $ref: 'lead-save.request#' }, response: saved } },
    async (req) => createLead(db, consentCatalogue, req.body, idempotencyKey(req)));

  app.put<{ Body: LeadSaveRequest; Params: { id: string } }>('/api/leads/:id', { schema: { params: idParams, body: { $ref: 'lead-save.request#' }, response: saved } },
    async (req) => changeLead(db, consentCatalogue, req.params.id, leadToken(req), req.body, idempotencyKey(req)));

  app.post<{ Body: ConsentSendRequest; Params: { id: string } }>('/api/leads/:id/consents', {
    schema: { params: idParams, body: { $ref: 'consent-send.request#' }, response: { 200: { $ref: 'consent-send.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => addConsents(db, consentCatalogue, req.params.id, leadToken(req), req.body, idempotencyKey(req)));

  app.post<{ Body: SurveySaveRequest; Params: { id: string } }>('/api/leads/:id/survey', { schema: { params: idParams, body: { $ref: 'survey-save.request#' }, response: saved } },
    async (req) => addSurvey(db, req.params.id, leadToken(req), req.body, idempotencyKey(req)));
}
