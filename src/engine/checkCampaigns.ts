/**
 * Checks campaign documents beyond their schema: extends, rule names, dangling `next`, unreachable steps,
 * duplicate paths, translation keys. Pure: the caller supplies documents, the schema check and catalogues.
 */
import { LEAD_SAVE_ANSWERS } from './leadSaveAnswers.ts';
import type { CampaignDocument } from '../generated/campaign.ts';
import { roleHolders } from './campaignRoles.ts';
import { resolveCampaign, CampaignResolveError } from './resolveCampaign.ts';
import { rules, isRuleName } from './rules/index.ts';
import { answerKeyOf, kindSpec, isFieldKind } from './fieldKinds.ts';
import { closestName } from './closestName.ts';
import { duplicateKeys, jsonLocations, locate, malformedAt, rangeAt, type TextRange } from './jsonLocations.ts';
import { edgesOf, firstEndWithout, loopWithoutEnd, reachableFromHome, reachableWithout } from './graph.ts';
import { stepOfOutcome } from './flow.ts';
import type { Campaign, CampaignRole } from './campaign.ts';
import type { Copy } from './catalogueText.ts';
import { RELATION_TYPES } from '../core/relationship.ts';
import { LOCALES } from '../core/locale.ts';
import { escapePointerToken } from './jsonPointer.ts';
import { fieldRuleProblems } from './validation/ruleProblems.ts';
import { todayIso } from '../core/dates.ts';
import { judgesMissing } from './validation/ruleCatalogue.ts';
import { kindTranslationKeys } from './kindTranslationKeys.ts';
import { fieldChangeSource } from './fieldChanges.ts';
import { questionProblems } from './questionProblems.ts';
import { metaProblems } from './metaProblems.ts';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
  /** The place in the text, where no pointer can say it (a syntax error). */
  at?: TextRange;
}

export interface SchemaIssue {
  pointer: string;
  message: string;
}

export interface CheckInput {
  /** file name → raw JSON text */
  files: ReadonlyMap<string, string>;
  /** Documents that may be extended but are not themselves being checked (file name → text). */
  library?: ReadonlyMap<string, string>;
  validateSchema: (doc: unknown) => SchemaIssue[];
  catalogues: { en: unknown; es: unknown };
  /** The files are every campaign there is: a role no campaign stands in for is then an error too. */
  complete?: boolean;
  /** The day it is (ISO), for a date range from today; the machine's day when left out. */
  today?: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}: ${p.pointer || '/'}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

/**
 * A problem as the command line prints it: `file:line:column: pointer: message`, the place editors turn into a link
 * (the line and column of the value the pointer names, or of its nearest parent that exists).
 */
export function formatProblemAt(p: Problem, text: string | null): string {
  const range = p.at ?? (text === null ? null : locate(jsonLocations(text), p.pointer));
  return range ? `${p.file}:${range.line}:${range.column}: ${formatProblem(p).slice(p.file.length + 2)}` : formatProblem(p);
}

export function hasTranslation(catalogue: unknown, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}


/**
 * A campaign or brand file read as JSON: its document (undefined when it is not JSON), and what stops it being read as
 * written. A syntax error is placed at its line and column; a key written twice in one object is an error, as
 * JSON.parse keeps the last value and drops the first without a word (a step written twice lost its first version).
 */
export function readJsonFile(file: string, text: string): { doc: unknown; problems: Problem[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    return { doc: undefined, problems: [{ file, pointer: '', severity: 'error', ...jsonSyntaxError(text, (err as Error).message) }] };
  }
  const problems = duplicateKeys(text).map(({ key, pointer, first }): Problem => ({
    file, pointer, severity: 'error',
    message: `'${key}' is written twice in this object (first at line ${first.line}): JSON keeps only this one, and the first is lost`,
  }));
  return { doc, problems };
}

/**
 * A syntax error in words and at its place: JSON.parse's message without the text it quotes (which spread one problem
 * over several lines) or its own idea of the place, which only some of its messages give; the place is the
 * scanner's where JSON.parse gives none. A byte-order mark, which an editor may write unseen, is named.
 */
