/**
 * Runs one persona through the flow engine, without a browser: on each step it checks the persona is where it
 * expects to be, validates the answers as the page would, plans the step with the browser's own submit plan
 * (src/engine/submitPlan.ts) and does its work (postal check, save and consents, screening, site scheduling,
 * booking, search) through a world, and follows `next` and its rules. It stops at the
 * first place where the path differs from the expectation and says where and why.
 */
import type { Campaign } from '../campaign.ts';
import type { Persona } from '../../generated/personas.ts';
import type { RuleContext } from '../ruleContext.ts';
import { emptyCandidate } from '../../core/candidate.ts';
import { resolveCountry } from '../../core/countries.ts';
import { needsStudy, nextStepId, stepOf, visibleFields } from '../flow.ts';
import { pathStateFrom } from '../pathState.ts';
import { visitParamsFrom } from '../visitParams.ts';
import { prefillCandidate } from '../applyAnswers.ts';
import { planSubmit } from '../submitPlan.ts';
import { leadSignature } from '../leadBody.ts';
import { consentsToStore, recordStored, type ConsentLedger, type ConsentRecord } from '../consentRecords.ts';
import type { Locale } from '../flow.ts';
import { validateStep, type StepAnswers } from '../validateStep.ts';
import { answersOfShownFields } from '../stepForm.ts';
import type { PersonaWorld, Screening } from './world.ts';

export interface Divergence {
  /** Index in the persona's `steps` (its length when the path ended on the wrong terminal). */
  index: number;
  /** The step where the difference showed. */
  step: string;
  message: string;
}

export interface PersonaResult {
  persona: string;
  /** Steps the persona was on, in order, ending with where it stopped. */
  path: string[];
  screening: Screening | null;
  /** The consents stored on the way, each with the text the persona was shown. */
  consents: ConsentRecord[];
  /** For each of those consents, whether the lead it was stored with had a caregiver answering for the participant. */
  consentsByCaregiver: boolean[];
  /** The visitor's country where the persona stopped (a country step may change the one it came with). */
  country: string;
  locale: Locale;
  divergence: Divergence | null;
}

/** Each refused answer with its code, and the value given when there was one (a misspelt choice reads 'required'). */
const describeErrors = (errors: Record<string, string | undefined>, answers: StepAnswers) => Object.entries(errors)
  .map(([k, v]) => {
    const given = answers[k as keyof StepAnswers];
    return `${k}: ${v}${given === undefined || given === '' ? '' : ` (given ${JSON.stringify(given)})`}`;
  }).join(', ');

