import { describe, expect, it } from 'vitest';
import { PATTERN_WORDS, schemaIssuesOf, toIssues, type SchemaError } from './schemaIssues.ts';
import campaignSchema from '../../schemas/campaign.schema.json' with { type: 'json' };
import brandSchema from '../../schemas/brand.schema.json' with { type: 'json' };
import personasSchema from '../../schemas/personas.schema.json' with { type: 'json' };

const error = (keyword: string, instancePath: string, params: unknown = {}, message?: string): SchemaError => ({ keyword, instancePath, params, ...(message === undefined ? {} : { message }) });

describe('toIssues', () => {
  it('gives no issue for no errors', () => {
    expect(toIssues(null)).toEqual([]);
    expect(toIssues(undefined)).toEqual([]);
    expect(toIssues([])).toEqual([]);
  });

  it('names an unknown key by its pointer, escaped, and a missing one and an enum by what is wanted', () => {
    expect(toIssues([
      error('additionalProperties', '/steps/home', { additionalProperty: 'a/b~c' }, 'must NOT have additional properties'),
      error('required', '/steps/home', { missingProperty: 'fields' }, "must have required property 'fields'"),
      error('enum', '/flowType', { allowedValues: ['signup', 'webScreener'] }, 'must be equal to one of the allowed values'),
      error('type', '/name', { type: 'string' }, 'must be string'),
      error('minLength', '/name', {}),
      error('pattern', '/consent/us/es', { pattern: '\\S' }, 'must match pattern "\\S"'),
      error('pattern', '/name', { pattern: '^[a-z]+$' }, 'must match pattern "^[a-z]+$"'),
    ])).toEqual([
      { pointer: '/steps/home/a~1b~0c', message: "unknown key 'a/b~c'" },
      { pointer: '/steps/home', message: "missing required key 'fields'" },
      { pointer: '/flowType', message: 'must be one of: signup, webScreener' },
      { pointer: '/name', message: 'must be string' },
      { pointer: '/name', message: 'is invalid' },
      { pointer: '/consent/us/es', message: 'must not be empty or only spaces: a visitor would read nothing' },
      { pointer: '/name', message: 'must match pattern "^[a-z]+$"' },
    ]);
  });

  it('names the allowed value a slip was meant to be, read from the document at the error\'s pointer (escaped)', () => {
    const enumError = (path: string) => error('enum', path, { allowedValues: ['signup', 'webScreener', 'studySearch'] }, 'must be equal to one of the allowed values');
    const doc = { flowType: 'webscreenr', steps: { 'a/b': { kind: 'sigup' }, 'c~d': { kind: 'studysearh' } }, other: 'partner', count: 3, empty: null };
    expect(toIssues([enumError('/flowType'), enumError('/steps/a~1b/kind'), enumError('/steps/c~0d/kind'), enumError('/other'), enumError('/count'), enumError('/missing/deeper'), enumError('/empty/kind')], doc)).toEqual([
      { pointer: '/flowType', message: "unknown value 'webscreenr': did you mean 'webScreener'?" },
      { pointer: '/steps/a~1b/kind', message: "unknown value 'sigup': did you mean 'signup'?" },
      { pointer: '/steps/c~0d/kind', message: "unknown value 'studysearh': did you mean 'studySearch'?" },
      { pointer: '/other', message: 'must be one of: signup, webScreener, studySearch' },
      { pointer: '/count', message: 'must be one of: signup, webScreener, studySearch' },
      { pointer: '/missing/deeper', message: 'must be one of: signup, webScreener, studySearch' },
      { pointer: '/empty/kind', message: 'must be one of: signup, webScreener, studySearch' },
    ]);
  });

  it('names the nearest few of a long list when the value is no slip, never the whole list', () => {
    const kinds = ['Age', 'Phone', 'Email', 'Gender', 'Heading', 'FullName', 'BirthDate', 'PostalCode', 'GenericConsent', 'ESignConsent', 'PartnerConsent'];
    const kindError = error('enum', '/kind', { allowedValues: kinds }, 'must be equal to one of the allowed values');
    expect(toIssues([kindError], { kind: 'Agee' })).toEqual([{ pointer: '/kind', message: "unknown value 'Agee': did you mean 'Age'?" }]);
    expect(toIssues([kindError], { kind: 'Telephone' })).toEqual([{ pointer: '/kind', message: "unknown value 'Telephone': did you mean 'Phone'?" }]);
    expect(toIssues([kindError], { kind: 'Consent' })).toEqual([{ pointer: '/kind', message: "unknown value 'Consent': did you mean 'ESignConsent', 'GenericConsent' or 'PartnerConsent'?" }]);
    expect(toIssues([kindError], { kind: 7 })).toEqual([{ pointer: '/kind', message: `must be one of: ${kinds.join(', ')}` }]);
  });

  it('of a oneOf whose branches all failed, keeps the errors of the branch most likely meant', () => {
    const at = (keyword: string, instancePath: string, schemaPath: string, params: unknown = {}, message?: string): SchemaError => ({ ...error(keyword, instancePath, params, message), schemaPath });
    const oneOf = at('oneOf', '/next', '#/properties/next/oneOf', {}, 'must match exactly one schema in oneOf');
    // The fewest errors wins; a branch whose very type is wrong is not meant, however few its errors.
    expect(toIssues([
      at('type', '/next', '#/properties/next/oneOf/0/type', { type: 'string' }, 'must be string'),
      at('additionalProperties', '/next', '#/properties/next/oneOf/1/additionalProperties', { additionalProperty: 'rul' }),
      at('required', '/next', '#/properties/next/oneOf/1/required', { missingProperty: 'rule' }),
      oneOf,
    ])).toEqual([{ pointer: '/next/rul', message: "unknown key 'rul'" }, { pointer: '/next', message: "missing required key 'rule'" }]);
    expect(toIssues([
      at('required', '/x', '#/a/oneOf/0/required', { missingProperty: 'p' }),
      at('required', '/x', '#/a/oneOf/0/required', { missingProperty: 'q' }),
      at('required', '/x', '#/a/oneOf/1/required', { missingProperty: 'r' }),
      at('oneOf', '/x', '#/a/oneOf'),
    ])).toEqual([{ pointer: '/x', message: "missing required key 'r'" }]);
    // An error below the value that no branch claims is the meant branch's (it failed inside a definition it refers to).
    expect(toIssues([
      at('required', '/x', '#/a/oneOf/0/required', { missingProperty: 'p' }),
      at('minLength', '/x/name', '#/definitions/name/minLength', {}, 'must NOT have fewer than 1 characters'),
      at('oneOf', '/x', '#/a/oneOf'),
    ])).toEqual([{ pointer: '/x/name', message: 'must NOT have fewer than 1 characters' }]);
    // A branch whose value has the wrong type is not meant even with fewer errors; errors of a branch below the
    // oneOf's value are that branch's; an error elsewhere is kept as it is.
    expect(toIssues([
      at('minimum', '/other', '#/properties/other/minimum', {}, 'must be >= 0'),
      at('type', '/x', '#/s/oneOf/0/type', { type: 'string' }, 'must be string'),
      at('required', '/x', '#/s/oneOf/0/required', { missingProperty: 'o' }),
      at('additionalProperties', '/x/a', '#/s/oneOf/1/properties/a/additionalProperties', { additionalProperty: 'z' }),
      at('required', '/x', '#/s/oneOf/1/required', { missingProperty: 'p' }),
      at('required', '/x', '#/s/oneOf/1/required', { missingProperty: 'q' }),
      at('oneOf', '/x', '#/s/oneOf'),
    ])).toEqual([
      { pointer: '/other', message: 'must be >= 0' },
      { pointer: '/x/a/z', message: "unknown key 'z'" },
      { pointer: '/x', message: "missing required key 'p'" },
      { pointer: '/x', message: "missing required key 'q'" },
    ]);
    // A wrong type deeper in a branch is an ordinary error of that branch, not a sign it was not meant.
    expect(toIssues([
      at('type', '/x/n', '#/s/oneOf/0/properties/n/type', { type: 'number' }, 'must be number'),
      at('required', '/x', '#/s/oneOf/1/required', { missingProperty: 'p' }),
      at('required', '/x', '#/s/oneOf/1/required', { missingProperty: 'q' }),
      at('oneOf', '/x', '#/s/oneOf'),
    ])).toEqual([{ pointer: '/x/n', message: 'must be number' }]);
    // Branch numbers of two digits.
    expect(toIssues([
      at('required', '/x', '#/a/oneOf/10/required', { missingProperty: 'p' }),
      at('required', '/x', '#/a/oneOf/10/required', { missingProperty: 'p2' }),
      at('required', '/x', '#/a/oneOf/11/required', { missingProperty: 'q' }),
      at('oneOf', '/x', '#/a/oneOf'),
    ])).toEqual([{ pointer: '/x', message: "missing required key 'q'" }]);
    // Two oneOfs are judged apart.
    expect(toIssues([
      at('required', '/x', '#/a/oneOf/0/required', { missingProperty: 'p' }),
      at('required', '/x', '#/a/oneOf/1/required', { missingProperty: 'q' }),
      at('required', '/x', '#/a/oneOf/1/required', { missingProperty: 'q2' }),
      at('oneOf', '/x', '#/a/oneOf'),
      at('required', '/y', '#/b/oneOf/0/required', { missingProperty: 's' }),
      at('required', '/y', '#/b/oneOf/0/required', { missingProperty: 's2' }),
      at('required', '/y', '#/b/oneOf/1/required', { missingProperty: 't' }),
      at('oneOf', '/y', '#/b/oneOf'),
    ])).toEqual([{ pointer: '/x', message: "missing required key 'p'" }, { pointer: '/y', message: "missing required key 't'" }]);
  });

  it('leaves out the oneOf and if wrappers (their branches say what is wrong) and says each issue once', () => {
    expect(toIssues([
      error('oneOf', '/steps/home/fields/0', {}, 'must match exactly one schema in oneOf'),
      error('if', '/steps/home', {}, 'must match "then" schema'),
      error('type', '/x', { type: 'string' }, 'must be string'),
      error('type', '/x', { type: 'string' }, 'must be string'),
      error('type', '/y', { type: 'string' }, 'must be string'),
    ])).toEqual([{ pointer: '/x', message: 'must be string' }, { pointer: '/y', message: 'must be string' }]);
  });
});

