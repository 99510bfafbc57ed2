/**
 * A step's field whose messages are held back (src/engine/revealedErrors.ts) carries `ui:hideError` in its uiSchema.
 * The form library then leaves the message out of the field's template, but still hands the widget the field's
 * errors, which would mark its controls invalid. A widget gets its errors through `shownErrors`, which reads the same
 * setting: the form library hands every widget its uiSchema, but not always its `hideError`.
 */
import type { KindWidget, KindWidgetProps } from '../../../widgets/types.ts';

export const HIDE_ERROR = 'ui:hideError';

/** The errors a widget shows: none while its field's messages are held back. */
export function shownErrors(uiSchema: unknown, rawErrors: string[] | undefined): string[] | undefined {
  return (uiSchema as Record<string, unknown> | undefined)?.[HIDE_ERROR] === true ? undefined : rawErrors;
}

const adapters = new WeakMap<KindWidget, KindWidget>();

/** The widget, handed its errors only while its field shows them. One component per widget, so a field keeps its state. */
export function withHeldErrors(Widget: KindWidget): KindWidget {
  const known = adapters.get(Widget);
  if (known) return known;
  function HeldErrors(props: KindWidgetProps) {
    return <Widget {...props} rawErrors={shownErrors(props.uiSchema, props.rawErrors)} />;
  }
  adapters.set(Widget, HeldErrors);
  return HeldErrors;
}
