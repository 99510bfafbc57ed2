import { describe, expect, it } from 'vitest';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { stepFormSchema } from '../../engine/stepForm.ts';
import fields from './formRegistry/fields.ts';
import widgets from './formRegistry/widgets.ts';
import { FieldTemplate } from './templates.tsx';

// The page's build replaces rjsf's $ref resolver and allOf merger with stubs (noSchemaReferences.ts, noAllOfMerge.ts).
const STUBBED = ['$ref', 'allOf', 'patternProperties'];

function keysOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(keysOf);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [key, ...keysOf(value)]);
}

describe('step form schemas', () => {
  it('use no keyword whose rjsf support the page leaves out', () => {
    const found = [...loadCampaigns().values()].flatMap((campaign) => campaign.stepOrder.flatMap((stepId) =>
      keysOf(stepFormSchema(campaign, stepId)).filter((key) => STUBBED.includes(key)).map((key) => `${campaign.name}/${stepId}: ${key}`)));
    expect(found).toEqual([]);
  });

  it('would be caught using one', () => {
    expect(keysOf({ properties: { a: { allOf: [{ $ref: '#/x' }] } } }).filter((key) => STUBBED.includes(key))).toEqual(['allOf', '$ref']);
  });
});

// The page's build gives rjsf only the fields step forms reach (formRegistry/fields.ts); rjsf picks one by the
// schema's type, and renders anyOf / oneOf with a field left out.
const FIELD_OF_TYPE: Record<string, string> = { array: 'ArrayField', boolean: 'BooleanField', integer: 'NumberField', number: 'NumberField', object: 'ObjectField', string: 'StringField', null: 'NullField' };

function typesOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(typesOf);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [...(key === 'type' ? [value as string].flat() : []), ...typesOf(value)]);
}

describe("the rjsf registry the page's build keeps", () => {
  const schemas = [...loadCampaigns().values()].flatMap((campaign) => campaign.stepOrder.map((stepId) => ({ at: `${campaign.name}/${stepId}`, schema: stepFormSchema(campaign, stepId) })));

  it('has the field of every type a step form schema uses', () => {
    const kept = fields() as Record<string, unknown>;
    const missing = schemas.flatMap(({ at, schema }) => typesOf(schema).filter((type) => !(FIELD_OF_TYPE[type]! in kept)).map((type) => `${at}: ${type}`));
    expect(missing).toEqual([]);
    expect(new Set(schemas.flatMap(({ schema }) => typesOf(schema)))).toEqual(new Set(['object', 'string', 'number', 'integer', 'boolean', 'array']));
  });

  it('would be caught missing one', () => {
    expect(typesOf({ type: 'object', properties: { a: { type: ['null', 'string'] } } })).toEqual(['object', 'null', 'string']);
    expect('NullField' in fields()).toBe(false);
  });

  it('is asked for no anyOf or oneOf', () => {
    const found = schemas.flatMap(({ at, schema }) => keysOf(schema).filter((key) => key === 'anyOf' || key === 'oneOf').map((key) => `${at}: ${key}`));
    expect(found).toEqual([]);
  });

  it('keeps no widget: every shown field brings its own, and a hidden one is not rendered', () => {
    expect(widgets()).toEqual({});
    expect(FieldTemplate({ id: 'root_email', hidden: true, children: 'the widget', rawErrors: [] } as never)).toBeNull();
  });
});
