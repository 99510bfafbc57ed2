/**
 * The answers that give a lead save what it cannot do without (spec §5: "Lead save needs firstName, lastName, phone and
 * postalCode, else an error is logged and the save aborts"), by the field of the save. The campaign check and the
 * page's routing both read them here.
 */
import type { REQUIRED_LEAD_FIELDS } from '../core/leadSaveFields.ts';

export const SAVE_FIELD_ANSWERS = { firstName: 'fullName', lastName: 'fullName', phone1: 'phone', postalCode: 'postalCode' } as const satisfies Record<(typeof REQUIRED_LEAD_FIELDS)[number], string>;

/** The answer keys themselves: the full name, the phone and the postal code. */
export const LEAD_SAVE_ANSWERS: ReadonlySet<string> = new Set(Object.values(SAVE_FIELD_ANSWERS));
