/** The built-in e-signature provider's API: start a session, read its status, sign it. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { builtInESign, startSessionForLead, type ESignStart } from '../services/esign.ts';
import { ESignSessionNotFoundError } from '../errors.ts';
import { leadToken } from './requestHeaders.ts';
import en from '../../../locales/en/translation.json' with { type: 'json' };
import es from '../../../locales/es/translation.json' with { type: 'json' };

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };
const consentText = { en: en.screener.healthData.consentText, es: es.screener.healthData.consentText };

export async function esignRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const provider = builtInESign(db);

  app.post<{ Body: ESignStart }>('/api/esign/sessions', {
    schema: {
      body: { type: 'object', additionalProperties: false, required: ['leadId', 'mode', 'returnPath', 'locale'], properties: {
        leadId: { type: 'string', format: 'uuid' }, mode: { type: 'string', enum: ['web', 'sms'] }, returnPath: { type: 'string', maxLength: 500 }, locale: { type: 'string', enum: ['en', 'es'] } } },
      response: { 200: { type: 'object', additionalProperties: false, required: ['customerURL'], properties: { customerURL: { type: 'string' } } }, '4xx': { $ref: 'error.response#' } },
    },
  }, async (req) => {
    return startSessionForLead(db, provider, req.body, leadToken(req));
  });

  app.get<{ Params: { id: string } }>('/api/esign/sessions/:id', {
    schema: { params: idParams, response: { 200: { type: 'object', additionalProperties: false, required: ['status', 'consentText'], properties: { status: { type: 'string' }, consentText: { type: 'string' } } }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => {
    const session = await provider.status(req.params.id);
    if (!session) throw new ESignSessionNotFoundError();
    return { status: session.status, consentText: session.locale === 'es' ? consentText.es : consentText.en };
  });

  app.post<{ Params: { id: string }; Body: { signature: string } }>('/api/esign/sessions/:id/sign', {
    schema: {
      params: idParams,
      body: { type: 'object', additionalProperties: false, required: ['signature'], properties: { signature: { type: 'string', maxLength: 200 } } },
      response: { 200: { type: 'object', additionalProperties: false, required: ['returnPath'], properties: { returnPath: { type: 'string' } } }, '4xx': { $ref: 'error.response#' } },
    },
  }, async (req) => {
    const session = await provider.status(req.params.id);
    if (!session) throw new ESignSessionNotFoundError();
    return provider.sign(req.params.id, req.body.signature, session.locale === 'es' ? consentText.es : consentText.en);
  });
}