export function jsonSyntaxError(text: string, parseMessage: string): { message: string; at: TextRange } {
  if (text.startsWith('\uFEFF')) return { message: "invalid JSON: the file begins with a byte-order mark (saved as 'UTF-8 with BOM'): save it as UTF-8 without one", at: rangeAt(text, 0) };
  const position = /at position (\d+)/.exec(parseMessage);
  const offset = position ? Number(position[1]) : malformedAt(text) ?? text.length;
  const words = (parseMessage.split('\n')[0] ?? '').replace(/ in JSON at position \d+.*$/, '').replace(/, (\.\.\.)?".*$/, '');
  return { message: `invalid JSON: ${words}`, at: rangeAt(text, offset) };
}

function parseAll(files: ReadonlyMap<string, string>, problems: Problem[] | null): Map<string, { file: string; doc: CampaignDocument }> {
  const out = new Map<string, { file: string; doc: CampaignDocument }>();
  for (const [file, text] of files) {
    const read = readJsonFile(file, text);
    problems?.push(...read.problems);
    const doc = read.doc as CampaignDocument | undefined;
    if (doc && typeof doc === 'object' && typeof doc.name === 'string') out.set(doc.name, { file, doc });
  }
  return out;
}

interface UsedKey {
  pointer: string;
  /** A catalogue key, or the campaign's own words per language. */
  key: Copy;
  /** Words a visitor consents to: missing in a language is an error, not a fallback to English. */
  consent?: true;
}

function translationKeysOf(campaign: Campaign): UsedKey[] {
  const keys: UsedKey[] = [{ pointer: '/pageTitle', key: campaign.pageTitle }];
  for (const id of campaign.stepOrder) {
    const step = campaign.steps[id];
    if (!step) continue;
    const base = `/steps/${escapePointerToken(id)}`;
    for (const prop of ['title', 'titleCaregiver', 'subtitle'] as const) {
      const key = step[prop];
      if (key) keys.push({ pointer: `${base}/${prop}`, key });
    }
    if (step.nav?.nextLabel) keys.push({ pointer: `${base}/nav/nextLabel`, key: step.nav.nextLabel });
    if (step.nav?.finishLabel) keys.push({ pointer: `${base}/nav/finishLabel`, key: step.nav.finishLabel });
    if (step.titleByRelation) for (const relation of RELATION_TYPES) keys.push({ pointer: `${base}/titleByRelation`, key: `${step.titleByRelation}.${relation}` });
    if (step.why) keys.push({ pointer: `${base}/why`, key: `why.${step.why}` });
    step.fields.forEach((field, i) => {
      const consent = isFieldKind(field.kind) && kindSpec(field.kind).asksConsent ? { consent: true as const } : {};
      if (field.label) keys.push({ pointer: `${base}/fields/${i}/label`, key: field.label, ...consent });
      if (field.labelCaregiver) keys.push({ pointer: `${base}/fields/${i}/labelCaregiver`, key: field.labelCaregiver, ...consent });
      if (field.text) keys.push({ pointer: `${base}/fields/${i}/text`, key: field.text, ...consent });
      if (field.unit) keys.push({ pointer: `${base}/fields/${i}/unit`, key: field.unit });
      field.options?.forEach((option, j) => keys.push({ pointer: `${base}/fields/${i}/options/${j}/label`, key: option.label }));
      if (isFieldKind(field.kind)) for (const key of kindTranslationKeys[field.kind]) keys.push({ pointer: `${base}/fields/${i}/kind`, key, ...consent });
    });
  }
  return keys;
}

/** An unknown rule name, with the registered rule it most likely meant. */
/** The first placeholder in consent wording other than {product} ({{product}}, {produkt}), or null. */
export function consentPlaceholder(text: string | undefined): string | null {
  for (const m of (text ?? '').matchAll(/\{+[^{}]*\}+/g)) if (m[0] !== '{product}') return m[0];
  return null;
}

/** The first single-brace placeholder in own words ({product} where {{product}} is meant), or null. */
export function singleBracePlaceholder(text: string | undefined): string | null {
  for (const m of (text ?? '').matchAll(/\{+[^{}]*\}+/g)) if (!m[0].startsWith('{{') || !m[0].endsWith('}}')) return m[0];
  return null;
}

/** A step name the campaign does not have, with the one the author most likely meant. */
function unknownStep(campaign: Campaign, name: string): string {
  const suggestion = closestName(name, Object.keys(campaign.steps));
  return `${suggestion ? `: did you mean '${suggestion}'?` : ''}`;
}

function unknownRule(name: string): string {
  const suggestion = closestName(name, Object.keys(rules));
  return `unknown rule '${name}'${suggestion ? `: did you mean '${suggestion}'?` : ''}`;
}


/**
 * The answers the screening's verdict judges (spec §4: age, gender, BMI), with what it calls one left out: a missing
 * answer is a refusal, so a campaign that screens may not make the fields that ask them optional. Left blank, a person
 * who met every criterion was told they did not qualify.
 */
const VERDICT_ANSWERS: ReadonlyMap<string, string> = new Map([
  ['birthDate', 'age_missing'], ['age', 'age_missing'], ['gender', 'gender_mismatch'], ['height', 'bmi_missing'], ['weight', 'bmi_missing'],
]);

/** Whether some step saves the lead. */
const savesALead = (campaign: Campaign): boolean => campaign.stepOrder.some((id) => campaign.steps[id]?.saveSubject);

/** Whether some step screens the visitor for a study. */
const screensSomeone = (campaign: Campaign): boolean => campaign.stepOrder.some((id) => campaign.steps[id]?.meta?.screen);

/** `required` set where it cannot do what it says. */
function requiredProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  const savesLead = savesALead(campaign);
  const screens = screensSomeone(campaign);
  for (const id of campaign.stepOrder) {
    (campaign.steps[id]?.fields ?? []).forEach((field, i) => {
      if (field.required === undefined || !isFieldKind(field.kind)) return;
      const pointer = `/steps/${escapePointerToken(id)}/fields/${i}/required`;
      const judge = (kindSpec(field.kind).rules ?? []).find(judgesMissing);
      const spec = kindSpec(field.kind);
      if (spec.answer === null && !spec.answerFromCampaign) {
        add(pointer, `'required' does nothing on ${field.kind}: it asks nothing, so there is no answer to require`);
      } else if (kindSpec(field.kind).requiredWhere) {
        add(pointer, `'required' does nothing on ${field.kind}: whether it must be answered follows the visitor's country (explicit consent where the country asks for it)`);
      } else if (judge) {
        add(pointer, `'required' does nothing on ${field.kind}: its own rule '${judge.rule}' judges it unanswered whatever 'required' says`);
      } else if (field.required === false && savesLead && LEAD_SAVE_ANSWERS.has(answerKeyOf(field) ?? '')) {
        add(pointer, `${field.kind} cannot be optional in a campaign that saves a lead: a lead is saved only with a name, a phone and a postal code (spec §5)`);
      } else if (field.required === false && screens && VERDICT_ANSWERS.has(answerKeyOf(field) ?? '')) {
        add(pointer, `${field.kind} cannot be optional in a campaign that screens: left blank, the verdict refuses the person ('${VERDICT_ANSWERS.get(answerKeyOf(field) ?? '')}') however well they meet the study`);
      }
    });
  }
}

