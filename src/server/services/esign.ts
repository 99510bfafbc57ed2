/**
 * E-signature of the health-data consent (ws17) behind an adapter. The built-in provider is our own signing page:
 * a session per request, and signing it records the consent (append-only, with the exact text and the signature).
 *
 * The signing link carries its own secret, random and stored only as its SHA-256, in the URL fragment (which browsers
 * never send, so it reaches no request log); the page sends it in the x-esign-secret header. The link expires
 * (ESIGN_LINK_MINUTES). The browser that started the session reads its status with the lead's token instead.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { insertConsents, leadTokenMatches } from '../db/repositories/leads.ts';
import { hashToken } from './tokenHash.ts';
import { publicPath } from '../../core/publicPath.ts';
import { signatureMatches, type SignerName } from '../../core/signature.ts';
import { LeadNotFoundError, ESignSessionNotFoundError, ESignSignatureError, ESignLinkExpiredError, ESignCredentialMissingError, ESignReturnPathError } from '../errors.ts';
import { eSignStepOfPath, type ESignStep } from '../../engine/eSignStep.ts';
import type { Campaign } from '../../engine/campaign.ts';
import { catalogueTranslator } from '../../engine/catalogueText.ts';
import { medicalRecordsKey } from '../../engine/consentStatements.ts';
import en from '../../../locales/en/translation.json' with { type: 'json' };
import es from '../../../locales/es/translation.json' with { type: 'json' };

/** The catalogues the page reads the consent's words from, so the words signed are the page's own. */
const translators = { en: catalogueTranslator(en, en, {}, 'en'), es: catalogueTranslator(es, en, {}, 'es') };

export interface ESignStart {
  leadId: string;
  mode: 'web' | 'sms';
  returnPath: string;
  locale: 'en' | 'es';
}

export interface ESignProvider {
  startSession(start: ESignStart): Promise<{ customerURL: string }>;
}

/** A return path as a refusal names it: its path, never its query (a link's parameters may be someone's details). */
const pathOnly = (path: string) => (path.split('?')[0] as string).slice(0, 120);

/**
 * Only our own /signup/ pages may be returned to, so the session cannot redirect anywhere else. A query is kept as the
 * page writes it (URLSearchParams: a space as '+', '*' as it is), so a campaign link's `utm_campaign=spring sale` returns.
 */
export function safeReturnPath(path: string): string {
  return /^\/signup\/[A-Za-z0-9/_?=&%.[\]*+-]*$/.test(path) && !path.startsWith('//') ? path : '/signup/';
}

export interface ESignSession {
  status: string;
  locale: string;
  /** The lead was given by a caregiver, who signs for the participant. */
  caregiver: boolean;
}

/** The page a signed session returns to, told which session signed. */
function signedReturnPath(returnPath: string, id: string): string {
  return `${returnPath}${returnPath.includes('?') ? '&' : '?'}esign=${id}`;
}

/** Where the signing page reads the link's secret: the fragment `#k=<secret>` of the customer URL. */
export const LINK_SECRET_FRAGMENT = 'k';

/**
 * The session behind a link: unknown or a wrong secret is 404 (nothing told apart), a right but expired one 410, which
 * tells the link's holder the form to go back to (on a phone that opened the link by SMS there is no Back to it).
 */
function checkLink(row: { link_expires_at: Date | string | null; return_path: string } | undefined, now: Date): void {
  if (!row) throw new ESignSessionNotFoundError();
  if (!row.link_expires_at || new Date(row.link_expires_at).getTime() <= now.getTime()) {
    throw Object.assign(new ESignLinkExpiredError(), { returnPath: safeReturnPath(row.return_path) });
  }
}

/** The campaign and step a return path names when that step asks for the e-signature (src/engine/eSignStep.ts), else null. */
export type SigningStepOf = (returnPath: string) => ESignStep | null;

/** The signing step of a return path among these campaigns, read as the session keeps it (safeReturnPath). */
export function signingStepOfCampaigns(campaigns: ReadonlyMap<string, Campaign>): SigningStepOf {
  return (path) => eSignStepOfPath(campaigns, safeReturnPath(path));
}

/**
 * Whose records a session's words release: as the lead stood when the session started, which the page showed and the
 * signature records; a lead changed meanwhile (a caregiver added from another tab) changes neither. A session started
 * before sessions kept it reads the lead.
 */
const SESSION_CAREGIVER = 'COALESCE(s.caregiver, l.caregiver IS NOT NULL)';

