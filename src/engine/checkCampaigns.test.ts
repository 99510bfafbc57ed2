import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkCampaigns, formatProblem, type Problem } from './checkCampaigns.ts';
import { campaignSchemaIssues } from './node/campaignSchemaCheck.ts';
import { readCatalogues } from './node/campaignFiles.ts';

const s6 = JSON.parse(readFileSync('campaigns/s6.json', 'utf8'));
const catalogues = readCatalogues();

function check(files: Record<string, unknown>, library: Record<string, unknown> = {}): Problem[] {
  const asText = (o: Record<string, unknown>) => new Map(Object.entries(o).map(([f, d]) => [f, typeof d === 'string' ? d : JSON.stringify(d)]));
  return checkCampaigns({ files: asText(files), library: asText({ 'campaigns/s6.json': s6, ...library }), validateSchema: campaignSchemaIssues, catalogues });
}

const lines = (problems: Problem[]) => problems.filter((p) => p.severity === 'error').map(formatProblem);
const clone = <T,>(v: T): T => structuredClone(v);

describe('campaigns:check', () => {
  it('accepts the shipped s6 campaign', () => {
    expect(lines(check({ 'campaigns/s6.json': s6 }))).toEqual([]);
  });

  it('reports an unknown key with its pointer', () => {
    const doc = clone(s6);
    doc.steps.postal.colour = 'blue';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/postal/colour: unknown key 'colour'");
  });

  it('reports an unknown field kind', () => {
    const doc = clone(s6);
    doc.steps.dob.fields[0].kind = 'BirthDay';
    const out = lines(check({ 'campaigns/s6.json': doc }));
    expect(out.some((l) => l.startsWith('campaigns/s6.json: /steps/dob/fields/0/kind: must be one of: Age, Phone'))).toBe(true);
  });

  it('reports an unknown rule name', () => {
    const doc = clone(s6);
    doc.steps.email.next = { rule: 'afterEmial' };
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/email/next/rule: unknown rule 'afterEmial'");
  });

  it('reports a visibility rule used as navigation', () => {
    const doc = clone(s6);
    doc.steps.email.next = { rule: 'consentRequired' };
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/email/next/rule: rule 'consentRequired' is a visibility rule, not a navigation rule");
  });

  it('reports a dangling next and the step it orphans', () => {
    const doc = clone(s6);
    doc.steps.name.next = 'telephone';
    const out = lines(check({ 'campaigns/s6.json': doc }));
    expect(out).toContain("campaigns/s6.json: /steps/name/next: next step 'telephone' does not exist");
    expect(out).toContain("campaigns/s6.json: /steps/phone: step 'phone' is unreachable from home 'home'");
  });

  it('reports a missing English translation as an error and a missing Spanish one as a warning', () => {
    const doc = clone(s6);
    doc.steps.dob.title = 'signup.dob.nope';
    const problems = check({ 'campaigns/s6.json': doc });
    expect(lines(problems)).toContain("campaigns/s6.json: /steps/dob/title: translation key 'signup.dob.nope' is missing in en");
    const esOnly = checkCampaigns({
      files: new Map([['campaigns/s6.json', JSON.stringify(s6)]]),
      validateSchema: campaignSchemaIssues,
      catalogues: { en: catalogues.en, es: { ...(catalogues.es as object), signup: {} } },
    });
    expect(esOnly.filter((p) => p.severity === 'error')).toEqual([]);
    expect(esOnly.map(formatProblem)).toContain("campaigns/s6.json: /steps/postal/title: warning: translation key 'signup.postal.title' is missing in es (falls back to en)");
  });

  it('checks a derived campaign after resolving extends', () => {
    const derived = { name: 's6b', extends: 's6', steps: { email: { path: 'email', fields: [{ kind: 'Email', required: true }], next: 'ghost' } } };
    expect(lines(check({ 'campaigns/s6b.json': derived }))).toContain("campaigns/s6b.json: /steps/email/next: next step 'ghost' does not exist");
    expect(lines(check({ 'campaigns/s6c.json': { name: 's6c', extends: 'nope' } }))).toContain("campaigns/s6c.json: /extends: 'extends' names unknown campaign 'nope'");
  });

  it('requires the name to match the file and reports invalid JSON', () => {
    expect(lines(check({ 'campaigns/other.json': s6 }))).toContain("campaigns/other.json: /name: name 's6' must match the file name 'other'");
    expect(lines(check({ 'campaigns/broken.json': '{ "name": ' })).some((l) => l.startsWith('campaigns/broken.json: /: invalid JSON'))).toBe(true);
  });

  it('reports duplicate step paths and an unknown visibility rule', () => {
    const doc = clone(s6);
    doc.steps.dob.path = 'postal';
    doc.steps.indications.fields[1].visibleWhen = 'isInternational';
    const out = lines(check({ 'campaigns/s6.json': doc }));
    expect(out).toContain("campaigns/s6.json: /steps/dob/path: path 'postal' is already used by step 'postal'");
    expect(out).toContain("campaigns/s6.json: /steps/indications/fields/1/visibleWhen: unknown rule 'isInternational'");
  });
});
