/**
 * What a field's message names besides its words: a number question's bounds, the count of options asked for. The
 * catalogue's messages read them as {{min}} and {{max}}; a message without them ignores them.
 */
import type { Field } from '../campaign.ts';

export interface MessageValues extends Record<string, unknown> {
  min?: number;
  max?: number;
}

export function messageValues(field: Field | undefined): MessageValues {
  if (!field) return {};
  if (field.kind === 'Number') return { ...(field.min === undefined ? {} : { min: field.min }), ...(field.max === undefined ? {} : { max: field.max }) };
  const atLeast = field.rules?.find((rule) => rule.rule === 'atLeastOne');
  return atLeast && atLeast.rule === 'atLeastOne' && atLeast.min !== undefined ? { min: atLeast.min } : {};
}
