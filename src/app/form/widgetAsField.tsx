/**
 * rjsf renders object-typed properties field by field and ignores `ui:widget` for them, so kinds whose answer is
 * an object (height, weight, the questionnaire) are mounted as a `ui:field` that hands the whole value to the widget.
 */
import type { FieldProps } from '@rjsf/utils';
import type { KindOptions, KindWidget, KindWidgetProps } from '../../../widgets/types.ts';
import { shownErrors } from './heldErrors.tsx';

const adapters = new WeakMap<KindWidget, (props: FieldProps) => React.JSX.Element>();

export function widgetAsField(Widget: KindWidget): (props: FieldProps) => React.JSX.Element {
  const known = adapters.get(Widget);
  if (known) return known;
  function WidgetField(props: FieldProps) {
    const { fieldPathId, formData, onChange, onBlur, onFocus, registry, uiSchema, schema } = props;
    const widgetProps = {
      id: fieldPathId.$id,
      name: props.name,
      value: formData,
      schema,
      uiSchema,
      label: '',
      registry,
      options: uiSchema?.['ui:options'] as unknown as KindOptions,
      // The form library hands a field its own messages as rawErrors (errorSchema keeps only nested ones); none while
      // the field's messages are held back (heldErrors.tsx).
      rawErrors: shownErrors(uiSchema, props.rawErrors) ?? [],
      onChange: (value: unknown) => onChange(value as never, fieldPathId.path),
      onBlur,
      onFocus,
    } as unknown as KindWidgetProps;
    return <Widget {...widgetProps} />;
  }
  adapters.set(Widget, WidgetField);
  return WidgetField;
}
