/** rjsf templates: a plain field wrapper whose error is announced, and an object layout without a fieldset. */
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';

export function FieldTemplate({ id, children, rawErrors, hidden, classNames }: FieldTemplateProps) {
  if (hidden) return <div className="hidden">{children}</div>;
  // The form's root object only lays out its fields.
  if (id === 'root') return <>{children}</>;
  const error = rawErrors?.[0];
  return (
    <div className={`field ${classNames ?? ''}`.trim()}>
      {children}
      <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>{error ?? ''}</p>
    </div>
  );
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="fields">{properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}</div>;
}
