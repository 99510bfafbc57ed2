// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { blurAsTransition } from './types.ts';

afterEach(cleanup);

const renders: string[] = [];

/** A field that reports its blur to a form that re-renders for it, and a Next whose click the blur comes before. */
function Step() {
  const [blurred, setBlurred] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  renders.push(`blurred ${blurred ?? '-'}, submitted ${submitted}`);
  return (
    <>
      <input aria-label="Zip Code" onBlur={(e) => blurAsTransition((id, value) => setBlurred(`${id}=${value}`), 'root_postalCode', e.target.value)} defaultValue="10001" />
      <button type="button" onClick={() => setSubmitted(true)}>Search</button>
    </>
  );
}

describe('blurAsTransition', () => {
  it("hands the blur on with the field's id and value, rendered after an update the same tap makes (its click)", () => {
    render(<Step />);
    renders.length = 0;
    act(() => {
      fireEvent.focusOut(screen.getByRole('textbox', { name: 'Zip Code' }));
      screen.getByRole('button', { name: 'Search' }).click();
    });
    // As one urgent update, the blur and the click would render together: 'blurred root_postalCode=10001, submitted true'.
    expect(renders).toEqual(['blurred -, submitted true', 'blurred root_postalCode=10001, submitted true']);
  });

  it('is how every widget reports a blur to the form', () => {
    const sources = readdirSync('widgets', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .map((f) => [f, readFileSync(`widgets/${f}`, 'utf8')] as const);
    const reporting = sources.filter(([, text]) => /onBlur=\{/.test(text) && /\bonBlur\b.*\bid\b/.test(text));
    expect(reporting.map(([f]) => f).sort()).toEqual(['Age/Age.tsx', 'CountrySelect/CountrySelect.tsx', 'Question/Question.tsx', 'SelectInput/SelectInput.tsx', 'TextInput/TextInput.tsx']);
    for (const [file, text] of reporting) {
      const handlers = text.match(/onBlur=\{[^}]*\}/g) ?? [];
      expect(handlers.length, file).toBeGreaterThan(0);
      for (const handler of handlers) expect(handler, file).toMatch(/blurAsTransition\(/);
    }
  });
});