/**
 * A field a lead's save or a screening's verdict needs, shown only when a rule holds: where it does not, the answer is
 * missing just as an optional field's left blank is (requiredProblems). A Phone shown only to caregivers left every
 * other visitor thanked with no lead saved.
 */
function hiddenAnswerProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  const savesLead = savesALead(campaign);
  const screens = screensSomeone(campaign);
  for (const id of campaign.stepOrder) {
    (campaign.steps[id]?.fields ?? []).forEach((field, i) => {
      if (field.visibleWhen === undefined || !isFieldKind(field.kind)) return;
      if (typeof field.visibleWhen === 'string') {
        // An unknown rule is said apart; one that holds until the step has sent its fields hides only what was answered.
        if (!isRuleName(field.visibleWhen)) return;
        const rule = rules[field.visibleWhen];
        if (rule.kind === 'visibility' && rule.holdsUntilSent) return;
      }
      const answer = answerKeyOf(field) ?? '';
      const pointer = `/steps/${escapePointerToken(id)}/fields/${i}/visibleWhen`;
      if (savesLead && LEAD_SAVE_ANSWERS.has(answer)) {
        add(pointer, `${field.kind} cannot be hidden by 'visibleWhen' in a campaign that saves a lead: where it is not shown, no lead is saved, as a lead is saved only with a name, a phone and a postal code (spec §5)`);
      } else if (screens && VERDICT_ANSWERS.has(answer)) {
        add(pointer, `${field.kind} cannot be hidden by 'visibleWhen' in a campaign that screens: where it is not shown, the verdict refuses the person ('${VERDICT_ANSWERS.get(answer)}') however well they meet the study`);
      }
    });
  }
}

/** What the verdict judges, each as the answers any one of which asks it, with what the verdict calls it left out. */
const VERDICT_NEEDS: ReadonlyArray<readonly [readonly string[], string]> = [[['birthDate', 'age'], 'age_missing'], [['gender'], 'gender_mismatch'], [['height'], 'bmi_missing'], [['weight'], 'bmi_missing']];

/**
 * A campaign that screens and never asks an answer the verdict judges: left out, it is a refusal however well the
 * person meets the study (spec §4), as an optional one left blank is (requiredProblems). A web screener whose Height
 * an author removed told every qualified person they did not qualify ('bmi_missing').
 */
function unaskedVerdictProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  const screening = campaign.stepOrder.find((id) => campaign.steps[id]?.meta?.screen);
  if (screening === undefined) return;
  const asked = new Set(campaign.stepOrder.flatMap((id) => (campaign.steps[id]?.fields ?? []).filter((field) => isFieldKind(field.kind)).map((field) => answerKeyOf(field) ?? '')));
  for (const [answers, reason] of VERDICT_NEEDS) {
    if (answers.some((answer) => asked.has(answer))) continue;
    add(`/steps/${escapePointerToken(screening)}`, `'${screening}' screens, but no step asks ${answers.join(' or ')}: left out, the verdict refuses the person ('${reason}') however well they meet the study`);
  }
}

/** The answers judged for the visitor's country (their pattern and format are the country's). */
const ANSWERS_OF_A_COUNTRY: ReadonlySet<string> = new Set(['postalCode', 'phone']);

/**
 * A country asked on a step after the one that asks the postal code or the phone: those were judged for the country the
 * visit had then, and once another is chosen the save refuses them, on a step that no longer asks them (a visitor who
 * chose the United Kingdom after a US zip code could not go on).
 */
function countryOrderProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  let judged: { step: string; answer: string } | null = null;
  for (const id of campaign.stepOrder) {
    const fields = campaign.steps[id]?.fields ?? [];
    fields.forEach((field, i) => {
      if (field.kind === 'CountrySelect' && judged) {
        add(`/steps/${escapePointerToken(id)}/fields/${i}/kind`, `CountrySelect comes after '${judged.step}', which asks the ${judged.answer === 'phone' ? 'phone number' : 'postal code'} for the country the visit has then: chosen later, another country leaves it judged for the first, and the save refuses it on a step that no longer asks it; ask the country on or before '${judged.step}'`);
      }
    });
    const asked = fields.find((field) => isFieldKind(field.kind) && ANSWERS_OF_A_COUNTRY.has(answerKeyOf(field) ?? ''));
    if (asked && !judged) judged = { step: id, answer: answerKeyOf(asked) ?? '' };
  }
}

/**
 * A step that saves the lead before the campaign has asked what a save needs: its save is dropped (spec §5), and the
 * visitor is thanked all the same. A warning, as a link's prefill may give what the steps do not ask.
 */
function saveOrderProblems(campaign: Campaign, add: (pointer: string, message: string, severity: Problem['severity']) => void): void {
  const asked = new Set<string>();
  for (const id of campaign.stepOrder) {
    const step = campaign.steps[id];
    for (const field of step?.fields ?? []) if (isFieldKind(field.kind)) asked.add(answerKeyOf(field) ?? '');
    const lacking = [...LEAD_SAVE_ANSWERS].filter((answer) => !asked.has(answer));
    if (step?.saveSubject && lacking.length) {
      add(`/steps/${escapePointerToken(id)}/saveSubject`, `'${id}' saves the lead, but no step up to it asks ${lacking.join(', ')}: a lead is saved only with a name, a phone and a postal code (spec §5), so its save is dropped unless a link gives them`, 'warning');
    }
  }
}

/**
 * A step that thanks the person for what they sent (a thank-you, the partner's transfer script) is shown only to a
 * visit that saved its lead (routeResolution.ts homeWithoutLead): one a visitor reaches without leaving a step that
 * saves the lead (saveSubject; not the questionnaire's, which saves by the lead's token) sent them back to the home,
 * with nothing stored and nothing said.
 */
function thanksWithoutSaveProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  if (!graphIsKnown(campaign)) return;
  const saves = (id: string) => campaign.steps[id]?.saveSubject === true && campaign.steps[id]?.meta?.saveSurvey !== true;
  for (const id of reachableWithout(campaign, saves)) {
    if (id === campaign.home || !(campaign.steps[id]?.fields ?? []).some((field) => kindSpec(field.kind).followsSave === true)) continue;
    add(`/steps/${escapePointerToken(id)}`, `a visitor can reach step '${id}', which thanks the person for what they sent, without leaving a step that saves the lead (saveSubject): they would be sent back to the home, with nothing stored`);
  }
}

/**
 * A campaign that saves leads must show its consent wording (spec §1: each campaign has its own; GenericConsent shows
 * it) to every visitor before the visit ends: a variant that removed the field, put it after the thank-you, on a step
 * only some visitors reach, or behind a visibleWhen, stored leads with no consent. A partner screener asks its own
 * consent instead (spec §4: the partner consent, or ps2's health-data consent).
 */
function consentAskedProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  const saving = campaign.stepOrder.find((id) => campaign.steps[id]?.saveSubject);
  if (saving === undefined || !graphIsKnown(campaign)) return;
  // Every kind here is known: a campaign whose schema check failed (a misspelt kind) is not checked further.
  const fieldsOf = (id: string) => campaign.steps[id]?.fields ?? [];
  if (campaign.campaignType === 'Partner Screener') {
    if (!campaign.stepOrder.some((id) => fieldsOf(id).some((field) => kindSpec(field.kind).asksConsent))) {
      add(`/steps/${escapePointerToken(saving)}/saveSubject`, `step '${saving}' saves the lead, but no step asks a consent: every lead would be stored without one`);
    }
    return;
  }
  const showsWording = (id: string) => fieldsOf(id).some((field) => field.kind === 'GenericConsent' && field.visibleWhen === undefined);
  if (!campaign.stepOrder.some(showsWording)) {
    add(`/steps/${escapePointerToken(saving)}/saveSubject`, `step '${saving}' saves the lead, but no step shows the campaign's consent wording to every visitor (GenericConsent, without visibleWhen): leads would be stored without the consent`);
    return;
  }
  const end = firstEndWithout(campaign, showsWording);
  if (end !== null) add(`/steps/${escapePointerToken(end)}`, `a visitor can reach step '${end}', where the visit ends, without passing the step that shows the campaign's consent wording (GenericConsent): their lead would be stored without the consent`);
}

/**
 * Whether every way on names a step the campaign has, by a navigation rule it knows. A slip in one (a misspelt rule or
 * step, a visibility rule as a next) leaves the graph without that way on, and what the checks on the graph would say
 * then (steps unreachable, ends reached without consent) follows from the slip: the slip's own line says it once.
 */
function graphIsKnown(campaign: Campaign): boolean {
  const rulesKnown = campaign.stepOrder.every((id) => {
    const next = campaign.steps[id]?.next;
    return typeof next !== 'object' || (isRuleName(next.rule) && rules[next.rule].kind === 'navigation');
  });
  return rulesKnown && edgesOf(campaign).every((e) => campaign.steps[e.to] !== undefined);
}

