/** What every widget receives: rjsf's widget props plus the flow's context (read-only data and one event). */
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { Copy, TFunction } from '../src/engine/catalogueText.ts';
import type { Field } from '../src/engine/campaign.ts';
import type { ConsentStatement, PartnerAnswer } from '../src/engine/consentStatements.ts';
import type { BookingFailure } from '../src/core/scheduling/bookingFailure.ts';
import type { CountrySettings } from '../src/core/countries.ts';
import type { Candidate } from '../src/core/candidate.ts';
import type { Brand } from '../src/generated/brand.ts';
import type { InitialPayload } from '../src/generated/api/initial-payload.response.ts';
import type { IndicationCategory } from '../src/generated/api/indication-categories.response.ts';
import type { Locale } from '../src/engine/flow.ts';
import type { Campaign } from '../src/engine/campaign.ts';
import type { Query } from '../src/core/queryParams.ts';
import type { CriterionView } from '../src/generated/api/criteria.response.ts';
import type { ScreeningResponse } from '../src/generated/api/screening.response.ts';
import type { Slot } from '../src/core/scheduling/slots.ts';
import type { StudySearchResponse } from '../src/generated/api/study-search.response.ts';
import type { Offer } from '../src/core/offer.ts';
import type { PartnerCheckResult } from '../src/core/eligibility/partnerCheck.ts';
import type { VisitFlows } from '../src/engine/campaignRoles.ts';
import type { StoredBooking } from '../src/core/scheduling/storedBooking.ts';
import type { ThankYouButtons } from '../src/engine/thankYou.ts';
import type { CardTarget, SearchMessage } from '../src/engine/studySearch.ts';

export interface FlowFormContext {
  t: TFunction;
  locale: Locale;
  country: CountrySettings;
  brand: Brand;
  candidate: Candidate;
  payload: InitialPayload | null;
  caregiver: boolean;
  callNow: boolean | null;
  categories: IndicationCategory[] | null;
  /** What a consent field shows, exactly as stored with the visitor's choice (the partner consent depends on its answer). */
  consentStatement: (field: Field, partnerAnswer?: PartnerAnswer) => ConsentStatement | null;
  /** Name of the path's indication, for wording such as the diagnosis question. */
  indicationName: string | null;
  campaign: Campaign;
  /** The visit's query without personal parameters, for links that keep it. */
  query: Query;
  /** The flows the page's links lead to by name (src/engine/campaignRoles.ts). */
  flows: VisitFlows;
  /** What engine rules decided for this page (src/app/flow/pageDecisions.ts). */
  decisions: PageDecisions;
  /** The step's answers so far (a widget may depend on another field of the same step, as criteria on gender). */
  answers: Record<string, unknown>;
  criteria: CriterionView[] | null;
  screening: ScreeningResponse | null;
  availability: Slot[] | null;
  bookingFailed: BookingFailure;
  /** How many booking attempts have failed on this visit: each failure, even one like the last, shows its alert again. */
  bookingFailures?: number;
  /** Whether the step is sending its answers (a booking on its way): a store, heard by the widgets that show it. */
  stepBusy: { getState(): { busy: boolean }; subscribe(listener: () => void): () => void };
  /** The booking stored for the visit's study, if any. */
  booking: StoredBooking | null;
  /** The visit's last verdict cancelled the appointment it had booked. */
  bookingCancelled: boolean;
  search: StudySearchResponse | null;
  /** How many searches the page has made (a search that found what the last one did is news too). */
  searchesMade: number;
  /** The study's questions could not be loaded: a screener cannot judge its answers. */
  criteriaFailed: boolean;
  offers: Offer[] | 'unknownPostalCode' | null;
  partnerCheck: PartnerCheckResult | 'checking' | null;
  /** Tells analytics something happened on the page (ids and outcomes only, never what the visitor typed). */
  onTrackedEvent: (event: string, data?: Record<string, string | number | boolean>) => void;
}

export interface KindOptions {
  /** The campaign's field (not named `field`, which rjsf reserves for `ui:field`). */
  kindField: Field;
  required: boolean;
  /** A choice kind's values, in order (its `choices` in the registry). */
  choices?: readonly string[];
}

/** Links and choices the engine makes for the step's widgets, which do not import its rules. */
export interface PageDecisions {
  links: {
    /** The campaign's first step, with the visit's query: where 'search again' and 'review my answers' lead. */
    home: string;
    /** The Find {product} button's study search. */
    findProduct: string;
    /** The campaign's demographic questionnaire, if it has one. */
    healthQuestions: string | null;
  };
  thankYouButtons: ThankYouButtons;
  /** The health thank-you offers Find {product}. */
  findProductAfterHealthQuestions: boolean;
  /** The study's details show below the step (homeExtras 'studyDetails' on the first step, with a study): what the More Information bar links to. */
  studyDetailsShown: boolean;
  searchMessage: (result: { valid: boolean; studies: unknown[]; nearbyStudies: unknown[] }, indicationName: string | null) => SearchMessage;
  cardTarget: (card: { id: number; webScreenerUrl: string | null }) => CardTarget;
}

export type KindWidgetProps = WidgetProps<unknown, Record<string, unknown>, FlowFormContext> & { options: KindOptions };
export type KindWidget = ComponentType<KindWidgetProps>;

export function contextOf(props: KindWidgetProps): FlowFormContext {
  return props.registry.formContext as FlowFormContext;
}

/** The id of the message the field wrapper shows under a field (the error summary's links lead to the field). */
export const errorMessageId = (fieldId: string): string => `${fieldId}-error`;

/** aria attributes tying an input (text box, select, checkbox) to its error message. */
export function errorAria(props: KindWidgetProps): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return props.rawErrors?.length ? { 'aria-invalid': true, 'aria-describedby': errorMessageId(props.id) } : {};
}

/**
 * A radio group's fieldset: single radios cannot be marked invalid, so the fieldset takes the radiogroup role, which
 * carries the invalid and required states and the message.
 */
export function radioGroupAria(props: KindWidgetProps): { role: 'radiogroup'; 'aria-required'?: true; 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return { role: 'radiogroup', ...(props.options.required ? { 'aria-required': true } : {}), ...errorAria(props) };
}

/** The field's label key: the caregiver wording when a caregiver answers and the campaign gives one. */
export function labelKey(props: KindWidgetProps, fallback: string): Copy {
  const { kindField: field } = props.options;
  if (contextOf(props).caregiver && field.labelCaregiver) return field.labelCaregiver;
  return field.label ?? fallback;
}
