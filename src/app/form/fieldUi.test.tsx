// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { KindWidget, KindWidgetProps } from '../../../widgets/types.ts';
import { fieldUi } from './fieldUi.ts';
import { HIDE_ERROR, shownErrors, withHeldErrors } from './heldErrors.tsx';
import { FieldTemplate } from './templates.tsx';
import type { FieldTemplateProps } from '@rjsf/utils';

const Shows: KindWidget = (props: KindWidgetProps) => <p>{(props.rawErrors ?? []).join('|') || 'none'}</p>;

describe('fieldUi', () => {
  it('keeps one widget component whether the field shows its messages or not, so revealing them does not remount it', () => {
    const held = fieldUi({ kind: 'FullName' }, Shows, true, false);
    const shown = fieldUi({ kind: 'FullName' }, Shows, true, true);
    expect(held['ui:widget']).toBe(shown['ui:widget']);
    expect(held[HIDE_ERROR]).toBe(true);
    expect(shown[HIDE_ERROR]).toBe(false);
    expect(withHeldErrors(Shows)).toBe(withHeldErrors(Shows));
  });

  it('mounts object-valued kinds as a field, the others as a widget, and a field not shown as hidden', () => {
    expect(fieldUi({ kind: 'Height' }, Shows, true, true)['ui:field']).toBeTypeOf('function');
    expect(fieldUi({ kind: 'Height' }, Shows, true, true)['ui:widget']).toBeUndefined();
    expect(fieldUi({ kind: 'FullName' }, Shows, true, true)['ui:widget']).toBeTypeOf('function');
    expect(fieldUi({ kind: 'FullName' }, Shows, false, true)).toEqual({ 'ui:widget': 'hidden' });
  });
});

describe("the field's own message", () => {
  const rendered = (kind: 'HealthQuestions' | 'FullName') => {
    const props = { id: 'root_field', rawErrors: ['This question must be answered'], uiSchema: fieldUi({ kind }, Shows, true, true), children: <div /> } as unknown as FieldTemplateProps;
    const text = render(<FieldTemplate {...props} />).container.querySelector('#root_field-error')?.textContent;
    cleanup();
    return text;
  };

  it("is said after the widget, and left out for a widget that says each part's message beneath it (the questionnaire's optional last question stood above it)", () => {
    expect(rendered('FullName')).toBe('This question must be answered');
    expect(rendered('HealthQuestions')).toBe('');
  });
});

describe('withHeldErrors', () => {
  it('hands the widget its errors only while its field shows them', () => {
    const Held = withHeldErrors(Shows);
    const props = (hidden: boolean) => ({ rawErrors: ['Wrong'], uiSchema: { [HIDE_ERROR]: hidden } }) as unknown as KindWidgetProps;
    expect(render(<Held {...props(false)} />).container.textContent).toBe('Wrong');
    cleanup();
    expect(render(<Held {...props(true)} />).container.textContent).toBe('none');
    cleanup();
    expect(shownErrors(undefined, ['Wrong'])).toEqual(['Wrong']);
    expect(shownErrors({ [HIDE_ERROR]: false }, ['Wrong'])).toEqual(['Wrong']);
    expect(shownErrors({ [HIDE_ERROR]: true }, ['Wrong'])).toBeUndefined();
  });
});
