/**
 * Which widgets a page downloads beside its first scripts rather than in them. A sign-up's first step shows only text
 * boxes and choice buttons; the first steps of screeners, study searches and partner flows show heavier questions.
 * Their widgets form two chunks: the screener-step widgets (widgets/screenerSteps.ts) and the study-search ones
 * (widgets/searchSteps.ts), which read a later part of the catalogue. A page whose step shows one of these kinds names
 * the chunk and the catalogue's parts its widgets read in its preload hints, so the browser fetches them while the entry
 * script downloads instead of after it.
 */
import type { FieldKind } from '../generated/campaign.ts';
import type { Step } from './campaign.ts';
import { lastPart, partOfKeys, wordsPartOfStep, type CataloguePart } from './catalogueParts.ts';
import { answerKeyOf, MODULE_KINDS } from './fieldKinds.ts';

export const SCREENER_STEP_KINDS = [
  'Gender', 'GenderDropdown', 'IndicationMultiSelect', 'MoreInformation', 'StudyCriteria', 'Ethnicity', 'Height', 'Weight',
  'ParticipantChoice', 'QualificationCheck', 'PartnerConsent', 'RiskAssessment',
] as const satisfies readonly FieldKind[];

/** The catalogue's part the screener-step widgets read through: a one-page screener's first step needs no more. */
export const SCREENER_STEP_WORDS: CataloguePart = 'screener';

export const SEARCH_STEP_KINDS = ['StudySearchResults', 'OffersList', 'ObGynContact'] as const satisfies readonly FieldKind[];

/** The catalogue's part the study-search widgets read through. */
export const SEARCH_STEP_WORDS: CataloguePart = 'later';

/** The text boxes with their masks, the country list and the contact consent: a chunk of their own (widgets/formSteps.ts), hinted the same way. */
export const FORM_STEP_KINDS = [
  'FullName', 'Email', 'Phone', 'PostalCode', 'BirthDate', 'CaregiverName', 'CaregiverBirthDate', 'CtScanDate', 'CountrySelect', 'GenericConsent',
] as const satisfies readonly FieldKind[];

const screenerStepKinds: ReadonlySet<FieldKind> = new Set(SCREENER_STEP_KINDS);
const searchStepKinds: ReadonlySet<FieldKind> = new Set(SEARCH_STEP_KINDS);
const formStepKinds: ReadonlySet<FieldKind> = new Set(FORM_STEP_KINDS);

const showsAny = (kinds: Iterable<FieldKind>, chunk: ReadonlySet<FieldKind>): boolean => {
  for (const kind of kinds) if (chunk.has(kind)) return true;
  return false;
};

/** Whether a step showing these kinds needs the screener-step widgets' chunk. */
export function needsScreenerStepWidgets(kinds: Iterable<FieldKind>): boolean {
  return showsAny(kinds, screenerStepKinds);
}

/** Whether a step showing these kinds needs the study-search widgets' chunk. */
export function needsSearchStepWidgets(kinds: Iterable<FieldKind>): boolean {
  return showsAny(kinds, searchStepKinds);
}

/** Whether a step showing these kinds needs the form fields' chunk. */
export function needsFormStepWidgets(kinds: Iterable<FieldKind>): boolean {
  return showsAny(kinds, formStepKinds);
}

/**
 * Whether a step asks for a phone, and so needs the phone rules (libphonenumber-js) to go on: the step shows before
 * they are in (its box starts empty), they download once a step of the campaign has shown, and its submit waits for them.
 */
export function stepAsksPhone(step: { readonly fields: readonly Step['fields'][number][] }): boolean {
  return step.fields.some((field) => answerKeyOf(field) === 'phone');
}

/** The catalogue's part each module kind's widget reads, from the keys its module declares. */
const moduleKindWords: ReadonlyMap<string, CataloguePart> = new Map(MODULE_KINDS.map((kind) => [kind.name, partOfKeys(kind.translationKeys)]));

/**
 * The catalogue's part a step waits for before it renders: the last of its own words' part (titles, labels, buttons),
 * its screener-step or study-search widgets' and its module kinds'. The page's step gate waits for it
 * (src/app/stepPrerequisites.ts) and the server hints it with the page (src/server/services/preloadHints.ts).
 */
export function wordsBeforeStep(step: Step): CataloguePart {
  const kinds = step.fields.map((field) => field.kind);
  return lastPart([
    wordsPartOfStep(step),
    ...(needsScreenerStepWidgets(kinds) ? [SCREENER_STEP_WORDS] : []),
    ...(needsSearchStepWidgets(kinds) ? [SEARCH_STEP_WORDS] : []),
    ...kinds.map((kind) => moduleKindWords.get(kind) ?? 'first'),
  ]);
}