export function runPersona(campaign: Campaign, persona: Persona, world: PersonaWorld, today: string): PersonaResult {
  const query = Object.fromEntries(Object.entries(persona.query ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const country = resolveCountry(persona.country ?? 'US');
  const studyId = visitParamsFrom(query).studyId ?? campaign.studyId;
  const payload = world.payload(studyId);
  const fromQuery = pathStateFrom(campaign, query, payload.indicationId);
  const path = { ...fromQuery, indicationId: fromQuery.indicationId ?? payload.indicationId };
  let candidate = { ...prefillCandidate(emptyCandidate(country.alpha2), query, { country, today }), studyId: payload.study?.id ?? null };
  let screening: Screening | null = null;
  let booked = false;
  let searched = false;
  let siteSchedulingEnabled = false;
  const criteria = payload.study ? world.criteria(payload.study.id) : [];

  const locale: Locale = persona.locale ?? 'en';
  const words = world.consentWords(locale);
  let pendingConsents: ConsentRecord[] = [];
  let ledger: ConsentLedger = {};
  let saved = false;
  // The signature of the lead as last saved: a change made on the way back is saved, as in the browser.
  let storedLead: string | null = null;
  const consents: ConsentRecord[] = [];
  const consentsByCaregiver: boolean[] = [];
  /** Stores what changed since the last save, as the browser does once the lead exists. */
  const storeConsents = () => {
    const fresh = consentsToStore(pendingConsents, ledger);
    consents.push(...fresh);
    consentsByCaregiver.push(...fresh.map(() => candidate.caregiver !== null));
    ledger = recordStored(ledger, fresh);
    pendingConsents = [];
  };

  let current = campaign.home;
  let arrivedBy = 'the home step';
  const visited: string[] = [];
  const result = (divergence: Divergence | null): PersonaResult => ({ persona: persona.name, path: [...visited, current], screening, consents, consentsByCaregiver, country: candidate.country, locale, divergence });
  const diverge = (index: number, message: string) => result({ index, step: current, message });

  const context = (answers: StepAnswers): RuleContext => ({
    candidate, path, country: resolveCountry(candidate.country), study: payload.study, answers,
    screening, booked, siteSchedulingEnabled, searched, narrowViewport: persona.viewport === 'mobile', today, criteria,
  });

  for (const [index, entry] of persona.steps.entries()) {
    if (entry.step !== current) return diverge(index, `expected step '${entry.step}', but the flow went to '${current}' (${arrivedBy})`);
    const step = stepOf(campaign, current);
    if (needsStudy(step) && !payload.study) return diverge(index, `step '${current}' needs a study and the visit has none (studyId ${studyId ?? 'missing'}); the visitor would be sent to the default study search`);
    if (entry.finish) {
      if (entry.answers) return diverge(index, `a finish on '${current}' gives no answers: answer in an entry before it`);
      if (!step.nav?.finishLabel) return diverge(index, `step '${current}' has no finish button (nav.finishLabel)`);
      if (step.meta?.search && !searched) return diverge(index, `step '${current}' shows its finish button only after a search`);
      visited.push(current);
      arrivedBy = `the finish button of '${current}'`;
      current = nextStepId(campaign, current, context({}));
      continue;
    }
    const given = (entry.answers ?? {}) as StepAnswers;
    const shown = visibleFields(step, context(given));
    // As on the page, only the fields the step shows are answered; an answer to another is a mistake in the persona.
    const answers = answersOfShownFields(shown, given);
    const unasked = Object.keys(given).filter((key) => !(key in answers));
    if (unasked.length) return diverge(index, `step '${current}' does not ask for ${unasked.map((k) => `'${k}'`).join(', ')} (its shown fields answer ${Object.keys(answers).map((k) => `'${k}'`).join(', ') || 'nothing'})`);
    const stepCountry = resolveCountry(typeof answers.country === 'string' ? answers.country : candidate.country);
    const errors = validateStep(shown, answers, { country: stepCountry, today, criteria });
    if (Object.keys(errors).length) return diverge(index, `the answers on '${current}' are refused (${describeErrors(errors, answers)})`);

    // The same plan a visitor's browser runs; the work is done against the world instead of the API.
    const { candidate: _c, path: _p, country: _k, answers: _a, ...rest } = context(answers);
    const plan = planSubmit({
      campaign, stepId: current, candidate, path, answers, shown, country: resolveCountry(candidate.country), today,
      finishedSteps: visited, storedLead, pendingConsents, caregiver: path.caregiver, statements: { campaign, locale, ...words }, context: rest,
    });
    candidate = plan.candidate;
    pendingConsents = plan.pendingConsents;
    for (const work of plan.work) {
      switch (work.kind) {
        case 'verifyPostalCode':
          if (!world.verifyPostalCode(work.postalCode, resolveCountry(candidate.country).alpha2)) return diverge(index, `postal code '${work.postalCode}' is refused by verification on '${current}'`);
          candidate = { ...candidate, postalCodeValid: true };
          break;
        case 'save':
          saved = true;
          storedLead = leadSignature(candidate);
          storeConsents();
          break;
        case 'storeConsents':
          if (saved) storeConsents();
          break;
        case 'saveAndScreen':
        case 'screen':
          if (work.kind === 'saveAndScreen') {
            saved = true;
            storedLead = leadSignature(candidate);
            storeConsents();
          }
          if (!payload.study || !candidate.postalCode) return diverge(index, `step '${current}' screens, but there is no study or postal code`);
          screening = world.screen(campaign, payload.study.id, candidate, today);
          break;
        case 'fetchSiteSchedulingStatus':
          if (screening?.siteId) siteSchedulingEnabled = world.siteSchedulingEnabled(screening.siteId);
          break;
        case 'book':
          if (work.slotId) booked = true;
          break;
        case 'search':
          searched = true;
          break;
        // Partners' and relays' calls change nothing the persona's path reads.
        case 'adSecurityConversion':
        case 'relayScreening':
        case 'relayIndications':
        case 'skipBooking':
          break;
        default: {
          // A new kind of work must be given its meaning here, or the personas would walk past it.
          const unknownWork: never = work;
          return diverge(index, `unknown work ${JSON.stringify(unknownWork)}`);
        }
      }
    }
    visited.push(current);
    if (plan.staysOnStep) {
      // A search shows its results on the same page.
      arrivedBy = `the search on '${current}' stays on the page`;
      continue;
    }
    const next = step.next;
    const target = nextStepId(campaign, current, context(answers));
    arrivedBy = typeof next === 'object' ? `rule ${next.rule} from '${current}'` : next ? `next of '${current}'` : `'${current}' has no next, so home`;
    current = target;
  }

  if (current !== persona.expect.terminal) return diverge(persona.steps.length, `ended on '${current}' (${arrivedBy}), expected terminal '${persona.expect.terminal}'`);
  const want = persona.expect.verdict;
  if (want) {
    if (!screening) return diverge(persona.steps.length, 'expected a screening verdict, but no step screened');
    const got = `passed ${screening.passed}, reasons [${screening.reasons.join(', ')}]`;
    const expected = `passed ${want.passed}, reasons [${want.reasons.join(', ')}]`;
    const fullyDiffers = want.fullyQualified !== undefined && want.fullyQualified !== screening.fullyQualified;
    if (got !== expected || fullyDiffers) return diverge(persona.steps.length, `verdict is ${got}${fullyDiffers ? `, fully qualified ${screening.fullyQualified}` : ''}; expected ${expected}${fullyDiffers ? `, fully qualified ${want.fullyQualified}` : ''}`);
  }
  const wantAnswers = persona.expect.answers;
  if (wantAnswers && JSON.stringify(sortedKeys(candidate.answers)) !== JSON.stringify(sortedKeys(wantAnswers))) {
    return diverge(persona.steps.length, `the questions' answers are ${JSON.stringify(sortedKeys(candidate.answers))}; expected ${JSON.stringify(sortedKeys(wantAnswers))}`);
  }
  return result(null);
}

/** An object with its keys in order, so two answer sets compare by content. */
function sortedKeys(value: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}
