/**
 * rjsf templates: a plain field wrapper with the field's message, and an object layout without a fieldset.
 * Messages are not announced as they appear (a failed submit announces one summary instead); each control that is
 * in error points at its message with aria-describedby.
 */
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { errorMessageId } from '../../../widgets/types.ts';
import { fieldWrapperId } from './fieldWrapper.ts';

export function FieldTemplate({ id, children, rawErrors, hidden, classNames, uiSchema }: FieldTemplateProps) {
  // A field the step hides is not rendered (its answer stays in the form's data): rjsf's hidden input is never needed.
  if (hidden) return null;
  // The form's root object only lays out its fields.
  if (id === 'root') return <>{children}</>;
  // A widget that says each part's message beneath the part leaves the field's own unsaid (fieldKinds messagesInParts).
  const error = (uiSchema?.['ui:options'] as { messagesInParts?: boolean } | undefined)?.messagesInParts ? undefined : rawErrors?.[0];
  return (
    <div id={fieldWrapperId(id)} className={`field ${classNames ?? ''}`.trim()}>
      {children}
      <p id={errorMessageId(id)} className="field-error">{error ?? ''}</p>
    </div>
  );
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="fields">{properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}</div>;
}
