/** One step field's part of the form's uiSchema: its widget with the kind's options, or hidden while not shown. */
import type { Field } from '../../engine/campaign.ts';
import { fieldKinds, kindSpec } from '../../engine/fieldKinds.ts';
import type { KindWidget } from '../../../widgets/types.ts';
import { HIDE_ERROR, withHeldErrors } from './heldErrors.tsx';
import { widgetAsField } from './widgetAsField.tsx';

/** The widget of a field the step does not show: its answer is not sent (answersOfShownFields) nor checked (stepValidator.ts). */
export const HIDDEN_WIDGET = 'hidden';

/** Whether a step's uiSchema hides the field under `key`. */
export function isHiddenField(uiSchema: unknown, key: string): boolean {
  return (uiSchema as Record<string, Record<string, unknown> | undefined> | undefined)?.[key]?.['ui:widget'] === HIDDEN_WIDGET;
}

/**
 * `visible`: the field is shown (its visibility rules hold); `messagesShown`: its messages show (revealedErrors.ts).
 * Kinds whose answer is an object are mounted as a field (widgetAsField.tsx), the others as a widget.
 */
export function fieldUi(field: Field, widget: KindWidget, visible: boolean, messagesShown: boolean): Record<string, unknown> {
  if (!visible) return { 'ui:widget': HIDDEN_WIDGET };
  const options = { kindField: field, required: field.required ?? fieldKinds[field.kind].requiredByDefault, choices: kindSpec(field.kind).choices, messagesInParts: kindSpec(field.kind).messagesInParts === true };
  const messages = { [HIDE_ERROR]: !messagesShown };
  return kindSpec(field.kind).schema.type === 'object'
    ? { 'ui:field': widgetAsField(widget), 'ui:options': options, ...messages }
    : { 'ui:widget': withHeldErrors(widget), 'ui:options': options, ...messages };
}
