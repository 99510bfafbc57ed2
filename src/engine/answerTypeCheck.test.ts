import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_SCHEMA_KEYWORDS, answerTypeCheck, type AnswerSchema } from './answerTypeCheck.ts';
import { fieldKinds } from './fieldKinds.ts';

// The Ajv options the pages used with the precompiled validators (rjsf's, without verbose).
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: false });

const schemas = [...new Map(Object.values(fieldKinds).map((kind) => [JSON.stringify(kind.schema), kind.schema as AnswerSchema])).values()];

function keywords(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  return [
    ...Object.keys(s),
    ...Object.values((s.properties ?? {}) as Record<string, unknown>).flatMap(keywords),
    ...keywords(s.items),
    ...keywords(s.additionalProperties),
  ];
}

const sorted = (errors: unknown[] | null | undefined) => (errors ?? []).map((e) => JSON.stringify(e)).sort();

/** Values near what the widgets produce, and far from it. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    fc.integer({ min: -3, max: 3 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -0, 1.5, 2.0), fc.boolean(), fc.constantFrom('', 'cm', 'ft', '7'), fc.constant(null),
    fc.array(tie('any'), { maxLength: 4 }),
    // Objects as JSON.parse makes them (with Object's prototype).
    fc.dictionary(fc.constantFrom('unit', 'cm', 'feet', 'inches', 'kg', 'lb', 'slotId', 'skip', 'connect', 'transfer', '12', 'a/b', 'x~y'), tie('any'), { maxKeys: 4, noNullPrototype: true }),
  ),
})).any;

describe('answerTypeCheck', () => {
  it('covers every keyword the field kinds use', () => {
    for (const schema of schemas) for (const keyword of keywords(schema)) expect(ANSWER_SCHEMA_KEYWORDS, keyword).toContain(keyword);
    expect(schemas.length).toBeGreaterThan(8);
  });

  it('agrees with Ajv on every field kind\'s schema: the verdict and each error', () => {
    for (const schema of schemas) {
      const byAjv = ajv.compile(schema);
      const ours = answerTypeCheck(schema);
      fc.assert(fc.property(value, (data) => {
        expect(ours(data)).toBe(byAjv(data));
        expect(sorted(ours.errors)).toEqual(sorted(byAjv.errors));
      }), { numRuns: 400 });
    }
  });

  it('agrees with Ajv on the other shapes its keywords allow (a kind may use them tomorrow)', () => {
    const shapes: AnswerSchema[] = [
      { type: 'array', items: { type: 'object', properties: { cm: { type: 'number' } } }, uniqueItems: true },
      { type: 'array', uniqueItems: true },
      { uniqueItems: true, items: { type: 'string' } },
      { type: 'array', items: { type: 'boolean' }, uniqueItems: true },
      { type: 'array', items: { type: 'string' }, uniqueItems: true },
      { type: 'array', items: { type: 'number' }, uniqueItems: true },
      { type: 'object', properties: { unit: { type: 'string' } }, additionalProperties: false },
      { type: 'object', properties: { unit: { type: 'string' } }, additionalProperties: true },
      { type: 'object', additionalProperties: { type: 'integer' } },
      { properties: { cm: { type: 'number' } }, items: { type: 'integer' } },
      { additionalProperties: false },
      {},
    ];
    for (const schema of shapes) {
      const byAjv = ajv.compile(schema);
      const ours = answerTypeCheck(schema);
      fc.assert(fc.property(value, (data) => {
        expect(ours(data), JSON.stringify([schema, data])).toBe(byAjv(data));
        expect(sorted(ours.errors)).toEqual(sorted(byAjv.errors));
      }), { numRuns: 300 });
      // Duplicates the generator rarely makes.
      for (const data of [[{ cm: 1 }, { cm: 1 }], ['a', 'a'], [true, false, true], [1.5, 1.5], [2, 2.0], [[1], [1]], ['7', 7], [Number.NaN, Number.NaN], [Infinity, Number.NaN], [{ a: 1, b: 2 }, { b: 2, a: 1 }], [{ a: 1 }, { a: 1, b: undefined }], [{}, []], [[], {}], [[1, 2], [1]], [{ a: 1, b: 2 }, { a: 1 }], [[1], [1, 2]], [[1, 2], [1, 3]], [{ a: 1 }, { a: 1, b: 2 }], [{ a: 1, b: 2 }, { a: 1, b: 3 }], [{ a: 1 }, { b: 1 }], { unit: 'cm', extra: 1 }]) {
        expect(ours(data), JSON.stringify([schema, data])).toBe(byAjv(data));
        expect(sorted(ours.errors)).toEqual(sorted(byAjv.errors));
      }
    }
  });

  it('agrees with Ajv on a step form of several answers', () => {
    const schema = { type: 'object', properties: Object.fromEntries(schemas.map((s, i) => [`f${i}`, s])) } as AnswerSchema;
    const byAjv = ajv.compile(schema);
    const ours = answerTypeCheck(schema);
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...schemas.map((_s, i) => `f${i}`)), value, { maxKeys: 6 }), (data) => {
      expect(ours(data)).toBe(byAjv(data));
      expect(sorted(ours.errors)).toEqual(sorted(byAjv.errors));
    }), { numRuns: 500 });
  });

  it('holds each kind to the answer type its widget gives', () => {
    const answers = (kind: keyof typeof fieldKinds) => answerTypeCheck(fieldKinds[kind].schema as AnswerSchema);
    expect(answers('Height')({ unit: 'cm', cm: 170 })).toBe(true);
    expect(answers('Height')({ unit: 'cm', cm: '170' })).toBe(false);
    expect(answers('Height')({ unit: 7, feet: 5, inches: 7 })).toBe(false);
    expect(answers('Weight')({ unit: 'kg', kg: 70.5 })).toBe(true);
    expect(answers('Weight')({ unit: 'lb', lb: '150' })).toBe(false);
    expect(answers('Age')(55)).toBe(true);
    expect(answers('Age')(55.5)).toBe(false);
    expect(answers('Diagnosis')('yes')).toBe(false);
    expect(answers('IndicationMultiSelect')([1, 2])).toBe(true);
    expect(answers('IndicationMultiSelect')([1, 1])).toBe(false);
    expect(answers('HealthQuestions')({ insurance: 'no', income: 5 })).toBe(false);
    expect(answers('StudyCriteria')({ 12: [1, 2] })).toBe(true);
    expect(answers('StudyCriteria')({ 12: ['yes'] })).toBe(false);
    expect(answers('SiteBooking')({ slotId: 42 })).toBe(false);
  });

  it('passes over an answer the form holds as undefined (a question not answered yet), as a missing key', () => {
    const health = answerTypeCheck({ type: 'object', additionalProperties: { type: 'string' } });
    expect(health({ insurance: undefined, education: 'masters_degree' })).toBe(true);
    expect(health.errors).toBeNull();
    expect(health({ insurance: 3 })).toBe(false);
    const open = answerTypeCheck({ type: 'object', properties: { unit: { type: 'string' } }, additionalProperties: true });
    expect(open({ unit: 'cm', anything: 1 })).toBe(true);
  });

  it('names the field, the keyword and the duplicate items as Ajv does', () => {
    const check = answerTypeCheck({ type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, height: { type: 'object', properties: { cm: { type: 'number' } } } } });
    expect(check({ ids: [1, 2], height: { cm: 170 } })).toBe(true);
    expect(check.errors).toBeNull();
    expect(check({ ids: [3, 1, 3, 'x'], height: { cm: '170' } })).toBe(false);
    expect(check.errors).toEqual([
      { instancePath: '/ids/3', schemaPath: '#/properties/ids/items/type', keyword: 'type', params: { type: 'integer' }, message: 'must be integer' },
      { instancePath: '/ids', schemaPath: '#/properties/ids/uniqueItems', keyword: 'uniqueItems', params: { i: 0, j: 2 }, message: 'must NOT have duplicate items (items ## 2 and 0 are identical)' },
      { instancePath: '/height/cm', schemaPath: '#/properties/height/properties/cm/type', keyword: 'type', params: { type: 'number' }, message: 'must be number' },
    ]);
    // An answer not given is not checked; the next call starts clean.
    expect(check({ ids: undefined })).toBe(true);
    expect(check.errors).toBeNull();
  });
});
