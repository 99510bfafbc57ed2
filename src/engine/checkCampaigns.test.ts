import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkCampaigns, formatProblem, formatProblemAt, hasTranslation, jsonSyntaxError, type Problem } from './checkCampaigns.ts';
import { campaignSchemaIssues } from './node/campaignSchemaCheck.ts';
import { readCatalogues } from './node/campaignFiles.ts';
import { s6WithRenamedDiagnosis } from '../../tests/fixtures/campaigns/renamedSteps.ts';

const s6 = JSON.parse(readFileSync('campaigns/s6.json', 'utf8'));
const catalogues = readCatalogues();

function check(files: Record<string, unknown>, library: Record<string, unknown> = {}): Problem[] {
  const asText = (o: Record<string, unknown>) => new Map(Object.entries(o).map(([f, d]) => [f, typeof d === 'string' ? d : JSON.stringify(d)]));
  return checkCampaigns({ files: asText(files), library: asText({ 'campaigns/s6.json': s6, ...library }), validateSchema: campaignSchemaIssues, catalogues });
}

/** s6 as given, checked against other catalogues (a text missing in one language). */
function checkS6With(doc: unknown, languages: { en?: unknown; es?: unknown }): Problem[] {
  return checkCampaigns({ files: new Map([['campaigns/s6.json', JSON.stringify(doc)]]), validateSchema: campaignSchemaIssues, catalogues: { ...catalogues, ...languages } });
}

const lines = (problems: Problem[]) => problems.filter((p) => p.severity === 'error').map(formatProblem);
const clone = <T,>(v: T): T => structuredClone(v);

