import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { CustomValidator, ErrorTransformer, ValidatorType } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { stepFormSchema, type StepFormSchema } from '../../engine/stepForm.ts';
import { stepValidator } from './stepValidator.ts';

/** What the pages used before: Ajv's standalone code for the schema behind @rjsf/validator-ajv8's precompiled validator. */
function precompiled(schema: StepFormSchema): ValidatorType {
  const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: false, discriminator: false, schemas: [schema], code: { source: true, lines: false } });
  const code = standaloneCode(ajv, { [schema.$id]: schema.$id });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, () => ({ default: (s: string) => [...s].length }));
  return createPrecompiledValidator(module.exports as never, schema as never) as ValidatorType;
}

const campaigns = [...loadCampaigns().values()];
const schemas = [...new Map(campaigns.flatMap((c) => c.stepOrder.map((step) => stepFormSchema(c, step))).map((s) => [JSON.stringify(s.properties), s])).values()];

const answer: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined), fc.integer({ min: -2, max: 200 }), fc.double({ noNaN: true }), fc.boolean(), fc.string({ maxLength: 4 }),
  fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }), fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }),
  fc.record({ unit: fc.constantFrom('cm', 'ft', 7), cm: fc.oneof(fc.integer(), fc.string()), kg: fc.oneof(fc.double({ noNaN: true }), fc.boolean()) }, { requiredKeys: [] }),
  fc.dictionary(fc.constantFrom('1', '2', 'q'), fc.oneof(fc.string({ maxLength: 2 }), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }), fc.integer())),
);

// The step page's own hooks: every library error reads as one message, and the rules add theirs.
const transformErrors: ErrorTransformer = (errors) => errors.map((e) => ({ ...e, message: 'This field is required' }));
const customValidate: CustomValidator = (data, errors) => {
  const first = Object.keys((data ?? {}) as object)[0];
  if (first) (errors as unknown as Record<string, { addError(m: string): void }>)[first]?.addError(`rule for ${first}`);
  return errors;
};

/** Every message in an error schema's branch, however deep. */
const messagesIn = (branch: unknown): string[] => Object.entries((branch ?? {}) as Record<string, unknown>)
  .flatMap(([key, value]) => (key === '__errors' ? (value as string[]) : messagesIn(value)));

describe('stepValidator', () => {
  it('gives the errors and error schema the precompiled Ajv validator gave, for every distinct step form', () => {
    expect(schemas.length).toBeGreaterThan(10);
    for (const schema of schemas) {
      const before = precompiled(schema);
      const now = stepValidator(schema);
      const keys = Object.keys(schema.properties);
      fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), answer, { maxKeys: keys.length }), (data) => {
        for (const args of [[undefined, undefined], [undefined, transformErrors], [customValidate, transformErrors]] as const) {
          const a = before.validateFormData(data, schema as never, args[0], args[1]);
          const b = now.validateFormData(data, schema as never, args[0], args[1]);
          // One difference, meant: a field its rule finds wrong shows the rule's message alone, not the type check's too.
          const ruled = a.errors.find((e) => e.message?.startsWith('rule for '))?.property?.split('.')[1];
          const kept = a.errors.filter((e) => !ruled || e.property?.split('.')[1] !== ruled || e.message === `rule for ${ruled}`);
          const { [ruled ?? '']: bRuled, ...bRest } = b.errorSchema as Record<string, unknown>;
          const { [ruled ?? '']: aRuled, ...aRest } = a.errorSchema as Record<string, unknown>;
          expect(bRest).toEqual(aRest);
          expect(messagesIn(bRuled)).toEqual(ruled ? [`rule for ${ruled}`] : messagesIn(aRuled));
          expect(b.errors.map((e) => [e.property, e.message, e.name]).sort()).toEqual(kept.map((e) => [e.property, e.message, e.name]).sort());
        }
        expect(now.isValid(schema as never, data, schema as never)).toBe(before.isValid(schema as never, data, schema as never));
        expect(now.rawValidation(schema as never, data).errors ?? []).toEqual(expect.arrayContaining((before.rawValidation(schema as never, data).errors ?? []) as unknown[]));
      }), { numRuns: 60 });
    }
    // Every distinct step form, 60 answer sets each: a second or so on a quiet machine, several on a busy one.
  }, 30_000);

  it("checks nothing of a field the step hides, and gives a field its rule finds wrong the rule's message alone", () => {
    const schema = { $id: 'test/hidden', type: 'object', properties: { smoking: { type: 'string' }, cigarettes: { type: 'number' }, height: { type: 'object', properties: { cm: { type: 'number' } } } } } as StepFormSchema;
    const validator = stepValidator(schema);
    const data = { smoking: 'never', cigarettes: 'abc', height: { cm: 'x' } };
    const hidden = { cigarettes: { 'ui:widget': 'hidden' }, height: { 'ui:widget': 'hidden' } };
    expect(validator.validateFormData(data, schema as never, undefined, transformErrors, hidden as never)).toEqual({ errors: [], errorSchema: {} });
    expect(validator.validateFormData(data, schema as never, (_d, errors) => errors, transformErrors, hidden as never).errors).toEqual([]);
    const shown = { cigarettes: { 'ui:widget': 'Number' } };
    const typeOnly = validator.validateFormData(data, schema as never, undefined, transformErrors, shown as never);
    expect(typeOnly.errorSchema).toEqual({ cigarettes: { __errors: ['This field is required'] }, height: { cm: { __errors: ['This field is required'] } } });
    const number: CustomValidator = (_data, errors) => {
      (errors as unknown as Record<string, { addError(m: string): void }>).cigarettes?.addError('Please enter a number');
      return errors;
    };
    const ruled = validator.validateFormData(data, schema as never, number, transformErrors, shown as never);
    expect(ruled.errorSchema).toMatchObject({ cigarettes: { __errors: ['Please enter a number'] }, height: { cm: { __errors: ['This field is required'] } } });
    expect(ruled.errors.map((e) => [e.property, e.message])).toEqual([['.height.cm', 'This field is required'], ['.cigarettes', 'Please enter a number']]);
  });

  it("works out every field once for the last answers object and schema: Next checks the answers the last change checked", () => {
    const [schema, other] = schemas as [StepFormSchema, StepFormSchema];
    const seen: unknown[] = [];
    const recording: CustomValidator = (data, errors) => { seen.push(data); return errors; };
    const answers = {};
    stepValidator(schema).validateFormData(answers, schema as never, recording);
    stepValidator(schema).validateFormData(answers, schema as never, recording);
    stepValidator(other).validateFormData(answers, other as never, recording);
    stepValidator(schema).validateFormData({}, schema as never, recording);
    const [first, again, otherSchema, equal] = seen as Array<Record<string, unknown>>;
    expect(again).toBe(first);
    // Every field of the step, answered or not, as the rules read them.
    expect(Object.keys(first ?? {}).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(equal).not.toBe(first);
    expect(equal).toEqual(first);
    expect(Object.keys(otherSchema ?? {}).sort()).toEqual(Object.keys(other.properties).sort());
    expect(Object.keys(other.properties).sort()).not.toEqual(Object.keys(schema.properties).sort());
  });

  it('is made once per step form', () => {
    const schema = schemas[0] as StepFormSchema;
    expect(stepValidator(schema)).toBe(stepValidator(schema));
  });
});