/** Answers typed or chosen in the page, which move the visitor on only with the step's Next. */
const ANSWERED_IN_PAGE: ReadonlySet<string> = new Set(['text', 'number', 'date', 'list', 'choice']);

/**
 * A step without Next whose answers only Next sends: a keyboard's Enter in a box still submits, but mouse and touch
 * visitors had no way on. A field that moves on by itself (Diagnosis, GenderSelect) or a page of its own buttons is fine.
 */
function navProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  for (const id of campaign.stepOrder) {
    const step = campaign.steps[id];
    if (id === campaign.home && step?.nav?.back === true) add(`/steps/${escapePointerToken(id)}/nav/back`, `'${id}' is the campaign's first step, which has nothing to go back to: 'back: true' would show no Back button`);
    if (step?.nav?.next !== false) continue;
    if (step.nav.nextLabel) add(`/steps/${escapePointerToken(id)}/nav/nextLabel`, `'${id}' has no Next button ('next: false'): its 'nextLabel' would name nothing`);
    const kinds = step.fields.filter((field) => isFieldKind(field.kind)).map((field) => kindSpec(field.kind));
    if (kinds.some((spec) => spec.autoAdvance)) continue;
    const typed = step.fields.find((field) => isFieldKind(field.kind) && ANSWERED_IN_PAGE.has(kindSpec(field.kind).shape ?? ''));
    if (typed) add(`/steps/${escapePointerToken(id)}/nav/next`, `'${id}' has no Next button, and its ${typed.kind} answer moves on only with Next: visitors with a mouse or a touch screen could not leave the step (only a field that moves on by itself, such as Diagnosis, goes without it)`);
  }
}

/**
 * A step asking the postal code in a campaign that saves a lead, without the step's check of it: the server refuses a
 * lead whose postal code its directory does not know, and the visitor was told only that the answers could not be
 * saved, with no field marked (ss7's search form, for 00000).
 */
function postalCheckProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  if (!savesALead(campaign)) return;
  for (const id of campaign.stepOrder) {
    const step = campaign.steps[id];
    if (!step || step.meta?.verifyPostalCode || !step.fields.some((field) => field.kind === 'PostalCode')) continue;
    add(`/steps/${escapePointerToken(id)}/meta`, `'${id}' asks the postal code in a campaign that saves a lead, and does not check it ('meta': { 'verifyPostalCode': true }): the server refuses a lead whose postal code it does not know, and the visitor would be told only that the answers could not be saved`);
  }
}

/**
 * 'hasCaregiver' in an adult-caregiver campaign: its page asks who the participant is, and 'Someone else' makes the
 * visit a caregiver's (pathState.ts), so the setting would do nothing; either value contradicted the page (true worded
 * every visit a caregiver's beside 'Myself', false left 'Someone else' asking for the caregiver's details).
 */
function screenerPropsProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  const props = campaign.webScreenerProps;
  // The offset moves the study's question numbers, which show only where the questions are numbered.
  if (props.criteriaQuestionOffset !== undefined && props.shouldNumberQuestions !== true) {
    add('/webScreenerProps/criteriaQuestionOffset', "'criteriaQuestionOffset' moves the study's question numbers, which show only with 'shouldNumberQuestions': true: it would do nothing");
  }
}

function caregiverSettingProblems(campaign: Campaign, doc: CampaignDocument, add: (pointer: string, message: string, severity?: Problem['severity']) => void): void {
  // Only 'adult' changes a page (the participant block); a warning, as the schema offers the other value.
  if (campaign.caregiverType === 'parent_child' && doc.caregiverType === 'parent_child') {
    add('/caregiverType', "caregiverType 'parent_child' does nothing: only 'adult' changes the pages (who the participant is, asked on the first step); a visit is a caregiver's by 'hasCaregiver' or the link's cg", 'warning');
  }
  // Who the participant is is read only where caregiverType is 'adult': elsewhere 'Someone else' made a lead with a
  // nameless caregiver in a campaign the docs say has none.
  const choices = campaign.stepOrder.flatMap((id) => (campaign.steps[id]?.fields ?? []).flatMap((field, i) => (field.kind === 'ParticipantChoice' ? [`/steps/${escapePointerToken(id)}/fields/${i}/kind`] : [])));
  if (campaign.caregiverType !== 'adult') {
    for (const at of choices) add(at, "ParticipantChoice asks who the participant is, which only a campaign whose caregiverType is 'adult' reads (with the caregiver's name and birth date): add caregiverType 'adult', or use hasCaregiver");
  } else if (!choices.length) {
    add(doc.caregiverType !== undefined ? '/caregiverType' : '/', "caregiverType 'adult' does nothing without a ParticipantChoice field: no visit can be a caregiver's, as the page never asks who the participant is", 'warning');
  }
  if (campaign.caregiverType !== 'adult' || campaign.hasCaregiver === null) return;
  const at = doc.hasCaregiver === undefined && doc.caregiverType !== undefined ? '/caregiverType' : '/hasCaregiver';
  add(at, `'hasCaregiver' does nothing in a campaign whose caregiverType is 'adult': its page asks who the participant is ('Myself' or 'Someone else'), and that answer decides whether a caregiver answers`);
}

