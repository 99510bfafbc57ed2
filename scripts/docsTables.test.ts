/** The generated tables' check: it must notice a kind or rule the page lost, or one the registries no longer have. */
import { describe, expect, it } from 'vitest';
import { generatedSections, repositorySources, staleSections, writeSections } from './docsTables.ts';

const fixture = [
  '# A page',
  'Prose an author wrote.',
  '<!-- generated:kinds -->',
  '<!-- /generated:kinds -->',
  'More prose.',
  '<!-- generated:rules -->',
  '| rule | kind |',
  '|---|---|',
  '| oldRule | navigation |',
  '<!-- /generated:rules -->',
  '<!-- generated:validation-rules -->',
  '<!-- /generated:validation-rules -->',
  'The end.',
].join('\n');

const sections = generatedSections();
const fresh = writeSections(fixture, sections).page;

/** The page without the table row whose first cell is `name`. */
const withoutRow = (page: string, name: string): string => {
  const lines = page.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`| ${name} |`));
  expect(at, `a row for ${name}`).toBeGreaterThan(-1);
  return [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n');
};

describe('docs tables', () => {
  it('writes every table between its markers and keeps the prose around them', () => {
    expect(writeSections(fixture, sections).missing).toEqual([]);
    expect(fresh).toContain('Prose an author wrote.\n<!-- generated:kinds -->\n');
    expect(fresh).toContain('| HowHeard | how the visitor heard of us | `referringGroup` |');
    // A question's key is the campaign's, and it is required unless the campaign says otherwise, as the page does.
    expect(fresh).toContain("| ShortText | the campaign's question | its `answer` | required |");
    expect(fresh).toContain('| Heading | — | — | — |');
    expect(fresh).toContain('| afterScreening | navigation | `confirmEligibility`, `checkAgain` |');
    expect(fresh).toContain('| oneOf | text, choice, number | not one of `values` | selectOneOption |');
    expect(fresh).not.toContain('oldRule');
    expect(fresh.endsWith('The end.')).toBe(true);
    expect(staleSections(fresh, sections)).toEqual([]);
    expect(writeSections(fresh, sections).page).toBe(fresh);
  });

  it('fails naming a field kind removed from the table', () => {
    expect(staleSections(withoutRow(fresh, 'HowHeard'), sections)).toEqual(['kinds table: HowHeard is missing']);
  });

  it('fails naming a rule or a validation rule removed from its table', () => {
    expect(staleSections(withoutRow(fresh, 'afterEmail'), sections)).toEqual(['rules table: afterEmail is missing']);
    expect(staleSections(withoutRow(fresh, 'matchesField'), sections)).toEqual(['validation-rules table: matchesField is missing']);
  });

  it('fails on a row that no longer says what the registry does, and on one it does not have', () => {
    const edited = fresh.replace('| consentRequired | visibility |', '| consentRequired | navigation |');
    expect(staleSections(edited, sections)).toEqual(['rules table: the row of consentRequired is stale']);
    const extra = fresh.replace('| ageQualifies |', '| bmiQualifies | qualification | — | a BMI within bounds |\n| ageQualifies |');
    expect(staleSections(extra, sections)).toEqual(['rules table: bmiQualifies is listed but not registered']);
  });

  it('fails when a section lost its markers, and cannot write it', () => {
    const unmarked = fresh.replace('<!-- /generated:validation-rules -->', '');
    expect(staleSections(unmarked, sections)).toEqual(['no <!-- generated:validation-rules --> … <!-- /generated:validation-rules --> section']);
    expect(writeSections(unmarked, sections).missing).toEqual(['validation-rules']);
  });

  it('refuses to render a registered kind or validation rule that has no words for authors', () => {
    const sources = repositorySources();
    const { HowHeard: _kind, ...kindDescriptions } = sources.kindDescriptions;
    expect(() => generatedSections({ ...sources, kindDescriptions })).toThrow('field kind HowHeard has no words');
    const { oneOf: _rule, ...validationRuleDescriptions } = sources.validationRuleDescriptions;
    expect(() => generatedSections({ ...sources, validationRuleDescriptions })).toThrow('validation rule oneOf has no words');
  });
});
