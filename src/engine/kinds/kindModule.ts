/**
 * A field kind as one module (src/engine/kinds/NAME.ts, listed once in kinds/index.ts): what its answer is and how it
 * is checked, what it needs from the page, its catalogue keys and its words for authors. Everything else is derived:
 * the campaign schema's kind list (npm run types:generate), validation, folding the answer into the candidate and
 * the lead (under `answers` by the kind's answer key, or at its leadField), the server's check of a stored answer,
 * the docs table.
 * Its widget is widgets/NAME/widget.tsx (default export), found by its folder's name.
 */
import type { FieldKindSpec } from '../fieldKinds.ts';
import type { KindDescription } from '../kindDescriptions.ts';
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';

/**
 * The spec's additional fields (§7) that each hold one visitor's answer, and so may be a kind's own place in the lead;
 * the others (hotCall, the questionnaire, the partner status) are set by the lead body itself.
 */
export const KIND_LEAD_FIELDS = ['referringGroup', 'ctScanAppointmentDate', 'oncologyResponse', 'riskAssessment', 'obGyn'] as const satisfies ReadonlyArray<keyof NonNullable<LeadSaveRequest['additionalFields']>>;

/** A place of its own the lead record gives an answer (KIND_LEAD_FIELDS). */
export type LeadAdditionalField = (typeof KIND_LEAD_FIELDS)[number];

/** How personal a kind's answer is: contact details, health information, or neither. */
export type PersonalData = 'contact' | 'health' | 'none';

export interface KindModule<N extends string = string> extends Omit<FieldKindSpec, 'answer' | 'answerFromCampaign'> {
  name: N;
  /** Where the answer goes in the step's form data and, with the lead, under `answers`; null for a display. */
  answer: string | null;
  /**
   * Contact details and health information are kept on the visitor's device for 24 hours only (local storage) and never
   * logged; an answer declared 'none' is kept with the rest of the visit in the tab's session storage
   * (src/engine/answerPrivacy.ts).
   */
  personalData: PersonalData;
  /** The catalogue keys the widget shows: campaigns:check wants each in every language. */
  translationKeys: readonly string[];
  /** What it asks and how it behaves, for docs/authoring.md's kind table. */
  description: KindDescription;
  /**
   * Where the lead keeps the answer when the spec gives it a place of its own (`additionalFields.NAME`, checked by
   * the lead-save schema, which types:generate derives from the kind's choices); without it, under `answers`.
   */
  leadField?: LeadAdditionalField;
}

/** Declares a kind module; the literal name types the campaign's kind list. */
export function defineKind<const N extends string>(module: KindModule<N>): KindModule<N> {
  return module;
}