/** The More Information bar where the study's details it links to never show: it would not show either. */
function moreInformationProblems(campaign: Campaign, add: (pointer: string, message: string) => void): void {
  for (const id of campaign.stepOrder) {
    (campaign.steps[id]?.fields ?? []).forEach((field, i) => {
      if (field.kind !== 'MoreInformation' || (id === campaign.home && campaign.homeExtras === 'studyDetails')) return;
      add(`/steps/${escapePointerToken(id)}/fields/${i}/kind`, `MoreInformation links to the study's details, which show only below the first step of a campaign whose homeExtras is 'studyDetails' (this one's is '${campaign.homeExtras}'${id === campaign.home ? '' : `, and '${id}' is not its first step`}): the bar would not show`);
    });
  }
}

/**
 * A problem found in the resolved campaign, placed in the author's own file: a field of a step that a variant gives as
 * `fieldChanges` is not at `/steps/<id>/fields/<n>` there, but in the change that wrote it (fieldChangeSource); one
 * the changes left as the base gave it is placed at the step's `fieldChanges`, the message saying which field.
 */
function inAuthorsFile(pointer: string, message: string, campaign: Campaign, doc: CampaignDocument): { pointer: string; message: string } {
  const m = /^\/steps\/([^/]+)\/fields\/(\d+)(?:\/([^/]+))?/.exec(pointer);
  if (!m) return { pointer, message };
  const [, token = '', index = '0', property] = m;
  const id = token.replace(/~1/g, '/').replace(/~0/g, '~');
  const changes = doc.steps?.[id]?.fieldChanges;
  const field = campaign.steps[id]?.fields[Number(index)];
  if (!changes || !field) return { pointer, message };
  const at = `/steps/${token}/fieldChanges`;
  const source = fieldChangeSource(changes, field, property ?? null);
  if (source && (property === undefined || source.endsWith(`/${property}`))) return { pointer: `${at}${source}${pointer.slice(m[0].length)}`, message };
  return { pointer: at, message: `${message} (the step's field ${Number(index) + 1}, ${field.id ?? field.kind}, as these fieldChanges leave it)` };
}

