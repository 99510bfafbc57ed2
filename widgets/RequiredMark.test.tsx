// @vitest-environment happy-dom
/** Every required field shows the mark after its label or legend, as the text boxes do; an optional one shows none. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind } from '../tests/support/widgets/renderKind.tsx';
import type { FieldKind } from '../src/engine/campaign.ts';

afterEach(cleanup);

const labelled: Array<[FieldKind, 'group' | 'combobox' | 'textbox' | 'radiogroup', string]> = [
  ['FullName', 'textbox', 'Full name'],
  ['Gender', 'radiogroup', 'Gender'],
  ['GenderDropdown', 'combobox', 'Gender'],
  ['Age', 'combobox', 'Age'],
  ['CountrySelect', 'combobox', 'Country'],
  ['Height', 'group', 'Height'],
  ['Weight', 'group', 'Weight'],
  ['Ethnicity', 'group', 'Ethnicity (select all that apply)'],
];

/** The words of the control's label, or of its group's legend, as shown. */
const shownLabel = (control: HTMLElement) => (control.tagName === 'FIELDSET' || control.getAttribute('role') === 'radiogroup' ? control.querySelector('legend') : document.querySelector(`label[for="${control.id}"]`))?.textContent;

describe('RequiredMark', () => {
  for (const [kind, role, name] of labelled) {
    it(`${kind}: marked when required, not when optional, and never in its accessible name`, async () => {
      await renderKind(kind, { field: { kind, required: true } as never });
      expect(shownLabel(screen.getByRole(role, { name }))).toBe(`${name} *`);
      cleanup();
      await renderKind(kind, { field: { kind, required: false } as never });
      expect(shownLabel(screen.getByRole(role, { name }))).toBe(name);
    });
  }
});