describe('schemaIssuesOf', () => {
  it('gives none when the validator passes and its errors as issues when it fails', () => {
    const validate = Object.assign((doc: unknown) => {
      validate.errors = doc === 'bad' ? [error('type', '', { type: 'object' }, 'must be object')] : null;
      return doc !== 'bad';
    }, { errors: null as SchemaError[] | null });
    const issues = schemaIssuesOf(validate);
    expect(issues('good')).toEqual([]);
    expect(issues('bad')).toEqual([{ pointer: '', message: 'must be object' }]);
  });
});

describe('patterns in words', () => {
  it("says what a pattern asks for, with the value refused, rather than the pattern's own text", () => {
    const doc = { mainBgColor: 'red', steps: { dob: { path: 'date of birth' } } };
    expect(toIssues([
      error('pattern', '/mainBgColor', { pattern: '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|white)$' }, 'must match pattern "…"'),
      error('pattern', '/steps/dob/path', { pattern: '^[a-zA-Z0-9-]+$' }, 'must match pattern "…"'),
    ], doc)).toEqual([
      { pointer: '/mainBgColor', message: "'red' must be a colour written #rgb or #rrggbb (such as #f5f7fa), or 'white'" },
      { pointer: '/steps/dob/path', message: "'date of birth' must be a part of the page's address: letters, digits and hyphens only (no spaces)" },
    ]);
  });

  it('names a refused key at its own place, once, rather than the object that holds it twice over', () => {
    expect(toIssues([
      { ...error('pattern', '/steps', { pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }, 'must match pattern "…"'), propertyName: 'date-of-birth' },
      error('propertyNames', '/steps', { propertyName: 'date-of-birth' }, 'property name must be valid'),
    ], { steps: { 'date-of-birth': {} } })).toEqual([
      { pointer: '/steps/date-of-birth', message: "'date-of-birth' cannot be a key here: it must be letters and digits only, beginning with a letter (no spaces, hyphens or underscores)" },
    ]);
  });

  it("drops a oneOf branch's type error beside errors of the branch whose type matched, at or below the same value", () => {
    const title = '/steps/dob/title';
    const typeError = error('type', title, { type: 'string' }, 'must be string');
    const oneOf = error('oneOf', title, {}, 'must match exactly one schema in oneOf');
    const below = error('pattern', `${title}/en`, { pattern: '\\S' }, 'must match pattern "\\S"');
    const beside = { ...error('additionalProperties', title, { additionalProperty: 'fr' }, 'must NOT have additional properties') };
    expect(toIssues([typeError, below, oneOf], {})).toEqual([{ pointer: `${title}/en`, message: 'must not be empty or only spaces: a visitor would read nothing' }]);
    expect(toIssues([typeError, beside, oneOf], {})).toEqual([{ pointer: `${title}/fr`, message: "unknown key 'fr'" }]);
    // Kept: with no oneOf at that value; when every branch failed by its type; beside an error at a value that only begins alike.
    expect(toIssues([typeError, below], {})).toEqual([{ pointer: title, message: 'must be string' }, { pointer: `${title}/en`, message: 'must not be empty or only spaces: a visitor would read nothing' }]);
    expect(toIssues([typeError, error('type', title, { type: 'object' }, 'must be object'), oneOf], {})).toEqual([{ pointer: title, message: 'must be string' }, { pointer: title, message: 'must be object' }]);
    const alike = error('required', `${title}Caregiver`, { missingProperty: 'en' }, 'x');
    expect(toIssues([typeError, alike, oneOf], {})).toEqual([{ pointer: title, message: 'must be string' }, { pointer: `${title}Caregiver`, message: "missing required key 'en'" }]);
    // A oneOf at another value does not count.
    expect(toIssues([typeError, below, error('oneOf', '/steps/dob', {}, 'x')], {})).toHaveLength(2);
  });

  it('has words for every pattern of the campaign, brand and persona schemas', () => {
    const patterns = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) if (key === 'pattern' && typeof value === 'string') patterns.add(value); else walk(value);
      }
    };
    for (const schema of [campaignSchema, brandSchema, personasSchema]) walk(schema);
    expect(patterns.size).toBeGreaterThan(10);
    // Each in words of its own: none blank, none two patterns share.
    const words = Object.values(PATTERN_WORDS);
    expect(words.filter((w) => w.trim().length < 15)).toEqual([]);
    expect(new Set(words).size).toBe(words.length);
    expect([...patterns].filter((p) => p !== '\\S' && !(p in PATTERN_WORDS))).toEqual([]);
  });
});