function checkResolved(file: string, campaign: Campaign, doc: CampaignDocument, input: CheckInput, problems: Problem[]): void {
  const add = (pointer: string, message: string, severity: Problem['severity'] = 'error') => problems.push({ file, ...inAuthorsFile(pointer, message, campaign, doc), severity });
  if (!campaign.steps[campaign.home]) add('/home', `home step '${campaign.home}' does not exist`);
  requiredProblems(campaign, add);
  hiddenAnswerProblems(campaign, add);
  unaskedVerdictProblems(campaign, add);
  countryOrderProblems(campaign, add);
  caregiverSettingProblems(campaign, doc, add);
  screenerPropsProblems(campaign, add);
  postalCheckProblems(campaign, add);
  saveOrderProblems(campaign, add);
  consentAskedProblems(campaign, add);
  thanksWithoutSaveProblems(campaign, add);
  navProblems(campaign, add);
  moreInformationProblems(campaign, add);
  const paths = new Map<string, string>();
  for (const id of campaign.stepOrder) {
    const step = campaign.steps[id];
    if (!step) continue;
    const base = `/steps/${escapePointerToken(id)}`;
    const prior = paths.get(step.path);
    if (prior) add(`${base}/path`, `path '${step.path}' is already used by step '${prior}'`);
    else paths.set(step.path, id);
    const next = step.next;
    if (typeof next === 'string') {
      if (!campaign.steps[next]) add(`${base}/next`, `next step '${next}' does not exist${unknownStep(campaign, next)}`);
    } else if (next) {
      if (!isRuleName(next.rule)) add(`${base}/next/rule`, unknownRule(next.rule));
      else {
        const rule = rules[next.rule];
        if (rule.kind !== 'navigation') add(`${base}/next/rule`, `rule '${next.rule}' is a ${rule.kind} rule, not a navigation rule`);
        else {
          const outcomes: readonly string[] = rule.targets;
          for (const outcome of Object.keys(next.to ?? {})) {
            if (!outcomes.includes(outcome)) add(`${base}/next/to/${escapePointerToken(outcome)}`, `rule '${next.rule}' has no outcome '${outcome}'; its outcomes are ${outcomes.map((o) => `'${o}'`).join(', ')}`);
          }
          for (const outcome of outcomes) {
            const target = stepOfOutcome(next, outcome);
            const at = next.to?.[outcome] !== undefined ? `${base}/next/to/${escapePointerToken(outcome)}` : `${base}/next/rule`;
            if (!campaign.steps[target]) add(at, `rule '${next.rule}' can lead to step '${target}'${target === outcome ? '' : ` (its outcome '${outcome}')`}, which does not exist${unknownStep(campaign, target)}`);
            // Every outcome back to the step itself is a loop, said as one; one of several traps only those who get it.
            else if (target === id && outcomes.some((other) => stepOfOutcome(next, other) !== id)) {
              add(at, `rule '${next.rule}' sends its outcome '${outcome}' back to step '${id}' itself: a visitor with that outcome would see the step again at every Next`);
            }
          }
        }
      }
    }
    const answers = new Set<string>();
    const ids = new Set<string>();
    step.fields.forEach((field, i) => {
      if (field.id !== undefined) {
        if (ids.has(field.id)) add(`${base}/fields/${i}/id`, `a second field has the id '${field.id}' on the same step`);
        ids.add(field.id);
      }
      if (!isFieldKind(field.kind)) { add(`${base}/fields/${i}/kind`, `unknown field kind '${field.kind}'`); return; }
      const answer = answerKeyOf(field);
      if (answer && answers.has(answer)) add(`${base}/fields/${i}`, `a second field answers '${answer}' on the same step`);
      if (answer) answers.add(answer);
      if (field.kind === 'Heading' && !field.text) add(`${base}/fields/${i}`, "a Heading field needs 'text'");
      if (field.kind !== 'Heading' && field.text !== undefined) add(`${base}/fields/${i}/text`, `'text' is read only by Heading, not by ${field.kind}: it would not show`);
      if (kindSpec(field.kind).ignoresLabel) {
        for (const words of ['label', 'labelCaregiver'] as const) {
          if (field[words] !== undefined) add(`${base}/fields/${i}/${words}`, `${field.kind} shows words of its own and never reads '${words}': it would not show`);
        }
      }
      // A condition on a question's answer is checked with the questions (questionProblems.ts).
      if (typeof field.visibleWhen === 'string') {
        if (!isRuleName(field.visibleWhen)) add(`${base}/fields/${i}/visibleWhen`, unknownRule(field.visibleWhen));
        else if (rules[field.visibleWhen].kind !== 'visibility') add(`${base}/fields/${i}/visibleWhen`, `rule '${field.visibleWhen}' is not a visibility rule`);
      }
    });
    // Once every answer of the step is known: the rules that compare answers, and what a partner check needs, which
    // must be asked on its step (only a field that runs the check reads it).
    step.fields.forEach((field, i) => {
      if (!isFieldKind(field.kind)) return;
      for (const { at, message } of fieldRuleProblems(field, answers, input.today ?? todayIso())) add(`${base}/fields/${i}${at}`, message);
      // Without the list the check would run on an empty form and could call the candidate qualified.
      if (!field.requires) { if (kindSpec(field.kind).runsPartnerCheck) add(`${base}/fields/${i}`, `a ${field.kind} field needs 'requires': the answers the check needs before it runs`); return; }
      if (!kindSpec(field.kind).runsPartnerCheck) { add(`${base}/fields/${i}/requires`, `'requires' is read only by a field that runs the partner check (QualificationCheck), not by ${field.kind}`); return; }
      field.requires.forEach((answer, j) => {
        if (!answers.has(answer)) add(`${base}/fields/${i}/requires/${j}`, `requires '${answer}', which no field on step '${id}' answers (its answers: ${[...answers].join(', ')})`);
      });
    });
  }
  for (const { pointer, message } of questionProblems(campaign)) add(pointer, message);
  for (const { pointer, message } of metaProblems(campaign)) add(pointer, message);
  if (campaign.steps[campaign.home] && graphIsKnown(campaign)) {
    const reachable = reachableFromHome(campaign);
    for (const id of campaign.stepOrder) {
      if (reachable.has(id)) continue;
      // A step the file does not define comes from the campaign it extends: say so, or the author looks for it in vain.
      const inherited = doc.extends && !doc.steps?.[id] ? `, inherited from '${doc.extends}',` : '';
      add(`/steps/${escapePointerToken(id)}`, `step '${id}'${inherited} is unreachable from home '${campaign.home}'`);
    }
    const loop = loopWithoutEnd(campaign);
    if (loop) {
      const closing = loop[loop.length - 2] as string;
      add(`/steps/${escapePointerToken(closing)}/next`, `Next goes round ${loop.map((id) => `'${id}'`).join(' → ')} with no way on to a step that finishes the flow (meta.finishesFlow) or has no Next: a visitor there could never finish`);
    }
  }

  for (const { pointer, key, consent } of translationKeysOf(campaign)) {
    // The campaign's own words: every page is served in Spanish too, so Spanish words are not optional.
    if (typeof key === 'object') {
      if (!key.es) add(pointer, `'${key.en}' has no Spanish text ('es'): Spanish visitors would read ${consent ? 'and consent to ' : ''}English`);
      for (const locale of LOCALES) {
        const stray = singleBracePlaceholder(key[locale]);
        if (stray) add(pointer, `own words in ${locale} hold '${stray}': own words take {{product}} for the brand's word, and '${stray}' would show as written`);
      }
      continue;
    }
    // Every locale is served: a text missing in one is an error there, not a quiet fall back to another language.
    const missing = LOCALES.filter((locale) => !hasTranslation(input.catalogues[locale], key));
    if (!missing.length) continue;
    if (consent && missing.join() === 'es') add(pointer, `consent text '${key}' is missing in es: Spanish visitors would consent to words in English`);
    else add(pointer, `translation key '${key}' is missing in ${missing.join(' and ')}`);
  }
  // The contact consent's own words, for both regions (and a caregiver's, where the campaign gives them), whenever a step shows it.
  const wordings = consentWordings(campaign.consent);
  const showsContactConsent = campaign.stepOrder.some((id) => campaign.steps[id]?.fields.some((f) => f.kind === 'GenericConsent'));
  if (showsContactConsent) {
    for (const { pointer, name, text } of wordings) {
      if (!text.es) add(pointer, `the ${name} consent has no Spanish text ('es'): Spanish visitors would consent to words in English`);
    }
  }
  // Consent wording replaces {product} alone: any other placeholder would be read, and consented to, as written.
  for (const { pointer, name, text } of wordings) {
    const strays = LOCALES.flatMap((locale) => {
      const stray = consentPlaceholder(text[locale]);
      return stray ? [{ locale, stray }] : [];
    });
    for (const { locale, stray } of strays) add(`${pointer}/${locale}`, `the ${name} consent in ${locale} holds '${stray}': consent wording replaces only {product} (the brand's word), so visitors would consent to '${stray}' as written`);
    // The brand's word in one language only: visitors of the other would consent to wording that names no product.
    const { en, es } = text;
    if (!strays.length && en !== undefined && es !== undefined && en.includes('{product}') !== es.includes('{product}')) {
      const lacking = en.includes('{product}') ? 'es' : 'en';
      add(`${pointer}/${lacking}`, `the ${name} consent names {product} in ${lacking === 'es' ? 'en' : 'es'} but not in ${lacking}: both languages must keep it, so that each names the brand's word`);
    }
  }
}

