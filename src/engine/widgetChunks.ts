/**
 * Which widgets a page downloads beside its first scripts rather than in them. A sign-up's first step shows only text
 * boxes and choice buttons; the first steps of screeners, study searches and partner flows show heavier questions.
 * Their widgets form one chunk (widgets/screenerSteps.ts), and a page whose step shows one of these kinds names that
 * chunk in its preload hints, so the browser fetches it while the entry script downloads instead of after it.
 */
import type { FieldKind } from '../generated/campaign.ts';
import type { Step } from './campaign.ts';
import { answerKeyOf } from './fieldKinds.ts';

export const SCREENER_STEP_KINDS = [
  'Gender', 'GenderDropdown', 'IndicationMultiSelect', 'MoreInformation', 'StudyCriteria', 'Ethnicity', 'Height', 'Weight',
  'ParticipantChoice', 'QualificationCheck', 'PartnerConsent', 'StudySearchResults', 'OffersList', 'RiskAssessment', 'ObGynContact',
] as const satisfies readonly FieldKind[];

/** The text boxes with their masks, the country list and the contact consent: a chunk of their own (widgets/formSteps.ts), hinted the same way. */
export const FORM_STEP_KINDS = [
  'FullName', 'Email', 'Phone', 'PostalCode', 'BirthDate', 'CaregiverName', 'CaregiverBirthDate', 'CtScanDate', 'CountrySelect', 'GenericConsent',
] as const satisfies readonly FieldKind[];

const screenerStepKinds: ReadonlySet<FieldKind> = new Set(SCREENER_STEP_KINDS);
const formStepKinds: ReadonlySet<FieldKind> = new Set(FORM_STEP_KINDS);

const showsAny = (kinds: Iterable<FieldKind>, chunk: ReadonlySet<FieldKind>): boolean => {
  for (const kind of kinds) if (chunk.has(kind)) return true;
  return false;
};

/** Whether a step showing these kinds needs the screener-step widgets' chunk. */
export function needsScreenerStepWidgets(kinds: Iterable<FieldKind>): boolean {
  return showsAny(kinds, screenerStepKinds);
}

/** Whether a step showing these kinds needs the form fields' chunk. */
export function needsFormStepWidgets(kinds: Iterable<FieldKind>): boolean {
  return showsAny(kinds, formStepKinds);
}

/**
 * Whether a step asks for a phone, and so needs the phone rules (libphonenumber-js) to go on: the step shows before
 * they are in (its box starts empty), they download once a step of the campaign has shown, and its submit waits for them.
 */
export function stepAsksPhone(step: Pick<Step, 'fields'>): boolean {
  return step.fields.some((field) => answerKeyOf(field) === 'phone');
}