describe('campaigns:check', () => {
  it('accepts the shipped s6 campaign, without even a warning', () => {
    expect(check({ 'campaigns/s6.json': s6 })).toEqual([]);
  });

  it('finds a translation only at a text: not at a group of keys, not below a text, not in nothing', () => {
    const catalogue = { a: { b: 'text', c: { d: 'deeper' } }, e: 'top' };
    expect(hasTranslation(catalogue, 'a.b')).toBe(true);
    expect(hasTranslation(catalogue, 'e')).toBe(true);
    expect(hasTranslation(catalogue, 'a.c.d')).toBe(true);
    expect(hasTranslation(catalogue, 'a.c')).toBe(false);
    expect(hasTranslation(catalogue, 'a')).toBe(false);
    expect(hasTranslation(catalogue, 'e.f')).toBe(false);
    expect(hasTranslation(catalogue, 'a.x')).toBe(false);
    expect(hasTranslation(null, 'a')).toBe(false);
    expect(hasTranslation({ a: null }, 'a.b')).toBe(false);
  });

  it('reports each broken reference at its place, with what is wrong', () => {
    const broken = (change: (doc: typeof s6) => void) => {
      const doc = clone(s6);
      change(doc);
      return lines(check({ 'campaigns/s6.json': doc }));
    };
    expect(broken((d) => { d.home = 'start'; })).toContain("campaigns/s6.json: /home: home step 'start' does not exist");
    expect(broken((d) => { d.steps.email.next = { rule: 'afterScreenerHome' }; })).toContain(
      "campaigns/s6.json: /steps/email/next/rule: rule 'afterScreenerHome' can lead to step 'calendarBooking', which does not exist");
    expect(broken((d) => { d.steps.email.fields.push({ kind: 'Email' }); })).toEqual(["campaigns/s6.json: /steps/email/fields/1: a second field answers 'email' on the same step"]);
    expect(broken((d) => { d.steps.email.fields.push({ kind: 'Heading' }); })).toEqual(["campaigns/s6.json: /steps/email/fields/1: a Heading field needs 'text'"]);
    expect(broken((d) => { d.steps.email.fields[0].visibleWhen = 'afterEmail'; })).toEqual(["campaigns/s6.json: /steps/email/fields/0/visibleWhen: rule 'afterEmail' is not a visibility rule"]);
    expect(broken((d) => { d.steps.email.fields[0].visibleWhen = 'consentRequierd'; })).toEqual(["campaigns/s6.json: /steps/email/fields/0/visibleWhen: unknown rule 'consentRequierd': did you mean 'consentRequired'?"]);
    expect(broken((d) => { d.steps.home.nav.nextLabel = 'nav.nothing'; })).toEqual(["campaigns/s6.json: /steps/home/nav/nextLabel: translation key 'nav.nothing' is missing in en and es"]);
    const en = structuredClone(catalogues.en) as { why: Record<string, unknown> };
    delete en.why.postal;
    const withoutWhy = checkS6With(s6, { en });
    expect(lines(withoutWhy)).toEqual(["campaigns/s6.json: /steps/postal/why: translation key 'why.postal' is missing in en"]);
    expect(broken((d) => { d.steps.indications.titleByRelation = 'signup.nothing'; })).toContain("campaigns/s6.json: /steps/indications/titleByRelation: translation key 'signup.nothing.self' is missing in en and es");
  });

  it('reports a checked file that is not JSON, but not a library file, and names a file by its name alone', () => {
    expect(lines(check({ 'campaigns/broken.json': '{ "name": ' }))[0]).toMatch(/^campaigns\/broken\.json: \/: invalid JSON: /);
    expect(check({ 'campaigns/s6.json': s6 }, { 'campaigns/broken.json': '{ "name": ' })).toEqual([]);
    // A library file without a name is no campaign to extend.
    expect(lines(check({ 'campaigns/s6x.json': { name: 's6x', extends: 'unnamed' } }, { 'campaigns/unnamed.json': { campaignType: 'Signup' } }))).toEqual(["campaigns/s6x.json: /extends: 'extends' names unknown campaign 'unnamed'"]);
    const renamed = clone(s6);
    renamed.name = 's6';
    expect(lines(check({ 'campaigns/s6.jsonx.json': renamed }))).toContain("campaigns/s6.jsonx.json: /name: name 's6' must match the file name 's6.jsonx'");
  });

  it('reports an unknown key with its pointer', () => {
    const doc = clone(s6);
    doc.steps.postal.colour = 'blue';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/postal/colour: unknown key 'colour'");
  });

  it('reports an unknown field kind with the kind it most likely meant, or the nearest kinds rather than all of them', () => {
    const doc = clone(s6);
    doc.steps.dob.fields[0].kind = 'BirthDay';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/dob/fields/0/kind: unknown value 'BirthDay': did you mean 'BirthDate'?");
    doc.steps.dob.fields[0].kind = 'Telephone';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/dob/fields/0/kind: unknown value 'Telephone': did you mean 'Phone'?");
    doc.steps.dob.fields[0].kind = 'ConsentCheckbox';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/dob/fields/0/kind: unknown value 'ConsentCheckbox': did you mean 'GenericConsent', 'ESignConsent' or 'BrandConnectConsent'?");
  });

  it('reports an unknown rule name', () => {
    const doc = clone(s6);
    doc.steps.email.next = { rule: 'afterEmial' };
    // Said once: the steps after it are not also called unreachable, as the rule's ways on are unknown.
    expect(lines(check({ 'campaigns/s6.json': doc }))).toEqual(["campaigns/s6.json: /steps/email/next/rule: unknown rule 'afterEmial': did you mean 'afterEmail'?"]);
    doc.steps.email.next = { rule: 'somethingElse' };
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/email/next/rule: unknown rule 'somethingElse'");
  });

  it('reports a visibility rule used as navigation', () => {
    const doc = clone(s6);
    doc.steps.email.next = { rule: 'consentRequired' };
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/email/next/rule: rule 'consentRequired' is a visibility rule, not a navigation rule");
  });

  it('reports a dangling next once, without the steps it leaves unreached, which follow from it', () => {
    const doc = clone(s6);
    doc.steps.name.next = 'telephone';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toEqual(["campaigns/s6.json: /steps/name/next: next step 'telephone' does not exist"]);
    // A rule's outcome sent to a missing step, or a visibility rule as a next, likewise.
    const target = clone(s6);
    target.steps.email.next = { rule: 'afterEmail', to: { indications: 'indication' } };
    expect(lines(check({ 'campaigns/s6.json': target })).filter((l) => l.includes('unreachable') || l.includes('consent'))).toEqual([]);
    const visibility = clone(s6);
    visibility.steps.email.next = { rule: 'isCaregiver' };
    expect(lines(check({ 'campaigns/s6.json': visibility }))).toHaveLength(1);
    // A slip in the step's name is named, as a slip in a rule or a kind is; the dangling next comes first.
    doc.steps.name.next = 'phnoe';
    const slipped = lines(check({ 'campaigns/s6.json': doc }));
    expect(slipped[0]).toBe("campaigns/s6.json: /steps/name/next: next step 'phnoe' does not exist: did you mean 'phone'?");
  });

  it('reports a translation missing in English or in Spanish as an error naming the locale, never as a warning', () => {
    const doc = clone(s6);
    doc.steps.dob.title = 'signup.dob.nope';
    const problems = check({ 'campaigns/s6.json': doc });
    expect(lines(problems)).toContain("campaigns/s6.json: /steps/dob/title: translation key 'signup.dob.nope' is missing in en and es");
    const esOnly = checkS6With(s6, { es: { ...(catalogues.es as object), signup: {} } });
    expect(esOnly.filter((p) => p.severity !== 'error')).toEqual([]);
    expect(esOnly.map(formatProblem)).toContain("campaigns/s6.json: /steps/postal/title: translation key 'signup.postal.title' is missing in es");
    const enOnly = checkS6With(s6, { en: { ...(catalogues.en as object), signup: {} } });
    expect(lines(enOnly)).toContain("campaigns/s6.json: /steps/postal/title: translation key 'signup.postal.title' is missing in en");
  });

  it('reports consent words missing in Spanish as errors: a Spanish visitor must never consent to English words', () => {
    const withoutEs = (region: 'us' | 'international') => {
      const doc = clone(s6);
      delete doc.consent[region].es;
      return lines(check({ 'campaigns/s6.json': doc }));
    };
    expect(withoutEs('us')).toEqual(["campaigns/s6.json: /consent/us: the US consent has no Spanish text ('es'): Spanish visitors would consent to words in English"]);
    expect(withoutEs('international')).toEqual(["campaigns/s6.json: /consent/international: the international consent has no Spanish text ('es'): Spanish visitors would consent to words in English"]);
    // A campaign that shows no contact consent needs no consent words.
    const noConsent = clone(s6);
    noConsent.steps.indications.fields = noConsent.steps.indications.fields.filter((f: { kind: string }) => f.kind !== 'GenericConsent');
    delete noConsent.consent.us.es;
    expect(lines(check({ 'campaigns/s6.json': noConsent })).filter((l) => l.includes('/consent'))).toEqual([]);

    // A consent checkbox's label missing in Spanish says what the visitor would consent to; another field's label is an error too.
    const labels = clone(s6);
    labels.steps.indications.fields[1].label = 'consentLabels.agree';
    labels.steps.dob.fields[0].label = 'dobLabels.birth';
    const spanishMissing = checkS6With(labels, { en: { ...(catalogues.en as object), consentLabels: { agree: 'I agree' }, dobLabels: { birth: 'Born on' } } }).map(formatProblem);
    expect(spanishMissing).toContain("campaigns/s6.json: /steps/indications/fields/1/label: consent text 'consentLabels.agree' is missing in es: Spanish visitors would consent to words in English");
    expect(spanishMissing).toContain("campaigns/s6.json: /steps/dob/fields/0/label: translation key 'dobLabels.birth' is missing in es");

    // The same for a consent kind's own words and a caregiver's label.
    const es = structuredClone(catalogues.es) as { fields: { consent: Record<string, unknown> } };
    delete es.fields.consent.label;
    const texts = clone(s6);
    texts.steps.indications.fields[1].labelCaregiver = 'consentLabels.theirs';
    const kindWords = checkS6With(texts, { en: { ...(catalogues.en as object), consentLabels: { theirs: 'They agree' } }, es }).filter((p) => p.severity === 'error').map(formatProblem);
    expect(kindWords).toEqual([
      "campaigns/s6.json: /steps/indications/fields/1/labelCaregiver: consent text 'consentLabels.theirs' is missing in es: Spanish visitors would consent to words in English",
      "campaigns/s6.json: /steps/indications/fields/1/kind: consent text 'fields.consent.label' is missing in es: Spanish visitors would consent to words in English",
    ]);
  });

  it('prints a problem at its line and column for the command line, or at its nearest parent that exists', () => {
    const text = '{\n  "name": "s6",\n  "steps": {\n    "dob": { "title": "x" }\n  }\n}\n';
    const at = (pointer: string) => formatProblemAt({ file: 'campaigns/s6.json', pointer, message: 'is wrong', severity: 'error' }, text);
    expect(at('/steps/dob/title')).toBe('campaigns/s6.json:4:23: /steps/dob/title: is wrong');
    expect(at('/name')).toBe('campaigns/s6.json:2:11: /name: is wrong');
    expect(at('/steps/dob/colour')).toBe('campaigns/s6.json:4:12: /steps/dob/colour: is wrong');
    expect(formatProblemAt({ file: 'campaigns/s6.json', pointer: '/name', message: 'is wrong', severity: 'warning' }, null)).toBe('campaigns/s6.json: /name: warning: is wrong');
  });

  it("places a problem in a field a variant's fieldChanges give at the change that wrote it, in the author's own file", () => {
    const variant = (name: Record<string, unknown>) => lines(check({ 'campaigns/s6v.json': { name: 's6v', extends: 's6', steps: { name } } }));
    expect(variant({ fieldChanges: [{ change: 'FullName', set: { visibleWhen: 'isCaregivr' } }] })).toEqual([
      "campaigns/s6v.json: /steps/name/fieldChanges/0/set/visibleWhen: unknown rule 'isCaregivr': did you mean 'isCaregiver'?",
    ]);
    expect(variant({ fieldChanges: [{ replace: 'FullName', with: { kind: 'FullName', visibleWhen: 'isCaregivr' } }] })).toEqual([
      "campaigns/s6v.json: /steps/name/fieldChanges/0/with/visibleWhen: unknown rule 'isCaregivr': did you mean 'isCaregiver'?",
    ]);
    // A problem with the field as a whole is placed at the field the change inserted.
    expect(variant({ fieldChanges: [{ insertAfter: 'FullName', fields: [{ kind: 'QualificationCheck' }] }] })).toEqual([
      "campaigns/s6v.json: /steps/name/fieldChanges/0/fields/0: a QualificationCheck field needs 'requires': the answers the check needs before it runs",
    ]);
    expect(variant({ fieldChanges: [{ insertAfter: 'FullName', fields: [{ kind: 'Email', visibleWhen: 'isCaregivr' }] }] })).toEqual([
      "campaigns/s6v.json: /steps/name/fieldChanges/0/fields/0/visibleWhen: unknown rule 'isCaregivr': did you mean 'isCaregiver'?",
    ]);
    expect(variant({ fieldChanges: [{ change: 'CaregiverRelationship', set: { required: true } }, { insertBefore: 'FullName', fields: [{ kind: 'Heading', text: { en: 'About you' } }] }] })).toEqual([
      "campaigns/s6v.json: /steps/name/fieldChanges/1/fields/0/text: 'About you' has no Spanish text ('es'): Spanish visitors would read English",
    ]);
    expect(variant({ fieldChanges: [{ change: 'FullName', set: { label: { en: 'Your name', es: 'Su nombre' } } }, { change: 'FullName', set: { required: false } }] })).toEqual([
      "campaigns/s6v.json: /steps/name/fieldChanges/1/set/required: FullName cannot be optional in a campaign that saves a lead: a lead is saved only with a name, a phone and a postal code (spec §5)",
    ]);
    // A problem in what the base gave and no change wrote is placed at the step's changes, naming the field.
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    const plain = { name: 'ws10v', extends: 'ws10', homeExtras: 'none', steps: { home: { fieldChanges: [{ change: 'MoreInformation', set: { visibleWhen: 'isCaregiver' } }] } } };
    expect(lines(check({ 'campaigns/ws10v.json': plain }, { 'campaigns/ws10.json': ws10 }))).toEqual([
      "campaigns/ws10v.json: /steps/home/fieldChanges: MoreInformation links to the study's details, which show only below the first step of a campaign whose homeExtras is 'studyDetails' (this one's is 'none'): the bar would not show (the step's field 10, MoreInformation, as these fieldChanges leave it)",
    ]);
  });

  it('says an unreachable step was inherited when the file that extends does not define it', () => {
    const derived = { name: 's6d', extends: 's6', steps: { email: { path: 'email', fields: [{ kind: 'Email' }], next: 'thankyou' } } };
    const out = lines(check({ 'campaigns/s6d.json': derived }));
    expect(out).toContain("campaigns/s6d.json: /steps/diagnosis: step 'diagnosis', inherited from 's6', is unreachable from home 'home'");
    const own = clone(s6);
    own.steps.email.next = 'thankyou';
    expect(lines(check({ 'campaigns/s6.json': own }))).toContain("campaigns/s6.json: /steps/diagnosis: step 'diagnosis' is unreachable from home 'home'");
    // A variant's own step is its own, even when it extends; a variant with no steps of its own inherits them all.
    const ownInVariant = { name: 's6f', extends: 's6', steps: { email: { path: 'email', fields: [{ kind: 'Email' }], next: 'thankyou' }, extra: { path: 'extra', fields: [{ kind: 'Email' }], next: 'thankyou' } } };
    expect(lines(check({ 'campaigns/s6f.json': ownInVariant }))).toContain("campaigns/s6f.json: /steps/extra: step 'extra' is unreachable from home 'home'");
    expect(lines(check({ 'campaigns/s6g.json': { name: 's6g', extends: 's6', home: 'postal' } }))).toContain("campaigns/s6g.json: /steps/home: step 'home', inherited from 's6', is unreachable from home 'postal'");
  });

  it('rejects the settings that said what a step\'s field list says, or promised a layout nothing drew', () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    for (const key of ['shouldShowHeightWeight', 'isSingleColumn', 'twoColumnMultiSelect']) {
      const doc = clone(ws10);
      doc.webScreenerProps[key] = true;
      expect(lines(check({ 'campaigns/ws10.json': doc }))).toEqual([`campaigns/ws10.json: /webScreenerProps/${key}: unknown key '${key}'`]);
    }
    const s15 = JSON.parse(readFileSync('campaigns/s15.json', 'utf8'));
    s15.showCountrySelect = true;
    expect(lines(check({ 'campaigns/s15.json': s15 }))).toEqual(["campaigns/s15.json: /showCountrySelect: unknown key 'showCountrySelect'"]);
    // The fixture that turns the call number off is a valid campaign.
    const fixture = readFileSync('tests/fixtures/campaigns/ws10-number-hidden.json', 'utf8');
    expect(lines(check({ 'tests/fixtures/campaigns/ws10-number-hidden.json': fixture }, { 'campaigns/ws10.json': ws10 }))).toEqual([]);
  });

  it('accepts the fixtures that change one page-level setting each', () => {
    const library = Object.fromEntries(['ws10', 'ss6', 's6', 'ps1'].map((n) => [`campaigns/${n}.json`, readFileSync(`campaigns/${n}.json`, 'utf8')]));
    for (const name of ['ss6-vaccine', 'ws10-plain-home', 's6-labelled-answers', 'ps1-no-body-measures', 's6-field-rules', 'ws10-study-1002']) {
      const file = `tests/fixtures/campaigns/${name}.json`;
      expect(lines(check({ [file]: readFileSync(file, 'utf8') }, library)), name).toEqual([]);
    }
  });

  it('refuses consent wording with any placeholder but {product}: visitors would consent to the braces as written', () => {
    const consentSays = (region: 'us' | 'international', locale: 'en' | 'es', text: string) => {
      const doc = clone(s6);
      doc.consent[region][locale] = text;
      return lines(check({ 'campaigns/s6.json': doc }));
    };
    expect(consentSays('us', 'en', 'I agree to hear about clinical {product}.')).toEqual([]);
    expect(consentSays('us', 'en', 'I agree to hear about clinical {{product}}.')).toEqual([
      "campaigns/s6.json: /consent/us/en: the US consent in en holds '{{product}}': consent wording replaces only {product} (the brand's word), so visitors would consent to '{{product}}' as written",
    ]);
    expect(consentSays('international', 'es', 'Acepto otros {produkt} clínicos.')).toEqual([
      "campaigns/s6.json: /consent/international/es: the international consent in es holds '{produkt}': consent wording replaces only {product} (the brand's word), so visitors would consent to '{produkt}' as written",
    ]);
  });

  it("checks a caregiver's consent words as the region's: in Spanish too, {product} alone, in both languages", () => {
    const caregiverSays = (es: string | undefined) => {
      const doc = clone(s6);
      doc.consent.caregiver = { international: { en: "I agree to hear about clinical {product}, shared with the participant's doctor.", ...(es === undefined ? {} : { es }) } };
      return lines(check({ 'campaigns/s6.json': doc }));
    };
    expect(caregiverSays('Acepto {product} clínicos, compartidos con el médico del participante.')).toEqual([]);
    expect(caregiverSays(undefined)).toEqual([
      "campaigns/s6.json: /consent/caregiver/international: the caregiver's international consent has no Spanish text ('es'): Spanish visitors would consent to words in English",
    ]);
    expect(caregiverSays('Acepto {{product}} clínicos.')).toEqual([
      "campaigns/s6.json: /consent/caregiver/international/es: the caregiver's international consent in es holds '{{product}}': consent wording replaces only {product} (the brand's word), so visitors would consent to '{{product}}' as written",
    ]);
    expect(caregiverSays('Acepto estudios clínicos.')).toEqual([
      "campaigns/s6.json: /consent/caregiver/international/es: the caregiver's international consent names {product} in en but not in es: both languages must keep it, so that each names the brand's word",
    ]);
  });

  it('refuses consent wording that names {product} in one language only', () => {
    const doc = clone(s6);
    expect(doc.consent.us.en).toContain('{product}');
    doc.consent.us.es = 'Acepto que me contacten sobre estudios.';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toEqual([
      "campaigns/s6.json: /consent/us/es: the US consent names {product} in en but not in es: both languages must keep it, so that each names the brand's word",
    ]);
    doc.consent.us.en = 'I agree to be contacted about studies.';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toEqual([]);
    doc.consent.us.en = clone(s6).consent.international.en;
    doc.consent.international.en = 'I agree.';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toEqual([
      "campaigns/s6.json: /consent/us/es: the US consent names {product} in en but not in es: both languages must keep it, so that each names the brand's word",
      "campaigns/s6.json: /consent/international/en: the international consent names {product} in es but not in en: both languages must keep it, so that each names the brand's word",
    ]);
    // A stray placeholder is said by itself: its language's {product} is its fix, not a second problem.
    const stray = clone(s6);
    stray.consent.us.en = stray.consent.us.en.replace('{product}', '{{product}}');
    expect(lines(check({ 'campaigns/s6.json': stray }))).toEqual([expect.stringMatching(/^campaigns\/s6\.json: \/consent\/us\/en: the US consent in en holds '\{\{product\}\}'/)]);
  });

  it("refuses own words with a single-brace placeholder: they take {{product}}, and '{product}' would show as written", () => {
    const own = (edit: (d: typeof s6) => void) => { const doc = clone(s6); edit(doc); return lines(check({ 'campaigns/s6.json': doc })); };
    expect(own((d) => { d.steps.postal.title = { en: 'Find {{product}} near you', es: 'Busque {{product}} cerca' }; })).toEqual([]);
    for (const halfOpen of ['{{product}', '{product}}']) {
      expect(own((d) => { d.steps.postal.title = { en: `Find ${halfOpen}`, es: 'Busque {{product}}' }; })).toEqual([
        `campaigns/s6.json: /steps/postal/title: own words in en hold '${halfOpen}': own words take {{product}} for the brand's word, and '${halfOpen}' would show as written`,
      ]);
    }
    expect(own((d) => { d.steps.postal.title = { en: 'Find {product} near you', es: 'Busque {{product}} cerca' }; })).toEqual([
      "campaigns/s6.json: /steps/postal/title: own words in en hold '{product}': own words take {{product}} for the brand's word, and '{product}' would show as written",
    ]);
  });

  it('warns of a step that saves the lead before the campaign asks the name, the phone and the postal code', () => {
    const edited = (edit: (d: typeof s6) => void) => { const doc = clone(s6); edit(doc); return check({ 'campaigns/s6.json': doc }).map(formatProblem); };
    expect(edited((d) => { d.steps.name.saveSubject = true; })).toEqual([
      "campaigns/s6.json: /steps/name/saveSubject: warning: 'name' saves the lead, but no step up to it asks phone: a lead is saved only with a name, a phone and a postal code (spec §5), so its save is dropped unless a link gives them",
    ]);
    expect(edited((d) => { d.steps.postal.saveSubject = true; })).toEqual([
      "campaigns/s6.json: /steps/postal/saveSubject: warning: 'postal' saves the lead, but no step up to it asks fullName, phone: a lead is saved only with a name, a phone and a postal code (spec §5), so its save is dropped unless a link gives them",
    ]);
    // Asked on the step itself is asked in time.
    expect(edited((d) => { d.steps.phone.saveSubject = true; })).toEqual([]);
  });

  it("refuses 'required' where it cannot do what it says: on the contact consent, and false on what a lead save needs", () => {
    const edited = (edit: (d: typeof s6) => void) => { const doc = clone(s6); edit(doc); return lines(check({ 'campaigns/s6.json': doc })); };
    expect(edited((d) => { d.steps.indications.fields[1].required = false; })).toEqual([
      "campaigns/s6.json: /steps/indications/fields/1/required: 'required' does nothing on GenericConsent: whether it must be answered follows the visitor's country (explicit consent where the country asks for it)",
    ]);
    for (const [step, i, kind] of [['name', 2, 'FullName'], ['phone', 0, 'Phone'], ['postal', 0, 'PostalCode']] as const) {
      expect(edited((d) => { d.steps[step].fields[i].required = false; })).toEqual([
        `campaigns/s6.json: /steps/${step}/fields/${i}/required: ${kind} cannot be optional in a campaign that saves a lead: a lead is saved only with a name, a phone and a postal code (spec §5)`,
      ]);
    }
    // Optional where the lead save does not need it, required where it is anyway, and optional in a campaign saving no lead.
    expect(edited((d) => { d.steps.genderSelect.fields[0].required = false; d.steps.phone.fields[0].required = true; })).toEqual([]);
    const ss6 = JSON.parse(readFileSync('campaigns/ss6.json', 'utf8'));
    ss6.steps.home.fields[0].required = false;
    expect(lines(check({ 'campaigns/ss6.json': ss6 }))).toEqual([]);
  });

  it("refuses 'visibleWhen' on what a lead save needs, and on what the verdict judges, unless the rule holds until the step has sent them", () => {
    const edited = (edit: (d: typeof s6) => void) => { const doc = clone(s6); edit(doc); return lines(check({ 'campaigns/s6.json': doc })); };
    expect(edited((d) => { d.steps.phone.fields[0].visibleWhen = 'isCaregiver'; })).toEqual([
      "campaigns/s6.json: /steps/phone/fields/0/visibleWhen: Phone cannot be hidden by 'visibleWhen' in a campaign that saves a lead: where it is not shown, no lead is saved, as a lead is saved only with a name, a phone and a postal code (spec §5)",
    ]);
    // An answer the save does not need may be hidden.
    expect(edited((d) => { d.steps.postal.fields[0].visibleWhen = 'notCaregiver'; d.steps.genderSelect.fields[0].visibleWhen = 'isCaregiver'; })).toEqual([
      "campaigns/s6.json: /steps/postal/fields/0/visibleWhen: PostalCode cannot be hidden by 'visibleWhen' in a campaign that saves a lead: where it is not shown, no lead is saved, as a lead is saved only with a name, a phone and a postal code (spec §5)",
    ]);
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    const weight = (ws10.steps.home.fields as Array<{ kind: string }>).findIndex((f) => f.kind === 'Weight');
    ws10.steps.home.fields[weight].visibleWhen = 'isCaregiver';
    expect(lines(check({ 'campaigns/ws10.json': ws10 }))).toEqual([
      `campaigns/ws10.json: /steps/home/fields/${weight}/visibleWhen: Weight cannot be hidden by 'visibleWhen' in a campaign that screens: where it is not shown, the verdict refuses the person ('bmi_missing') however well they meet the study`,
    ]);
    // A question's answer hides a field as a rule does: ws23's smokers alone asked their weight.
    const ws23 = JSON.parse(readFileSync('campaigns/ws23.json', 'utf8'));
    ws23.steps.home.fieldChanges.push({ change: 'Weight', set: { visibleWhen: { answer: 'smokingStatus', in: ['current'] } } });
    expect(lines(check({ 'campaigns/ws23.json': ws23 }, { 'campaigns/ws10.json': JSON.parse(readFileSync('campaigns/ws10.json', 'utf8')) }))).toEqual([
      "campaigns/ws23.json: /steps/home/fieldChanges/1/set/visibleWhen: Weight cannot be hidden by 'visibleWhen' in a campaign that screens: where it is not shown, the verdict refuses the person ('bmi_missing') however well they meet the study",
    ]);
    // ss7's contact form gives way to its results once the search has sent it: its fields are hidden once answered.
    expect(lines(check({ 'campaigns/ss7.json': JSON.parse(readFileSync('campaigns/ss7.json', 'utf8')) }, { 'campaigns/ss6.json': JSON.parse(readFileSync('campaigns/ss6.json', 'utf8')) }))).toEqual([]);
    const hiddenOtherwise = JSON.parse(readFileSync('campaigns/ss7.json', 'utf8'));
    hiddenOtherwise.steps.home.fields[4].visibleWhen = 'afterSearch';
    expect(lines(check({ 'campaigns/ss7.json': hiddenOtherwise }, { 'campaigns/ss6.json': JSON.parse(readFileSync('campaigns/ss6.json', 'utf8')) }))).toEqual([
      "campaigns/ss7.json: /steps/home/fields/4/visibleWhen: Phone cannot be hidden by 'visibleWhen' in a campaign that saves a lead: where it is not shown, no lead is saved, as a lead is saved only with a name, a phone and a postal code (spec §5)",
    ]);
  });

  it("refuses 'hasCaregiver' in an adult-caregiver campaign, whose page asks who the participant is, either way and wherever it is written", () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    for (const hasCaregiver of [true, false]) {
      expect(lines(check({ 'campaigns/ws10v.json': { name: 'ws10v', extends: 'ws10', hasCaregiver } }, { 'campaigns/ws10.json': ws10 }))).toEqual([
        "campaigns/ws10v.json: /hasCaregiver: 'hasCaregiver' does nothing in a campaign whose caregiverType is 'adult': its page asks who the participant is ('Myself' or 'Someone else'), and that answer decides whether a caregiver answers",
      ]);
    }
    // Made adult by the variant over a base that says hasCaregiver: placed at the variant's own setting.
    const s15 = JSON.parse(readFileSync('campaigns/s15.json', 'utf8'));
    expect(lines(check({ 'campaigns/s15v.json': { name: 's15v', extends: 's15', caregiverType: 'adult' } }, { 'campaigns/s15.json': s15, 'campaigns/s6.json': s6 }))).toEqual([
      "campaigns/s15v.json: /caregiverType: 'hasCaregiver' does nothing in a campaign whose caregiverType is 'adult': its page asks who the participant is ('Myself' or 'Someone else'), and that answer decides whether a caregiver answers",
    ]);
    expect(lines(check({ 'campaigns/ws10.json': ws10 }))).toEqual([]);
    // Written beside caregiverType in one document, it is placed at itself; a variant that writes neither, at it too.
    const both = { ...ws10, hasCaregiver: false };
    const said = "'hasCaregiver' does nothing in a campaign whose caregiverType is 'adult': its page asks who the participant is ('Myself' or 'Someone else'), and that answer decides whether a caregiver answers";
    expect(lines(check({ 'campaigns/ws10.json': both }))).toEqual([`campaigns/ws10.json: /hasCaregiver: ${said}`]);
    expect(lines(check({ 'campaigns/ws10v.json': { name: 'ws10v', extends: 'ws10' } }, { 'campaigns/ws10.json': both })).filter((l) => l.startsWith('campaigns/ws10v.json'))).toEqual([`campaigns/ws10v.json: /hasCaregiver: ${said}`]);
    // 'parent_child' changes nothing: said as a warning where it is written.
    const warned = check({ 'campaigns/s6v.json': { name: 's6v', extends: 's6', caregiverType: 'parent_child' } });
    expect(warned.map((p) => [p.severity, formatProblem(p)])).toEqual([['warning', "campaigns/s6v.json: /caregiverType: warning: caregiverType 'parent_child' does nothing: only 'adult' changes the pages (who the participant is, asked on the first step); a visit is a caregiver's by 'hasCaregiver' or the link's cg"]]);
    // Said where it is written, not again in each variant of it.
    expect(check({ 'campaigns/s6w.json': { name: 's6w', extends: 's6v' } }, { 'campaigns/s6v.json': { name: 's6v', extends: 's6', caregiverType: 'parent_child' } }).filter((p) => p.file === 'campaigns/s6w.json')).toEqual([]);
    // A campaign without the adult block may say either way (s15: no caregiver whatever the link says).
    expect(lines(check({ 'campaigns/s15.json': s15 }, { 'campaigns/s6.json': s6 }))).toEqual([]);
  });

  it('refuses a country asked after the step that asks the postal code or the phone: judged for the first country, the save refused them', () => {
    const withCountryOn = (step: string, after: string) => lines(check({ 'campaigns/s6c.json': { name: 's6c', extends: 's6', steps: { [step]: { fieldChanges: [{ insertAfter: after, fields: [{ kind: 'CountrySelect' }] }] } } } }, { 'campaigns/s6.json': s6 }));
    const refused = lines(check({ 'campaigns/s6c.json': { name: 's6c', extends: 's6', steps: { email: { fieldChanges: [{ insertAfter: 'Email', fields: [{ kind: 'CountrySelect' }] }] } } } }, { 'campaigns/s6.json': s6 }));
    expect(refused).toEqual([expect.stringMatching(/^campaigns\/s6c\.json: \/steps\/email\/fieldChanges\/0\/fields\/0\/kind: CountrySelect comes after 'postal', which asks the postal code for the country the visit has then: .* ask the country on or before 'postal'$/)]);
    // On the step that asks the postal code, or before it, the country is chosen first.
    expect(withCountryOn('postal', 'PostalCode').filter((line) => line.includes('CountrySelect comes after'))).toEqual([]);
    expect(withCountryOn('home', 'GenderSelect').filter((line) => line.includes('CountrySelect comes after'))).toEqual([]);
    // s15 asks it beside its postal code.
    expect(lines(check({ 'campaigns/s15.json': JSON.parse(readFileSync('campaigns/s15.json', 'utf8')) }, { 'campaigns/s6.json': s6 }))).toEqual([]);
  });

  it("refuses ParticipantChoice outside a campaign whose caregiverType is 'adult', and warns of 'adult' without it", () => {
    const s15 = JSON.parse(readFileSync('campaigns/s15.json', 'utf8'));
    const asking = clone(s15);
    const first = asking.steps[asking.home];
    first.fields = [...first.fields, { kind: 'ParticipantChoice' }];
    expect(lines(check({ 'campaigns/s15.json': asking }, { 'campaigns/s6.json': s6 }))).toEqual([
      `campaigns/s15.json: /steps/${asking.home}/fields/${first.fields.length - 1}/kind: ParticipantChoice asks who the participant is, which only a campaign whose caregiverType is 'adult' reads (with the caregiver's name and birth date): add caregiverType 'adult', or use hasCaregiver`,
    ]);
    const adult = check({ 'campaigns/s6a.json': { name: 's6a', extends: 's6', caregiverType: 'adult' } }, { 'campaigns/s6.json': s6 }).filter((p) => p.file === 'campaigns/s6a.json');
    expect(adult.map((p) => [p.severity, formatProblem(p)])).toEqual([['warning', "campaigns/s6a.json: /caregiverType: warning: caregiverType 'adult' does nothing without a ParticipantChoice field: no visit can be a caregiver's, as the page never asks who the participant is"]]);
    // ws10 asks it, as 'adult' wants.
    expect(check({ 'campaigns/ws10.json': JSON.parse(readFileSync('campaigns/ws10.json', 'utf8')) })).toEqual([]);
  });

  it("refuses a step asking the postal code without checking it in a campaign that saves a lead, and not in one that saves none", () => {
    const ss6 = JSON.parse(readFileSync('campaigns/ss6.json', 'utf8'));
    const ss7 = JSON.parse(readFileSync('campaigns/ss7.json', 'utf8'));
    delete ss7.steps.home.meta.verifyPostalCode;
    expect(lines(check({ 'campaigns/ss7.json': ss7 }, { 'campaigns/ss6.json': ss6 }))).toEqual([
      "campaigns/ss7.json: /steps/home/meta: 'home' asks the postal code in a campaign that saves a lead, and does not check it ('meta': { 'verifyPostalCode': true }): the server refuses a lead whose postal code it does not know, and the visitor would be told only that the answers could not be saved",
    ]);
    expect(lines(check({ 'campaigns/ss6.json': ss6 }))).toEqual([]);
  });

  it('refuses settings that would do nothing: required on a field that asks nothing, a Next label with no Next, a question offset without numbers', () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    const variant = (doc: Record<string, unknown>) => lines(check({ 'campaigns/ws10v.json': { name: 'ws10v', extends: 'ws10', ...doc } }, { 'campaigns/ws10.json': ws10 }));
    expect(variant({ steps: { thanks: { fieldChanges: [{ change: 'ScreenerThankYou', set: { required: true } }] } } })).toEqual([
      "campaigns/ws10v.json: /steps/thanks/fieldChanges/0/set/required: 'required' does nothing on ScreenerThankYou: it asks nothing, so there is no answer to require",
    ]);
    expect(variant({ steps: { thanks: { nav: { back: false, next: false, nextLabel: 'nav.next' } } } })).toEqual([
      "campaigns/ws10v.json: /steps/thanks/nav/nextLabel: 'thanks' has no Next button ('next: false'): its 'nextLabel' would name nothing",
    ]);
    expect(variant({ webScreenerProps: { ...ws10.webScreenerProps, shouldNumberQuestions: false, criteriaQuestionOffset: 3 } })).toEqual([
      "campaigns/ws10v.json: /webScreenerProps/criteriaQuestionOffset: 'criteriaQuestionOffset' moves the study's question numbers, which show only with 'shouldNumberQuestions': true: it would do nothing",
    ]);
    expect(variant({ webScreenerProps: { ...ws10.webScreenerProps, shouldNumberQuestions: true, criteriaQuestionOffset: 3 } })).toEqual([]);
    // A question the campaign asks may be required or not.
    expect(variant({ steps: { home: { fieldChanges: [{ change: 'Ethnicity', set: { required: false } }] } } })).toEqual([]);
  });

  it('refuses a campaign that screens and never asks an answer the verdict judges: a web screener without its Height refused every qualified person', () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    const without = (...kinds: string[]) => lines(check({ 'campaigns/ws10n.json': { name: 'ws10n', extends: 'ws10', steps: { home: { fieldChanges: kinds.map((kind) => ({ remove: kind })) } } } }, { 'campaigns/ws10.json': ws10 }));
    const refused = (asks: string, reason: string) => `campaigns/ws10n.json: /steps/home: 'home' screens, but no step asks ${asks}: left out, the verdict refuses the person ('${reason}') however well they meet the study`;
    expect(without('Height')).toEqual([refused('height', 'bmi_missing')]);
    expect(without('Weight', 'Gender')).toEqual([refused('gender', 'gender_mismatch'), refused('weight', 'bmi_missing')]);
    expect(without('BirthDate')).toEqual([refused('birthDate or age', 'age_missing')]);
    expect(without('Ethnicity')).toEqual([]);
    // Age asked as an age, not a birth date, is asked.
    const byAge = clone(ws10);
    byAge.steps.home.fields = byAge.steps.home.fields.map((f: { kind: string }) => (f.kind === 'BirthDate' ? { kind: 'Age' } : f));
    expect(lines(check({ 'campaigns/ws10.json': byAge })).filter((line) => line.includes('screens, but'))).toEqual([]);
    // A campaign that does not screen asks what it likes.
    expect(lines(check({ 'campaigns/s6n.json': { name: 's6n', extends: 's6', steps: { genderSelect: { fieldChanges: [{ remove: 'GenderSelect' }] } } } }, { 'campaigns/s6.json': s6 })).filter((line) => line.includes('screens, but'))).toEqual([]);
  });

  it('refuses optional age, gender, height and weight in a campaign that screens, whose verdict refuses a person who leaves one blank', () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    const fields = ws10.steps.home.fields as Array<{ kind: string; required?: boolean }>;
    const at = (kind: string) => fields.findIndex((f) => f.kind === kind);
    for (const [kind, reason] of [['BirthDate', 'age_missing'], ['Gender', 'gender_mismatch'], ['Height', 'bmi_missing'], ['Weight', 'bmi_missing']] as const) {
      const doc = clone(ws10);
      doc.steps.home.fields[at(kind)].required = false;
      expect(lines(check({ 'campaigns/ws10.json': doc })), kind).toEqual([
        `campaigns/ws10.json: /steps/home/fields/${at(kind)}/required: ${kind} cannot be optional in a campaign that screens: left blank, the verdict refuses the person ('${reason}') however well they meet the study`,
      ]);
    }
    // Through a variant's change, placed at the change; optional answers the verdict does not judge, and required ones, pass.
    const variant = { name: 'ws10o', extends: 'ws10', steps: { home: { fieldChanges: [{ change: 'Height', set: { required: false } }, { change: 'Ethnicity', set: { required: false } }, { change: 'Weight', set: { required: true } }] } } };
    expect(lines(check({ 'campaigns/ws10o.json': variant }, { 'campaigns/ws10.json': ws10 }))).toEqual([
      "campaigns/ws10o.json: /steps/home/fieldChanges/0/set/required: Height cannot be optional in a campaign that screens: left blank, the verdict refuses the person ('bmi_missing') however well they meet the study",
    ]);
    // The study's questions are judged by their own rule: 'required' would do nothing there.
    const criteria = clone(ws10);
    criteria.steps.home.fields[at('StudyCriteria')].required = false;
    expect(lines(check({ 'campaigns/ws10.json': criteria }))).toEqual([
      `campaigns/ws10.json: /steps/home/fields/${at('StudyCriteria')}/required: 'required' does nothing on StudyCriteria: its own rule 'criteriaAnswered' judges it unanswered whatever 'required' says`,
    ]);
    // A campaign that does not screen may leave them optional.
    const s6doc = clone(s6);
    s6doc.steps.genderSelect.fields[0].required = false;
    expect(lines(check({ 'campaigns/s6.json': s6doc }))).toEqual([]);
  });

  it('refuses a step without Next whose answers only Next sends, and takes one whose field moves on by itself or has buttons of its own', () => {
    const edited = (edit: (d: typeof s6) => void) => { const doc = clone(s6); edit(doc); return lines(check({ 'campaigns/s6.json': doc })); };
    expect(edited((d) => { d.steps.postal.nav = { back: false, next: false }; })).toEqual([
      "campaigns/s6.json: /steps/postal/nav/next: 'postal' has no Next button, and its PostalCode answer moves on only with Next: visitors with a mouse or a touch screen could not leave the step (only a field that moves on by itself, such as Diagnosis, goes without it)",
    ]);
    expect(edited((d) => { d.steps.genderSelect.nav = { next: false }; })).toEqual([
      "campaigns/s6.json: /steps/genderSelect/nav/next: 'genderSelect' has no Next button, and its Gender answer moves on only with Next: visitors with a mouse or a touch screen could not leave the step (only a field that moves on by itself, such as Diagnosis, goes without it)",
    ]);
    expect(edited((d) => { d.steps.indications.nav = { next: false }; })).toHaveLength(1);
    expect(edited((d) => { d.steps.home.nav = { back: true }; d.steps.dob.nav = { back: true }; })).toEqual([
      "campaigns/s6.json: /steps/home/nav/back: 'home' is the campaign's first step, which has nothing to go back to: 'back: true' would show no Back button",
    ]);
    expect(edited((d) => { d.steps.postal.fields[0].text = { en: 'Where?', es: '¿Dónde?' }; })).toEqual([
      "campaigns/s6.json: /steps/postal/fields/0/text: 'text' is read only by Heading, not by PostalCode: it would not show",
    ]);
    expect(edited((d) => {
      d.steps.indications.fields[0].label = { en: 'Your conditions', es: 'Sus condiciones' };
      d.steps.thankyou.fields[0].labelCaregiver = { en: 'Thanks', es: 'Gracias' };
      // A field whose kind reads its label keeps it.
      d.steps.postal.fields[0].label = { en: 'Your zip code', es: 'Su código postal' };
    })).toEqual([
      "campaigns/s6.json: /steps/indications/fields/0/label: IndicationMultiSelect shows words of its own and never reads 'label': it would not show",
      "campaigns/s6.json: /steps/thankyou/fields/0/labelCaregiver: ThankYouPage shows words of its own and never reads 'labelCaregiver': it would not show",
    ]);
    // Diagnosis moves on by itself (s6 ships it without Next); a thank-you page has nothing to send.
    expect(s6.steps.diagnosis.nav.next).toBe(false);
    expect(edited((d) => { d.steps.home.nav = { next: false }; d.steps.thankyou.nav = { next: false }; })).toEqual([]);
  });

  it("checks the page title's words as the rest of the copy: a catalogue key in both languages, or own words in both", () => {
    const titled = (pageTitle: unknown) => { const doc = clone(s6); doc.pageTitle = pageTitle; return lines(check({ 'campaigns/s6.json': doc })); };
    expect(titled('app.registration')).toEqual([]);
    expect(titled({ en: 'Sign up', es: 'Inscríbase' })).toEqual([]);
    expect(titled('Registration').join('\n')).toMatch(/^campaigns\/s6\.json: \/pageTitle: .*'Registration'/);
    expect(titled({ en: 'Sign up' })).toEqual([
      "campaigns/s6.json: /pageTitle: 'Sign up' has no Spanish text ('es'): Spanish visitors would read English",
    ]);
  });

  it("refuses the More Information bar where the study's details it links to never show", () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    expect(lines(check({ 'campaigns/ws10.json': ws10 }))).toEqual([]);
    const elsewhere = clone(ws10);
    elsewhere.steps.indications.fields.push({ kind: 'MoreInformation' });
    expect(lines(check({ 'campaigns/ws10.json': elsewhere }))).toEqual([
      "campaigns/ws10.json: /steps/indications/fields/3/kind: MoreInformation links to the study's details, which show only below the first step of a campaign whose homeExtras is 'studyDetails' (this one's is 'studyDetails', and 'indications' is not its first step): the bar would not show",
    ]);
    const without = { ...clone(ws10), homeExtras: 'none' };
    expect(lines(check({ 'campaigns/ws10.json': without }))).toEqual([
      "campaigns/ws10.json: /steps/home/fields/9/kind: MoreInformation links to the study's details, which show only below the first step of a campaign whose homeExtras is 'studyDetails' (this one's is 'none'): the bar would not show",
    ]);
  });

  it("takes a campaign's own words in place of a key, and wants them in Spanish too", () => {
    const own = (edit: (d: typeof s6) => void) => { const doc = clone(s6); edit(doc); return lines(check({ 'campaigns/s6.json': doc })); };
    expect(own((d) => { d.steps.postal.title = { en: 'Where do you live?', es: '¿Dónde vive?' }; d.steps.name.fields[2].label = { en: 'Name', es: 'Nombre' }; })).toEqual([]);
    expect(own((d) => { d.steps.postal.title = { en: 'Where do you live?' }; })).toEqual([
      "campaigns/s6.json: /steps/postal/title: 'Where do you live?' has no Spanish text ('es'): Spanish visitors would read English",
    ]);
    expect(own((d) => { d.steps.postal.nav = { nextLabel: { en: 'Go' } }; d.steps.name.fields[2].labelCaregiver = { en: 'Their name' }; })).toEqual([
      "campaigns/s6.json: /steps/postal/nav/nextLabel: 'Go' has no Spanish text ('es'): Spanish visitors would read English",
      "campaigns/s6.json: /steps/name/fields/2/labelCaregiver: 'Their name' has no Spanish text ('es'): Spanish visitors would read English",
    ]);
    expect(own((d) => { d.steps.indications.fields[1].label = { en: 'I agree' }; })).toEqual([
      "campaigns/s6.json: /steps/indications/fields/1/label: 'I agree' has no Spanish text ('es'): Spanish visitors would read and consent to English",
    ]);
    expect(own((d) => { d.steps.postal.subtitle = { en: '' }; })[0]).toMatch(/\/steps\/postal\/subtitle/);
    expect(own((d) => { d.steps.postal.subtitle = { en: 'x', fr: 'y' }; })[0]).toMatch(/\/steps\/postal\/subtitle/);
  });

  it("reports a field's validation rule that cannot judge its answer, means nothing, or names no answer of the step", () => {
    const withRules = (step: string, kind: string, rules: unknown[]) => {
      const doc = clone(s6);
      doc.steps[step].fields.find((f: { kind: string }) => f.kind === kind).rules = rules;
      return lines(check({ 'campaigns/s6.json': doc }));
    };
    expect(withRules('name', 'FullName', [{ rule: 'length', max: 60 }, { rule: 'pattern', pattern: '[^0-9]+' }])).toEqual([]);
    expect(withRules('indications', 'IndicationMultiSelect', [{ rule: 'pattern', pattern: 'x' }])).toEqual([
      "campaigns/s6.json: /steps/indications/fields/0/rules/0/rule: rule 'pattern' judges a text answer; IndicationMultiSelect gives a list",
    ]);
    expect(withRules('indications', 'IndicationMultiSelect', [{ rule: 'atLeastOne', min: 2 }])).toEqual([]);
    expect(withRules('thankyou', 'ThankYouPage', [{ rule: 'email' }])).toEqual([
      "campaigns/s6.json: /steps/thankyou/fields/0/rules/0: a ThankYouPage field holds no answer for rule 'email' to judge",
    ]);
    expect(withRules('name', 'FullName', [{ rule: 'pattern', pattern: '([a-z]' }])).toEqual([
      "campaigns/s6.json: /steps/name/fields/2/rules/0: pattern '([a-z]' is not a valid regular expression",
    ]);
    expect(withRules('name', 'FullName', [{ rule: 'length', min: 9, max: 3 }, { rule: 'length' }])).toEqual([
      "campaigns/s6.json: /steps/name/fields/2/rules/0: 'min' (9) is above 'max' (3)",
      "campaigns/s6.json: /steps/name/fields/2/rules/1: rule 'length' needs 'min' or 'max'",
    ]);
    expect(withRules('dob', 'BirthDate', [{ rule: 'ageRange', min: 30, max: 20 }, { rule: 'ageRange' }, { rule: 'dateRange', notBefore: 'today', notAfter: '1990-01-01' }, { rule: 'dateRange', notBefore: '1990-01-01', notAfter: '1990-01-01' }])).toEqual([
      "campaigns/s6.json: /steps/dob/fields/0/rules/0: 'min' (30) is above 'max' (20)",
      "campaigns/s6.json: /steps/dob/fields/0/rules/1: rule 'ageRange' needs 'min' or 'max'",
      // From today to a day gone by: no date passes, now or ever (tester 1: a step that could never be left).
      "campaigns/s6.json: /steps/dob/fields/0/rules/2: no date passes: 'notBefore' is today and 'notAfter' (1990-01-01) has gone by, so the step could never be left",
    ]);
    // Two ranges each possible, none together: said once, at the last.
    expect(withRules('dob', 'BirthDate', [{ rule: 'ageRange', min: 18 }, { rule: 'ageRange', max: 10 }, { rule: 'ageRange', max: 200 }])).toEqual([
      "campaigns/s6.json: /steps/dob/fields/0/rules/2: no age passes this field's age rules together (18 to any; 0 to 10; 0 to 200): no answer could pass, and the step could not be left",
    ]);
    expect(withRules('dob', 'BirthDate', [{ rule: 'ageRange', min: 18 }, { rule: 'ageRange', max: 65 }])).toEqual([]);
    // Age offers 18 to 101 in its list: 18 and 101 pass, 17 and 102 do not (an ageRange of 16 to 17 left no visitor a way on).
    const ages = clone(s6);
    ages.steps.dob.fields = [{ kind: 'Age', rules: [{ rule: 'ageRange', min: 16, max: 17 }, { rule: 'ageRange', max: 18 }, { rule: 'ageRange', min: 101 }, { rule: 'ageRange', min: 102 }] }];
    expect(lines(check({ 'campaigns/s6.json': ages }))).toEqual([
      "campaigns/s6.json: /steps/dob/fields/0/rules/0: no age from 16 to 17 is one Age offers (18 to 101): no answer could pass, and the step could not be left",
      "campaigns/s6.json: /steps/dob/fields/0/rules/3: no age from 102 to any is one Age offers (18 to 101): no answer could pass, and the step could not be left",
      "campaigns/s6.json: /steps/dob/fields/0/rules/2: no age passes this field's age rules together (0 to 18; 101 to any): no answer could pass, and the step could not be left",
    ]);
    // A range the kind's own never meets (BirthDate takes ages 0 to 120): no birth date could pass. One that meets it at
    // one age (120, or 0) lets that age through.
    expect(withRules('dob', 'BirthDate', [{ rule: 'ageRange', min: 200 }, { rule: 'ageRange', min: 121, max: 130 }, { rule: 'ageRange', min: 120, max: 130 }, { rule: 'ageRange', max: 0 }])).toEqual([
      "campaigns/s6.json: /steps/dob/fields/0/rules/0: no age from 200 to any is one BirthDate takes: no answer could pass, and the step could not be left",
      "campaigns/s6.json: /steps/dob/fields/0/rules/1: no age from 121 to 130 is one BirthDate takes: no answer could pass, and the step could not be left",
      // The two each possible alone (120, and 0) are not together.
      "campaigns/s6.json: /steps/dob/fields/0/rules/3: no age passes this field's age rules together (120 to 130; 0 to 0): no answer could pass, and the step could not be left",
    ]);
    expect(withRules('dob', 'BirthDate', [{ rule: 'dateRange', notBefore: '1990-01-01', notAfter: 'today' }, { rule: 'dateRange', notAfter: '2026-02-29' }, { rule: 'dateRange', notBefore: '2024-02-29' }])).toEqual([
      "campaigns/s6.json: /steps/dob/fields/0/rules/1: '2026-02-29' is not a date",
    ]);
    expect(withRules('dob', 'BirthDate', [{ rule: 'length', max: 3 }])).toEqual([
      "campaigns/s6.json: /steps/dob/fields/0/rules/0/rule: rule 'length' judges a text answer; BirthDate gives a date",
    ]);
    expect(withRules('dob', 'BirthDate', [{ rule: 'ageRange', min: 18, max: 18 }, { rule: 'dateRange', notBefore: '1990-01-01', notAfter: '1980-01-01' }, { rule: 'dateRange', notBefore: '2026-02-31' }, { rule: 'dateRange' }])).toEqual([
      "campaigns/s6.json: /steps/dob/fields/0/rules/1: 'notBefore' (1990-01-01) is after 'notAfter' (1980-01-01)",
      "campaigns/s6.json: /steps/dob/fields/0/rules/2: '2026-02-31' is not a date",
      "campaigns/s6.json: /steps/dob/fields/0/rules/3: rule 'dateRange' needs 'notBefore' or 'notAfter'",
    ]);
    expect(withRules('name', 'FullName', [{ rule: 'matchesField', answer: 'caregiverName' }])).toEqual([]);
    expect(withRules('name', 'FullName', [{ rule: 'matchesField', answer: 'fullName' }, { rule: 'matchesField', answer: 'email' }])).toEqual([
      "campaigns/s6.json: /steps/name/fields/2/rules/0/answer: a field cannot match its own answer 'fullName'",
      "campaigns/s6.json: /steps/name/fields/2/rules/1/answer: matches 'email', which no field on the same step answers (its answers: caregiverName, caregiverRelationship, fullName)",
    ]);
    // A oneOf must take answers the field offers: one it never offers is a typo, and none at all locks the step.
    expect(withRules('genderSelect', 'Gender', [{ rule: 'oneOf', values: ['female'] }])).toEqual([]);
    expect(withRules('home', 'GenderSelect', [{ rule: 'oneOf', values: ['mal'] }])).toEqual([
      "campaigns/s6.json: /steps/home/fields/0/rules/0/values: 'mal' is not an answer GenderSelect offers (male, female, other): no answer could pass, and the step could not be left",
    ]);
    expect(withRules('genderSelect', 'Gender', [{ rule: 'oneOf', values: ['male', 'femal', 'x'] }])).toEqual([
      "campaigns/s6.json: /steps/genderSelect/fields/0/rules/0/values: 'femal', 'x' are not answers Gender offers (male, female, other)",
    ]);
    expect(withRules('name', 'FullName', [{ rule: 'oneOf', values: ['Ana Diaz'] }])).toEqual([]);
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    const question = (values: string[]) => lines(check({ 'campaigns/ws23.json': { name: 'ws23', extends: 'ws10', steps: { home: { fieldChanges: [{ insertAfter: 'Gender', fields: [{ kind: 'SingleChoice', answer: 'smokingStatus', label: { en: 'Do you smoke?', es: '¿Fuma?' }, options: [{ value: 'never', label: { en: 'Never', es: 'Nunca' } }, { value: 'current', label: { en: 'Yes', es: 'Sí' } }], rules: [{ rule: 'oneOf', values }] }] }] } } } }, { 'campaigns/ws10.json': ws10 }));
    expect(question(['never'])).toEqual([]);
    expect(question(['sometimes'])).toEqual([
      "campaigns/ws23.json: /steps/home/fieldChanges/0/fields/0/rules/0/values: 'sometimes' is not an answer SingleChoice offers (never, current): no answer could pass, and the step could not be left",
    ]);
    expect(withRules('name', 'FullName', [{ rule: 'lenght', max: 3 }])[0]).toMatch(/^campaigns\/s6\.json: \/steps\/name\/fields\/2\/rules\/0\/rule: unknown value 'lenght': did you mean 'length'\?$/);
    // Said once, at the message: the rule itself is known, so no list of the other rules' names beside it.
    expect(withRules('name', 'FullName', [{ rule: 'length', max: 3, message: 'tooLongg' }])).toEqual([
      "campaigns/s6.json: /steps/name/fields/2/rules/0/message: unknown value 'tooLongg': did you mean 'tooLong'?",
    ]);
    expect(withRules('name', 'FullName', [{ rule: 'pattern', pattern: '[a-z]+', message: 'invalidPostl' }])).toEqual([
      "campaigns/s6.json: /steps/name/fields/2/rules/0/message: unknown value 'invalidPostl': did you mean 'invalidPostal'?",
    ]);
  });

  it("takes a rule's outcomes mapped to the campaign's own step names, and names the outcomes when one is not the rule's", () => {
    const renamed = s6WithRenamedDiagnosis();
    expect(lines(check({ 'campaigns/s6.json': renamed }))).toEqual([]);
    const wrongOutcome = structuredClone(renamed);
    wrongOutcome.steps!.email = { ...wrongOutcome.steps!.email, next: { rule: 'afterEmail', to: { diagnosis: 'condition', thanks: 'thankyou' } } };
    expect(lines(check({ 'campaigns/s6.json': wrongOutcome }))).toEqual([
      "campaigns/s6.json: /steps/email/next/to/thanks: rule 'afterEmail' has no outcome 'thanks'; its outcomes are 'diagnosis', 'indications'",
    ]);
    const missingStep = structuredClone(renamed);
    missingStep.steps!.email = { ...missingStep.steps!.email, next: { rule: 'afterEmail', to: { diagnosis: 'condtion' } } };
    expect(lines(check({ 'campaigns/s6.json': missingStep }))).toEqual([
      "campaigns/s6.json: /steps/email/next/to/diagnosis: rule 'afterEmail' can lead to step 'condtion' (its outcome 'diagnosis'), which does not exist: did you mean 'condition'?",
    ]);
    // Unmapped, an outcome still needs the step of its own name.
    const unmapped = structuredClone(renamed);
    unmapped.steps!.email = { ...unmapped.steps!.email, next: { rule: 'afterEmail' } };
    expect(lines(check({ 'campaigns/s6.json': unmapped }))).toEqual(expect.arrayContaining([
      "campaigns/s6.json: /steps/email/next/rule: rule 'afterEmail' can lead to step 'diagnosis', which does not exist",
    ]));
  });

  it("checks what a partner check requires: answers asked on its step, and only on the field that runs the check", () => {
    const ps1 = JSON.parse(readFileSync('campaigns/ps1.json', 'utf8'));
    expect(lines(check({ 'campaigns/ps1.json': ps1 }))).toEqual([]);
    const fields = ps1.steps.home.fields as Array<{ kind: string; requires?: string[] }>;
    const at = fields.findIndex((f) => f.kind === 'QualificationCheck');
    const misspelt = structuredClone(ps1);
    misspelt.steps.home.fields[at].requires = ['fullName', 'email', 'height'];
    expect(lines(check({ 'campaigns/ps1.json': misspelt }))).toEqual([
      `campaigns/ps1.json: /steps/home/fields/${at}/requires/1: requires 'email', which no field on step 'home' answers (its answers: fullName, postalCode, phone, birthDate, gender, criteria, ethnicities, height, weight, ctScanDate, partnerCheck, partnerConsent)`,
    ]);
    const elsewhere = structuredClone(ps1);
    const phone = fields.findIndex((f) => f.kind === 'Phone');
    elsewhere.steps.home.fields[phone].requires = ['fullName'];
    expect(lines(check({ 'campaigns/ps1.json': elsewhere }))).toEqual([
      `campaigns/ps1.json: /steps/home/fields/${phone}/requires: 'requires' is read only by a field that runs the partner check (QualificationCheck), not by Phone`,
    ]);
    const without = structuredClone(ps1);
    delete without.steps.home.fields[at].requires;
    expect(lines(check({ 'campaigns/ps1.json': without }))).toEqual([
      `campaigns/ps1.json: /steps/home/fields/${at}: a QualificationCheck field needs 'requires': the answers the check needs before it runs`,
    ]);
  });

  it('wants each role claimed by exactly one campaign: a second claim in each claimant, a missing one only when every campaign is checked', () => {
    const ss6 = JSON.parse(readFileSync('campaigns/ss6.json', 'utf8'));
    const ss8 = JSON.parse(readFileSync('campaigns/ss8.json', 'utf8'));
    const second = { ...ss8, defaultFor: ['studySearch'] };
    expect(lines(check({ 'campaigns/ss8.json': second }, { 'campaigns/ss6.json': ss6 }))).toEqual([
      "campaigns/ss8.json: /defaultFor: 'studySearch' is claimed by 'ss6' and 'ss8': exactly one campaign may stand in for it; remove 'studySearch' from the other's defaultFor (a copy of a campaign drops it, or says \"extends\" instead)",
    ]);
    expect(lines(check({ 'campaigns/ss8.json': second, 'campaigns/ss6.json': ss6 }))).toEqual([
      "campaigns/ss6.json: /defaultFor: 'studySearch' is claimed by 'ss6' and 'ss8': exactly one campaign may stand in for it; remove 'studySearch' from the other's defaultFor (a copy of a campaign drops it, or says \"extends\" instead)",
      "campaigns/ss8.json: /defaultFor: 'studySearch' is claimed by 'ss6' and 'ss8': exactly one campaign may stand in for it; remove 'studySearch' from the other's defaultFor (a copy of a campaign drops it, or says \"extends\" instead)",
    ]);
    const files = new Map([['campaigns/ss6.json', JSON.stringify(ss6)]]);
    const whole = checkCampaigns({ files, library: files, validateSchema: campaignSchemaIssues, catalogues, complete: true });
    expect(lines(whole)).toEqual([
      'campaigns: /: no campaign stands in for \'signup\': add "defaultFor": ["signup"] to one (the flow a visit to an unknown or unnamed flow gets)',
      'campaigns: /: no campaign stands in for \'prescreen\': add "defaultFor": ["prescreen"] to one (the screener study cards open)',
      'campaigns: /: no campaign stands in for \'findProduct\': add "defaultFor": ["findProduct"] to one (the study search the thank-you pages\' Find {product} button opens)',
      'campaigns: /: no campaign stands in for \'patientLink\': add "defaultFor": ["patientLink"] to one (the flow a patient link opens)',
    ]);
    expect(lines(checkCampaigns({ files, library: files, validateSchema: campaignSchemaIssues, catalogues }))).toEqual([]);
    expect(lines(check({ 'campaigns/ss8.json': { ...ss8, defaultFor: ['somewhere'] } }))).toEqual([
      expect.stringContaining("campaigns/ss8.json: /defaultFor/0: must be one of"),
    ]);
  });

  it('applies a variant\'s fieldChanges to the step it extends, and reports one whose field is not there', () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    const variant = (home: object) => lines(check({ 'campaigns/ws10v.json': { name: 'ws10v', extends: 'ws10', steps: { home } } }, { 'campaigns/ws10.json': ws10 }));
    expect(variant({ fieldChanges: [{ replace: 'Email', with: { kind: 'Email', required: true } }, { insertAfter: 'GenericConsent', fields: [{ kind: 'HowHeard' }] }] })).toEqual([]);
    expect(variant({ fieldChanges: [{ remove: 'Emial' }] })[0]).toMatch(/^campaigns\/ws10v\.json: \/steps\/home\/fieldChanges\/0: the step has no field 'Emial' \(fields: ParticipantChoice, .*\), in 'ws10' step 'home'$/);
    expect(variant({ fieldChanges: [{ remove: 'Email' }, { change: 'Email', set: { required: true } }] })[0]).toMatch(/^campaigns\/ws10v\.json: \/steps\/home\/fieldChanges\/1: the step has no field 'Email'/);
    expect(variant({ fields: [{ kind: 'Email' }], fieldChanges: [{ remove: 'Email' }] })).toEqual([
      "campaigns/ws10v.json: /steps/home/fieldChanges: step 'home' gives both 'fields' and 'fieldChanges': give the whole list, or how it differs from 'ws10'",
    ]);
    expect(lines(check({ 'campaigns/ws10w.json': { name: 'ws10w', extends: 'ws10', steps: { extra: { path: 'extra', fieldChanges: [{ remove: 'Email' }] } } } }, { 'campaigns/ws10.json': ws10 }))).toEqual([
      "campaigns/ws10w.json: /steps/extra/fieldChanges: step 'extra' has 'fieldChanges', but 'ws10' has no step 'extra' with fields to change",
    ]);
    // A mistake inside one change is reported once, not with every other change shape's missing keys.
    expect(variant({ fieldChanges: [{ insertAfter: 'GenericConsent', fields: [{ kind: 'HowHeardd' }] }] })).toEqual([
      "campaigns/ws10v.json: /steps/home/fieldChanges/0/fields/0/kind: unknown value 'HowHeardd': did you mean 'HowHeard'?",
    ]);
    expect(variant({ fieldChanges: [{ replace: 'Email', with: { kind: 'Emial' } }] })).toEqual([
      "campaigns/ws10v.json: /steps/home/fieldChanges/0/with/kind: unknown value 'Emial': did you mean 'Email'?",
    ]);
    expect(variant({ fieldChanges: [{ insertAfter: 'Email', with: { kind: 'Phone' } }] })).toEqual([
      "campaigns/ws10v.json: /steps/home/fieldChanges/0: missing required key 'fields'",
      "campaigns/ws10v.json: /steps/home/fieldChanges/0/with: unknown key 'with'",
    ]);
    // A change may not touch a field's kind: that is a replace.
    expect(variant({ fieldChanges: [{ change: 'Email', set: { kind: 'Phone' } }] }).some((l) => l.includes('/steps/home/fieldChanges/0'))).toBe(true);
  });

  it('reports two fields with the same id on a step', () => {
    const doc = clone(s6);
    doc.steps.indications.fields[0].id = 'conditions';
    doc.steps.indications.fields[1].id = 'conditions';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toEqual(["campaigns/s6.json: /steps/indications/fields/1/id: a second field has the id 'conditions' on the same step"]);
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

describe('campaigns:check on what an author can write that JSON and the schema let through', () => {
  it('refuses a loop a visitor could never leave, once, naming its steps', () => {
    const doc = clone(s6);
    for (const id of ['thankyou', 'healthQuestions', 'healthThankYou']) delete doc.steps[id];
    doc.steps.indications.next = 'email';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toEqual([
      "campaigns/s6.json: /steps/indications/next: Next goes round 'email' → 'diagnosis' → 'indications' → 'email' with no way on to a step that finishes the flow (meta.finishesFlow) or has no Next: a visitor there could never finish",
    ]);
    // A way back that still leads on to the end is no trap.
    const back = clone(s6);
    back.steps.email.next = { rule: 'afterEmail' };
    expect(lines(check({ 'campaigns/s6.json': back })).filter((l) => l.includes('never finish'))).toEqual([]);
  });

  it('refuses a step that is its own next', () => {
    const doc = clone(s6);
    doc.steps.dob.next = 'dob';
    expect(lines(check({ 'campaigns/s6.json': doc }))).toContain("campaigns/s6.json: /steps/dob/next: Next goes round 'dob' → 'dob' with no way on to a step that finishes the flow (meta.finishesFlow) or has no Next: a visitor there could never finish");
    // One outcome of several back to the step itself traps the visitors who get it.
    const oneOutcome = clone(s6);
    oneOutcome.steps.email.next = { rule: 'afterEmail', to: { diagnosis: 'email' } };
    expect(lines(check({ 'campaigns/s6.json': oneOutcome }))).toEqual([
      "campaigns/s6.json: /steps/email/next/to/diagnosis: rule 'afterEmail' sends its outcome 'diagnosis' back to step 'email' itself: a visitor with that outcome would see the step again at every Next",
      "campaigns/s6.json: /steps/diagnosis: step 'diagnosis' is unreachable from home 'home'",
    ]);
    // Through a rule whose every outcome is the step itself.
    const ruled = clone(s6);
    ruled.steps.email.next = { rule: 'afterEmail', to: { diagnosis: 'email', indications: 'email' } };
    // Said as one loop, not also outcome by outcome.
    expect(lines(check({ 'campaigns/s6.json': ruled })).filter((l) => l.includes('/steps/email/'))).toHaveLength(1);
    expect(lines(check({ 'campaigns/s6.json': ruled }))).toContain("campaigns/s6.json: /steps/email/next: Next goes round 'email' → 'email' with no way on to a step that finishes the flow (meta.finishesFlow) or has no Next: a visitor there could never finish");
  });

  it("refuses a campaign that saves leads without showing its consent wording to every visitor before the visit ends", () => {
    const shipped = (name: string) => JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8')) as Record<string, unknown>;
    const library = { 'campaigns/ws10.json': shipped('ws10'), 'campaigns/ws19.json': shipped('ws19') };
    const variant = (base: string, steps: Record<string, unknown>) => lines(check({ 'campaigns/qa-consent.json': { name: 'qa-consent', extends: base, steps } }, library));
    const noWording = (step: string) => `campaigns/qa-consent.json: /steps/${step}/saveSubject: step '${step}' saves the lead, but no step shows the campaign's consent wording to every visitor (GenericConsent, without visibleWhen): leads would be stored without the consent`;
    const endsWithout = (step: string) => `campaigns/qa-consent.json: /steps/${step}: a visitor can reach step '${step}', where the visit ends, without passing the step that shows the campaign's consent wording (GenericConsent): their lead would be stored without the consent`;
    // Removed, or replaced by another consent (health data, commercial texts), the wording is shown nowhere.
    expect(variant('s6', { indications: { fieldChanges: [{ remove: 'GenericConsent' }] } })).toEqual([noWording('phone')]);
    expect(variant('ws10', { home: { fieldChanges: [{ replace: 'GenericConsent', with: { kind: 'HealthDataConsent' } }] } })).toEqual([noWording('home')]);
    expect(variant('ws19', { home: { fieldChanges: [{ remove: 'GenericConsent' }] } })).toEqual([noWording('home')]);
    // Shown to some visitors only.
    expect(variant('ws10', { home: { fieldChanges: [{ change: 'GenericConsent', set: { visibleWhen: 'isCaregiver' } }] } })).toEqual([noWording('home')]);
    // After the thank-you, or on a step only some visitors reach.
    expect(variant('s6', {
      indications: { fieldChanges: [{ remove: 'GenericConsent' }] },
      healthQuestions: { fieldChanges: [{ insertAfter: 'HealthQuestions', fields: [{ kind: 'GenericConsent' }] }] },
    })).toEqual([endsWithout('thankyou')]);
    expect(variant('ws10', {
      home: { fieldChanges: [{ remove: 'GenericConsent' }] },
      cancerindications: { fieldChanges: [{ insertAfter: 'CancerDetails', fields: [{ kind: 'GenericConsent' }] }] },
    })).toEqual([endsWithout('thanks')]);
    // Moved to a step every visitor passes before the end, it is asked.
    expect(variant('s6', {
      indications: { fieldChanges: [{ remove: 'GenericConsent' }] },
      email: { fieldChanges: [{ insertAfter: 'Email', fields: [{ kind: 'GenericConsent' }] }] },
    })).toEqual([]);
    // A partner screener asks its own consent; a campaign that saves nothing needs none.
    expect(lines(check({ 'campaigns/ps2.json': shipped('ps2') }, library))).toEqual([]);
    expect(check({ 'campaigns/ss8.json': shipped('ss8') })).toEqual([]);
  });

  it('refuses a thank-you in a campaign where no step saves the lead: its visitors were sent back to the home with nothing stored', () => {
    const variant = (steps: Record<string, unknown>) => lines(check({ 'campaigns/qa9.json': { name: 'qa9', extends: 's6', steps } }, { 'campaigns/s6.json': clone(s6) }));
    const thanks = (step: string) => `campaigns/qa9.json: /steps/${step}: a visitor can reach step '${step}', which thanks the person for what they sent, without leaving a step that saves the lead (saveSubject): they would be sent back to the home, with nothing stored`;
    // The questionnaire after the thank-you saves by the lead's token: it saves no lead of its own, and its thank-you is reached unsaved too.
    expect(variant({ phone: { saveSubject: false }, email: { saveSubject: false }, indications: { saveSubject: false } })).toEqual([thanks('thankyou'), thanks('healthThankYou')]);
    // One step on the way that saves is enough.
    expect(variant({ phone: { saveSubject: false }, email: { saveSubject: false } })).toEqual([]);
    expect(variant({ phone: { saveSubject: false }, indications: { saveSubject: false } })).toEqual([]);
    expect(variant({})).toEqual([]);
    // A home that saves covers every step after it (ws10's one-page screener).
    expect(lines(check({ 'campaigns/ws10.json': JSON.parse(readFileSync('campaigns/ws10.json', 'utf8')) as Record<string, unknown> }))).toEqual([]);
  });

  it('refuses a key written twice in one object, at the one kept, naming the line of the one lost', () => {
    const text = JSON.stringify(s6, null, 2).replace('"steps": {', '"steps": {\n    "dob": { "path": "first-dob", "fields": [ { "kind": "Age" } ] },');
    const problems = checkCampaigns({ files: new Map([['campaigns/s6.json', text]]), validateSchema: campaignSchemaIssues, catalogues });
    const errors = problems.filter((p) => p.severity === 'error');
    const dobLines = text.split('\n').flatMap((line, i) => (line.trim().startsWith('"dob": {') ? [i + 1] : []));
    expect(dobLines).toHaveLength(2);
    expect(errors.map(formatProblem)).toEqual([`campaigns/s6.json: /steps/dob: 'dob' is written twice in this object (first at line ${dobLines[0]}): JSON keeps only this one, and the first is lost`]);
    const kept = dobLines[1];
    expect(formatProblemAt(errors[0] as Problem, text)).toMatch(new RegExp(`^campaigns/s6\\.json:${kept}:\\d+: /steps/dob: `));
  });

  it("says JSON.parse's words without the text it quotes or its own place, at the place it gives, else at the scanner's", () => {
    const text = `{\n  "name": "broken",${' '.repeat(100)}\n  name: 1\n}`;
    // Node 22 and Chromium add the line and column; Node 20 does not. A position of three digits is read whole.
    expect(jsonSyntaxError(text, "Expected double-quoted property name in JSON at position 124 (line 3 column 3)")).toEqual({ message: 'invalid JSON: Expected double-quoted property name', at: { start: 124, end: 125, line: 3, column: 3 } });
    expect(jsonSyntaxError(text, 'Expected double-quoted property name in JSON at position 124')).toEqual({ message: 'invalid JSON: Expected double-quoted property name', at: { start: 124, end: 125, line: 3, column: 3 } });
    // The place JSON.parse gives wins over the scanner's.
    expect(jsonSyntaxError(text, 'Unexpected character in JSON at position 4').at).toMatchObject({ start: 4, line: 2, column: 3 });
    // Quoting the text, with or without an ellipsis, over several lines: no position, so the scanner's.
    expect(jsonSyntaxError(text, 'Unexpected token \'n\', ..."        \n  name: 1\n}" is not valid JSON')).toEqual({ message: "invalid JSON: Unexpected token 'n'", at: { start: 124, end: 125, line: 3, column: 3 } });
    expect(jsonSyntaxError('{ "a": True }', 'Unexpected token \'T\', "{ "a": True }" is not valid JSON')).toEqual({ message: "invalid JSON: Unexpected token 'T'", at: { start: 7, end: 8, line: 1, column: 8 } });
    expect(jsonSyntaxError('{ "a": 1', 'Unexpected end of JSON input')).toEqual({ message: 'invalid JSON: Unexpected end of JSON input', at: { start: 8, end: 8, line: 1, column: 9 } });
  });

  it('reads a file that is JSON but not a campaign (null, a list, a text) as one with no name, without failing', () => {
    for (const text of ['null', '[]', '"s6"', '42']) {
      expect(() => check({ 'campaigns/odd.json': text }), text).not.toThrow();
      expect(lines(check({ 'campaigns/odd.json': text })).length, text).toBeGreaterThan(0);
    }
  });

  it('refuses a partner screener that saves leads and asks no consent of its own', () => {
    const ps1 = JSON.parse(readFileSync('campaigns/ps1.json', 'utf8')) as { steps: Record<string, { fields: Array<{ kind: string }> }> };
    const doc = clone(ps1);
    for (const step of Object.values(doc.steps)) step.fields = step.fields.filter((f) => f.kind !== 'PartnerConsent');
    expect(lines(check({ 'campaigns/ps1.json': doc })).filter((l) => l.includes('consent'))).toEqual(["campaigns/ps1.json: /steps/home/saveSubject: step 'home' saves the lead, but no step asks a consent: every lead would be stored without one"]);
    expect(lines(check({ 'campaigns/ps1.json': ps1 }))).toEqual([]);
    // A misspelt kind beside it is said by the schema check, which ends the check of that file.
    const misspelt = clone(ps1);
    misspelt.steps.home?.fields.unshift({ kind: 'PartnerConsnet' });
    expect(lines(check({ 'campaigns/ps1.json': misspelt }))).toEqual([expect.stringMatching(/^campaigns\/ps1\.json: \/steps\/home\/fields\/\d+\/kind: unknown value 'PartnerConsnet': did you mean 'PartnerConsent'\?$/)]);
  });

  it('places a syntax error at its line and column, in one line of words, whichever of its messages JSON.parse gives', () => {
    const at = (text: string) => {
      const [problem, ...more] = check({ 'campaigns/broken.json': text });
      expect(more).toEqual([]);
      return formatProblemAt(problem as Problem, text);
    };
    expect(at('{\n  "name": "broken",\n  name: 1\n}')).toMatch(/^campaigns\/broken\.json:3:3: \/: invalid JSON: [^\n]+$/);
    // Messages without a position: a single quote, True, a comment, a missing brace.
    expect(at("{\n  \"name\": 'broken'\n}")).toMatch(/^campaigns\/broken\.json:2:11: \/: invalid JSON: Unexpected token '''$/);
    expect(at('{\n  "name": "broken",\n  "showProgress": True\n}')).toMatch(/^campaigns\/broken\.json:3:19: \/: invalid JSON: Unexpected token 'T'$/);
    expect(at('{\n  // a note\n  "name": "broken"\n}')).toMatch(/^campaigns\/broken\.json:2:3: \/: invalid JSON: [^\n]+$/);
    expect(at('{\n  "name": "broken"\n')).toMatch(/^campaigns\/broken\.json:3:1: \/: invalid JSON: [^\n]+$/);
    expect(at('\uFEFF{ "name": "broken" }')).toBe("campaigns/broken.json:1:1: /: invalid JSON: the file begins with a byte-order mark (saved as 'UTF-8 with BOM'): save it as UTF-8 without one");
  });
});
