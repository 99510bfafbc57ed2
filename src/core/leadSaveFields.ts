/** What a lead save cannot do without (spec §5), apart from the rules that check it: the page reads it too. */
export const REQUIRED_LEAD_FIELDS = ['firstName', 'lastName', 'phone1', 'postalCode'] as const;

/**
 * The fields a lead save needs that a body leaves empty (spec §5): with any, the page logs an error and does not
 * save ("the save aborts"), and the visitor goes on; the lead is saved by a later step that has them.
 */
export function leadFieldsMissing(body: Partial<Record<(typeof REQUIRED_LEAD_FIELDS)[number], string | undefined>>): (typeof REQUIRED_LEAD_FIELDS)[number][] {
  return REQUIRED_LEAD_FIELDS.filter((f) => !body[f]?.trim());
}
