import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkCampaigns, formatProblem } from './checkCampaigns.ts';
import { campaignSchemaIssues } from './node/campaignSchemaCheck.ts';
import { readCatalogues } from './node/campaignFiles.ts';

const s6 = JSON.parse(readFileSync('campaigns/s6.json', 'utf8'));
const catalogues = readCatalogues();
const words = (en: string, es = `${en} (es)`) => ({ en, es });
const smoking = () => ({
  kind: 'SingleChoice', answer: 'smokingStatus', label: words('Do you smoke?'),
  options: [{ value: 'never', label: words('Never') }, { value: 'current', label: words('Current') }],
});

/** campaigns:check's errors for s6 with these fields on its gender step. */
function errorsWith(...fields: unknown[]): string[] {
  const doc = structuredClone(s6);
  doc.steps.genderSelect.fields = [{ kind: 'Gender' }, ...fields];
  const problems = checkCampaigns({ files: new Map([['campaigns/s6.json', JSON.stringify(doc)]]), validateSchema: campaignSchemaIssues, catalogues });
  return problems.filter((p) => p.severity === 'error').map(formatProblem);
}
const at = (i: number, rest = '') => `campaigns/s6.json: /steps/genderSelect/fields/${i}${rest}`;

describe("campaigns:check on the campaign's own questions", () => {
  it('refuses a field shown on the answer to a question a visitor meets only after it', () => {
    const doc = structuredClone(s6);
    doc.steps.dob.fields.push(smoking());
    doc.steps.postal.fields.push({ kind: 'Email', visibleWhen: { answer: 'smokingStatus', in: ['current'] } });
    doc.steps.name.fields.push({ kind: 'Email', visibleWhen: { answer: 'smokingStatus', in: ['current'] } });
    const problems = checkCampaigns({ files: new Map([['campaigns/s6.json', JSON.stringify(doc)]]), validateSchema: campaignSchemaIssues, catalogues });
    expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([
      "campaigns/s6.json: /steps/postal/fields/1/visibleWhen/answer: 'smokingStatus' is asked on 'dob', which a visitor does not pass before 'postal': on the way forward the field would never show",
    ]);
  });

  it('accepts a question with its answer key, words and options, and a field shown on its answer', () => {
    expect(errorsWith(smoking(), { kind: 'Number', answer: 'perDay', label: words('How many?'), unit: words('a day'), min: 1, max: 60, visibleWhen: { answer: 'smokingStatus', in: ['current'] } })).toEqual([]);
  });

  it('accepts every question kind with each setting it reads', () => {
    const options = [{ value: 'a', label: words('A') }, { value: 'b', label: words('B') }];
    expect(errorsWith(
      { kind: 'SingleChoice', answer: 'one', label: words('One'), options },
      { kind: 'MultiChoice', answer: 'many', label: words('Many'), options },
      { kind: 'YesNo', answer: 'yes1', label: words('Yes?') },
      { kind: 'Number', answer: 'n', label: words('N'), min: 3, max: 3, integer: true, unit: words('kg') },
      { kind: 'Number', answer: 'atLeast', label: words('N'), min: 5 },
      { kind: 'Date', answer: 'when', label: words('When') },
      { kind: 'ShortText', answer: 'note', label: words('Note'), maxLength: 20 },
      { kind: 'Email', visibleWhen: { answer: 'n', in: [3] } },
      { kind: 'Height', visibleWhen: { answer: 'many', in: ['b'] } },
    )).toEqual([]);
  });

  it('refuses a question without an answer key, words or options', () => {
    expect(errorsWith({ kind: 'MultiChoice', answer: 'many', label: words('Many') })).toEqual([`${at(1)}: a MultiChoice question needs 'options'`]);
    expect(errorsWith({ kind: 'YesNo', label: words('Allergic?') })).toEqual([`${at(1)}: a YesNo question needs 'answer': the name its answer is stored under`]);
    expect(errorsWith({ kind: 'ShortText', answer: 'note' })).toEqual([`${at(1)}: a ShortText question needs 'label': the words the visitor answers`]);
    expect(errorsWith({ kind: 'SingleChoice', answer: 'pick', label: words('Pick') })).toEqual([`${at(1)}: a SingleChoice question needs 'options'`]);
  });

  it('refuses an answer key used twice in the campaign, or one of the built-in answers', () => {
    const doc = structuredClone(s6);
    doc.steps.genderSelect.fields = [{ kind: 'Gender' }, smoking()];
    doc.steps.postal.fields = [...doc.steps.postal.fields, { ...smoking(), kind: 'YesNo', options: undefined }];
    const problems = checkCampaigns({ files: new Map([['campaigns/s6.json', JSON.stringify(doc)]]), validateSchema: campaignSchemaIssues, catalogues }).map(formatProblem);
    expect(problems).toContain(`campaigns/s6.json: /steps/postal/fields/${doc.steps.postal.fields.length - 1}/answer: answer 'smokingStatus' is already the answer of the question at /steps/genderSelect/fields/1`);
    expect(errorsWith({ ...smoking(), answer: 'phone' })).toEqual([`${at(1, '/answer')}: answer 'phone' is a built-in answer; name the question's answer otherwise`]);
  });

  it('refuses an option offered twice, bounds out of order, and settings the kind does not read', () => {
    expect(errorsWith({ ...smoking(), options: [{ value: 'a', label: words('A') }, { value: 'a', label: words('B') }] })).toEqual([`${at(1, '/options/1/value')}: option value 'a' is offered twice`]);
    expect(errorsWith({ kind: 'Number', answer: 'n', label: words('N'), min: 5, max: 1 })).toEqual([`${at(1, '/min')}: min 5 is above max 1`]);
    expect(errorsWith({ kind: 'YesNo', answer: 'yes1', label: words('Y'), maxLength: 3 })).toEqual([`${at(1, '/maxLength')}: a YesNo question does not read 'maxLength'`]);
    expect(errorsWith({ kind: 'Email', answer: 'x' })).toEqual([`${at(1, '/answer')}: 'answer' is read only by the question kinds (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText), not by Email`]);
  });

  it('refuses an option or a unit without Spanish words', () => {
    expect(errorsWith({ ...smoking(), options: [{ value: 'never', label: { en: 'Never' } }, { value: 'current', label: words('Current') }] }))
      .toEqual([`${at(1, '/options/0/label')}: 'Never' has no Spanish text ('es'): Spanish visitors would read English`]);
    expect(errorsWith({ kind: 'Number', answer: 'n', label: words('N'), unit: { en: 'kg' } })).toEqual([`${at(1, '/unit')}: 'kg' has no Spanish text ('es'): Spanish visitors would read English`]);
  });

  it('refuses a condition on an answer no question gives, or on a value it cannot have', () => {
    expect(errorsWith(smoking(), { kind: 'Email', visibleWhen: { answer: 'smoking', in: ['current'] } })).toEqual([`${at(2, '/visibleWhen/answer')}: no question of the campaign answers 'smoking' (its questions: smokingStatus)`]);
    expect(errorsWith(smoking(), { kind: 'YesNo', answer: 'allergic', label: words('A') }, { kind: 'Email', visibleWhen: { answer: 'x', in: ['y'] } }))
      .toEqual([`${at(3, '/visibleWhen/answer')}: no question of the campaign answers 'x' (its questions: smokingStatus, allergic)`]);
    // A built-in answer is asked, but read only by the named rules: saying that nothing answers it sent the author to the field that does.
    expect(errorsWith(smoking(), { kind: 'Email', visibleWhen: { answer: 'gender', in: ['female'] } })).toEqual([`${at(2, '/visibleWhen/answer')}: 'gender' is a built-in answer: a condition on an answer reads only the campaign's own questions (its questions: smokingStatus); what else a visit knows is read by the named visibility rules (visibleWhen: 'isCaregiver', say)`]);
    expect(errorsWith(smoking(), { kind: 'Email', visibleWhen: { answer: 'smokingStatus', in: ['current', 'daily'] } })).toEqual([`${at(2, '/visibleWhen/in/1')}: 'daily' is not an answer 'smokingStatus' can have (it can be never, current)`]);
    expect(errorsWith({ ...smoking(), visibleWhen: { answer: 'smokingStatus', in: ['current'] } })).toEqual([`${at(1, '/visibleWhen/answer')}: a question cannot be shown on its own answer`]);
    expect(errorsWith({ kind: 'YesNo', answer: 'allergic', label: words('A') }, { kind: 'Email', visibleWhen: { answer: 'allergic', in: ['yes'] } })).toEqual([`${at(2, '/visibleWhen/in/0')}: 'yes' is not an answer 'allergic' can have (it can be true, false)`]);
    expect(errorsWith({ kind: 'Number', answer: 'n', label: words('N') }, { kind: 'Email', visibleWhen: { answer: 'n', in: [true] } })).toEqual([`${at(2, '/visibleWhen/in/0')}: 'true' is not an answer 'n' can have (it takes numbers)`]);
    expect(errorsWith({ kind: 'ShortText', answer: 'note', label: words('Note') }, { kind: 'Email', visibleWhen: { answer: 'note', in: [false, 'none'] } })).toEqual([`${at(2, '/visibleWhen/in/0')}: 'false' is not an answer 'note' can have`]);
    // A count the question's bounds never give: the field would never show on it.
    const count = { kind: 'Number', answer: 'n', label: words('N'), min: 0, max: 5, integer: true };
    expect(errorsWith(count, { kind: 'Email', visibleWhen: { answer: 'n', in: [0, 5, 7, 2.5, -1] } })).toEqual([
      `${at(2, '/visibleWhen/in/2')}: '7' is not an answer 'n' can have (it takes whole numbers from 0 to 5)`,
      `${at(2, '/visibleWhen/in/3')}: '2.5' is not an answer 'n' can have (it takes whole numbers from 0 to 5)`,
      `${at(2, '/visibleWhen/in/4')}: '-1' is not an answer 'n' can have (it takes whole numbers from 0 to 5)`,
    ]);
    expect(errorsWith({ kind: 'Number', answer: 'n', label: words('N'), min: 1 }, { kind: 'Email', visibleWhen: { answer: 'n', in: [1, 2.5, 0] } })).toEqual([
      `${at(2, '/visibleWhen/in/2')}: '0' is not an answer 'n' can have (it takes numbers from 1)`,
    ]);
    expect(errorsWith({ kind: 'Number', answer: 'n', label: words('N'), max: 9 }, { kind: 'Email', visibleWhen: { answer: 'n', in: [9, 10] } })).toEqual([
      `${at(2, '/visibleWhen/in/1')}: '10' is not an answer 'n' can have (it takes numbers to 9)`,
    ]);
  });

  describe('disqualifyWhen', () => {
    const ws10 = JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'));
    /** campaigns:check's errors for ws10 with these fields added to a step (its home is the screening step). */
    function ws10ErrorsWith(step: string, ...fields: unknown[]): string[] {
      const doc = structuredClone(ws10);
      doc.steps[step].fields = [...doc.steps[step].fields, ...fields];
      const problems = checkCampaigns({ files: new Map([['campaigns/ws10.json', JSON.stringify(doc)]]), validateSchema: campaignSchemaIssues, catalogues });
      return problems.filter((p) => p.severity === 'error').map(formatProblem);
    }
    const home = (rest = '') => `campaigns/ws10.json: /steps/home/fields/${ws10.steps.home.fields.length}${rest}`;

    it('accepts answers a choice or yes-no question can have, asked on the screening step', () => {
      expect(ws10ErrorsWith('home', { ...smoking(), disqualifyWhen: { in: ['current'] } })).toEqual([]);
      expect(ws10ErrorsWith('home', { kind: 'YesNo', answer: 'pregnant', label: words('Pregnant?'), disqualifyWhen: { in: [true] } })).toEqual([]);
      expect(ws10ErrorsWith('home', { kind: 'MultiChoice', answer: 'meds', label: words('Medicines'), options: [{ value: 'a', label: words('A') }, { value: 'b', label: words('B') }], disqualifyWhen: { in: ['b'] } })).toEqual([]);
    });

    it('refuses an answer the question cannot have, and one that screens out everyone who answers', () => {
      expect(ws10ErrorsWith('home', { ...smoking(), disqualifyWhen: { in: ['current', 'daily'] } })).toEqual([`${home('/disqualifyWhen/in/1')}: 'daily' is not an answer 'smokingStatus' can have (it can be never, current)`]);
      expect(ws10ErrorsWith('home', { kind: 'YesNo', answer: 'pregnant', label: words('Pregnant?'), disqualifyWhen: { in: ['yes'] } })).toEqual([`${home('/disqualifyWhen/in/0')}: 'yes' is not an answer 'pregnant' can have (it can be true, false)`]);
      expect(ws10ErrorsWith('home', { ...smoking(), disqualifyWhen: { in: ['never', 'current'] } })).toEqual([`${home('/disqualifyWhen')}: every answer screens the person out: no one who answers can qualify`]);
      expect(ws10ErrorsWith('home', { kind: 'YesNo', answer: 'pregnant', label: words('Pregnant?'), disqualifyWhen: { in: [false, true] } })).toEqual([`${home('/disqualifyWhen')}: every answer screens the person out: no one who answers can qualify`]);
    });

    it('says only that options are missing on a choice that has none', () => {
      expect(ws10ErrorsWith('home', { kind: 'SingleChoice', answer: 'pick', label: words('Pick'), disqualifyWhen: { in: ['a'] } })).toEqual([`${home()}: a SingleChoice question needs 'options'`]);
    });

    it('refuses it on a question asked after the last screening step, or in a campaign that screens no one', () => {
      expect(ws10ErrorsWith('indications', { ...smoking(), disqualifyWhen: { in: ['current'] } }))
        .toEqual([`campaigns/ws10.json: /steps/indications/fields/${ws10.steps.indications.fields.length}/disqualifyWhen: the question is asked on 'indications', after every step that screens ('home'), so its answer comes too late to screen anyone out`]);
      expect(errorsWith({ ...smoking(), disqualifyWhen: { in: ['current'] } }))
        .toEqual([`${at(1, '/disqualifyWhen')}: the campaign screens no one for a study (no step has meta.screen), so no answer can screen anyone out`]);
    });

    it('judges the order a visitor meets the steps in, not the order the file writes them in', () => {
      const checked = (doc: unknown, library?: Record<string, unknown>) => checkCampaigns({
        files: new Map([[`campaigns/${(doc as { name: string }).name}.json`, JSON.stringify(doc)]]),
        library: library ? new Map(Object.entries(library).map(([file, d]) => [file, JSON.stringify(d)])) : undefined,
        validateSchema: campaignSchemaIssues, catalogues,
      }).filter((p) => p.severity === 'error').map(formatProblem);
      // A variant's new first step comes before the screening home, though the file lists it after the base's steps.
      const intro = { name: 'ws10i', extends: 'ws10', home: 'intro', steps: { intro: { path: 'intro', fields: [{ ...smoking(), disqualifyWhen: { in: ['current'] } }], next: 'home' }, home: { fieldChanges: [{ remove: 'MoreInformation' }] } } };
      expect(checked(intro, { 'campaigns/ws10.json': ws10 })).toEqual([]);
      // A step the file writes first but a visitor reaches only after the screening.
      const { steps, ...rest } = structuredClone(ws10);
      const late = { ...rest, steps: { late: { path: 'late', fields: [{ ...smoking(), disqualifyWhen: { in: ['current'] } }], next: 'thanks' }, ...steps } };
      late.steps.cancerindications.next = 'late';
      expect(checked(late)).toEqual([
        "campaigns/ws10.json: /steps/late/fields/0/disqualifyWhen: the question is asked on 'late', after every step that screens ('home'), so its answer comes too late to screen anyone out",
      ]);
    });

    it("takes a condition on a question's answer in a variant's change of an extended field, and checks it there", () => {
      const variant = (values: string[]) => checkCampaigns({
        files: new Map([['campaigns/ws10c.json', JSON.stringify({ name: 'ws10c', extends: 'ws10', steps: { home: { fieldChanges: [
          { insertAfter: 'Gender', fields: [smoking()] },
          { change: 'Ethnicity', set: { visibleWhen: { answer: 'smokingStatus', in: values } } },
        ] } } })]]),
        library: new Map([['campaigns/ws10.json', JSON.stringify(ws10)]]),
        validateSchema: campaignSchemaIssues, catalogues,
      }).filter((p) => p.severity === 'error').map(formatProblem);
      expect(variant(['never'])).toEqual([]);
      expect(variant(['sometimes'])).toEqual([
        "campaigns/ws10c.json: /steps/home/fieldChanges/1/set/visibleWhen/in/0: 'sometimes' is not an answer 'smokingStatus' can have (it can be never, current)",
      ]);
    });

    it('is read only by the choice and yes-no questions', () => {
      expect(ws10ErrorsWith('home', { kind: 'Number', answer: 'n', label: words('N'), disqualifyWhen: { in: ['x'] } })).toEqual([`${home('/disqualifyWhen')}: a Number question does not read 'disqualifyWhen'`]);
      expect(errorsWith({ kind: 'Email', disqualifyWhen: { in: ['x'] } })).toEqual([`${at(1, '/disqualifyWhen')}: 'disqualifyWhen' is read only by the question kinds (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText), not by Email`]);
    });
  });
});
