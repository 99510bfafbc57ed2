import { describe, expect, it } from 'vitest';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { stepFormSchema } from '../../engine/stepForm.ts';

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