export function builtInESign(db: Database, { linkMinutes, now, signingStepOf }: { linkMinutes: number; now: () => Date; signingStepOf: SigningStepOf }): ESignProvider & {
  /** The session a signing link opens: its secret must match and the link must not have expired. */
  statusByLink(id: string, secret: string): Promise<ESignSession & { returnPath: string }>;
  /** The session as the lead's own browser reads it, with the lead's update token; null when either does not match. */
  statusForLead(id: string, leadToken: string): Promise<ESignSession | null>;
  sign(id: string, secret: string, signature: string, text: string): Promise<{ returnPath: string }>;
} {
  return {
    async startSession(start) {
      const secret = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + linkMinutes * 60_000);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO esign_sessions (lead_id, mode, locale, return_path, link_secret_hash, link_expires_at, caregiver)
         SELECT $1, $2, $3, $4, $5, $6, l.caregiver IS NOT NULL FROM leads l WHERE l.id = $1 RETURNING id`,
        [start.leadId, start.mode, start.locale, safeReturnPath(start.returnPath), hashToken(secret), expiresAt.toISOString()]);
      // Its token was checked a moment ago (startSessionForLead); a lead gone since (retention) has no session.
      if (!rows[0]) throw new LeadNotFoundError();
      const id = rows[0].id;
      // The built-in provider sends no SMS: the same link serves both modes, on this browser or another phone.
      return { customerURL: `/signup/${start.locale === 'en' ? '' : `${start.locale}/`}esign/${id}#${LINK_SECRET_FRAGMENT}=${secret}` };
    },
    async statusByLink(id, secret) {
      const { rows } = await db.query<ESignSession & { link_expires_at: Date | string | null; return_path: string }>(
        `SELECT s.status, s.locale, s.link_expires_at, s.return_path, ${SESSION_CAREGIVER} AS caregiver
           FROM esign_sessions s JOIN leads l ON l.id = s.lead_id WHERE s.id = $1 AND s.link_secret_hash = $2`, [id, hashToken(secret)]);
      checkLink(rows[0], now());
      const { status, locale, caregiver, return_path: returnPath } = rows[0] as ESignSession & { return_path: string };
      return { status, locale, caregiver, returnPath: signedReturnPath(returnPath, id) };
    },
    async statusForLead(id, leadToken) {
      const { rows } = await db.query<ESignSession>(
        `SELECT s.status, s.locale, ${SESSION_CAREGIVER} AS caregiver FROM esign_sessions s JOIN leads l ON l.id = s.lead_id WHERE s.id = $1 AND l.update_token_hash = $2`, [id, hashToken(leadToken)]);
      return rows[0] ?? null;
    },
    async sign(id, secret, signature, text) {
      const name = signature.trim();
      if (name.length < 2 || name.length > 200) throw new ESignSignatureError();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ lead_id: string; return_path: string; status: string; locale: string; link_expires_at: Date | string | null; signers: SignerName[] }>(
          `SELECT s.lead_id, s.return_path, s.status, s.locale, s.link_expires_at,
                  json_build_array(json_build_object('firstName', l.first_name, 'lastName', l.last_name), COALESCE(l.caregiver, '{}'::jsonb)) AS signers
             FROM esign_sessions s JOIN leads l ON l.id = s.lead_id WHERE s.id = $1 AND s.link_secret_hash = $2 FOR UPDATE OF s`, [id, hashToken(secret)]);
        checkLink(rows[0], now());
        const session = rows[0] as { lead_id: string; return_path: string; status: string; locale: string; signers: SignerName[] };
        // The consent is the lead's: only its own name (or its caregiver's) signs it, as the page asks.
        if (session.status === 'pending' && !signatureMatches(name, session.signers)) throw new ESignSignatureError();
        if (session.status === 'pending') {
          // Checked when the session started; a session from before that check may name any page, and records nothing.
          const where = signingStepOf(session.return_path);
          if (!where) throw new ESignReturnPathError(pathOnly(session.return_path));
          await insertConsents(tx, session.lead_id, [{ type: 'medicalRecords', granted: true, text: `${text}\n${signedLine(session.locale, name)}`, step: where.step }], { locale: session.locale, campaign: where.campaign });
          await tx.query("UPDATE esign_sessions SET status = 'signed', signed_at = now() WHERE id = $1", [id]);
        }
        return { returnPath: signedReturnPath(session.return_path, id) };
      });
    },
  };
}

export async function startSessionForLead(db: Database, provider: ESignProvider, start: ESignStart, token: string, signingStepOf: SigningStepOf): Promise<{ customerURL: string }> {
  // The signed consent is recorded against the page returned to: only a step that asks for the e-signature.
  if (!signingStepOf(start.returnPath)) throw new ESignReturnPathError(pathOnly(start.returnPath));
  if (!(await leadTokenMatches(db, start.leadId, hashToken(token)))) throw new LeadNotFoundError();
  // The page sends its public query only; a script's personal parameters are not kept, nor sent to the signing phone.
  return provider.startSession({ ...start, returnPath: publicPath(start.returnPath) });
}

type BuiltInESign = ReturnType<typeof builtInESign>;

/** The line a signature adds to the words signed, in the signer's language, as the rest of the record is. */
function signedLine(locale: string, name: string): string {
  return (locale === 'es' ? es : en).esign.signedBy.replace('{{name}}', () => name);
}

/**
 * The words a signer reads and signs: the medical-records consent of the session's language, chosen as the page's
 * statement chooses it (a caregiver's words for a lead a caregiver gave).
 */
function consentTextFor(session: Pick<ESignSession, 'locale' | 'caregiver'>): string {
  return translators[session.locale === 'es' ? 'es' : 'en'](medicalRecordsKey('consentText', session.caregiver));
}

/**
 * A session's status and words: by the signing link's secret, or by the lead's token for the browser that started
 * it; neither given is a 401, a session either does not open is a 404.
 */
export async function sessionStatus(provider: BuiltInESign, id: string, credentials: { secret: string | null; leadToken: string | null }): Promise<{ status: string; consentText: string; returnPath?: string }> {
  if (!credentials.secret && !credentials.leadToken) throw new ESignCredentialMissingError();
  if (credentials.secret) {
    const session = await provider.statusByLink(id, credentials.secret);
    // A signed link's page offers the way back rather than a second signature (reached again by the browser's Back).
    return { status: session.status, consentText: consentTextFor(session), ...(session.status === 'signed' ? { returnPath: session.returnPath } : {}) };
  }
  const session = await provider.statusForLead(id, credentials.leadToken as string);
  if (!session) throw new ESignSessionNotFoundError();
  return { status: session.status, consentText: consentTextFor(session) };
}

/** Signs the session the link's secret opens, with the words of its language; no secret is a 401. */
export async function signSession(provider: BuiltInESign, id: string, secret: string | null, signature: string): Promise<{ returnPath: string }> {
  if (!secret) throw new ESignCredentialMissingError();
  const session = await provider.statusByLink(id, secret);
  return provider.sign(id, secret, signature, consentTextFor(session));
}