/** Each consent wording a campaign gives, with where it is in the document and what a problem calls it. */
function consentWordings(consent: Campaign['consent']): Array<{ pointer: string; name: string; text: Campaign['consent']['us'] }> {
  const regionName = { us: 'US', international: 'international' } as const;
  return (['us', 'international'] as const).flatMap((region) => [
    { pointer: `/consent/${region}`, name: regionName[region], text: consent[region] },
    ...(consent.caregiver?.[region] ? [{ pointer: `/consent/caregiver/${region}`, name: `caregiver's ${regionName[region]}`, text: consent.caregiver[region] }] : []),
  ]);
}

export function checkCampaigns(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const checked = parseAll(input.files, problems);
  const known = new Map([...parseAll(input.library ?? new Map(), null), ...checked]);
  const documents = new Map([...known].map(([name, v]) => [name, v.doc]));
  for (const [file, text] of input.files) {
    let doc: unknown;
    try { doc = JSON.parse(text); } catch { continue; }
    const schemaIssues = input.validateSchema(doc);
    for (const issue of schemaIssues) problems.push({ file, pointer: issue.pointer, message: issue.message, severity: 'error' });
    if (schemaIssues.length) continue;
    const name = (doc as CampaignDocument).name;
    const expected = file.split('/').pop()?.replace(/\.json$/, '');
    if (expected && expected !== name) problems.push({ file, pointer: '/name', message: `name '${name}' must match the file name '${expected}'`, severity: 'error' });
    let campaign: Campaign;
    try {
      campaign = resolveCampaign(name, documents);
    } catch (err) {
      if (err instanceof CampaignResolveError) { problems.push({ file, pointer: err.pointer, message: err.message, severity: 'error' }); continue; }
      throw err;
    }
    checkResolved(file, campaign, doc as CampaignDocument, input, problems);
  }
  problems.push(...roleProblems(checked, documents, input.complete ?? false));
  return problems;
}

/**
 * Each role (`defaultFor`) is claimed by exactly one campaign: a second claim is reported in each checked file that
 * makes one; with the complete set, so is a role nobody claims.
 */
function roleProblems(checked: ReadonlyMap<string, { file: string }>, documents: ReadonlyMap<string, CampaignDocument>, complete: boolean): Problem[] {
  const problems: Problem[] = [];
  for (const [role, claimants] of roleHolders(documents.values())) {
    const names = [...claimants].sort();
    if (names.length > 1) {
      for (const name of names) {
        const file = checked.get(name)?.file;
        if (file) problems.push({ file, pointer: '/defaultFor', message: `'${role}' is claimed by ${names.map((n) => `'${n}'`).join(' and ')}: exactly one campaign may stand in for it; remove '${role}' from the other's defaultFor (a copy of a campaign drops it, or says "extends" instead)`, severity: 'error' });
      }
    } else if (!names.length && complete) {
      problems.push({ file: 'campaigns', pointer: '', message: `no campaign stands in for '${role}': add "defaultFor": ["${role}"] to one (${ROLE_MEANINGS[role]})`, severity: 'error' });
    }
  }
  return problems;
}

const ROLE_MEANINGS: Record<CampaignRole, string> = {
  signup: 'the flow a visit to an unknown or unnamed flow gets',
  studySearch: 'where a screener without a known study sends the visitor',
  prescreen: 'the screener study cards open',
  findProduct: "the study search the thank-you pages' Find {product} button opens",
  patientLink: 'the flow a patient link opens',
};
