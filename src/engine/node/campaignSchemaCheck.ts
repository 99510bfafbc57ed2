/** The campaign JSON Schema check, with ajv errors turned into `pointer: message` issues. For Node tools and the server. */
import Ajv, { type ErrorObject } from 'ajv';
import campaignSchema from '../../../schemas/campaign.schema.json' with { type: 'json' };
import brandSchema from '../../../schemas/brand.schema.json' with { type: 'json' };
import type { SchemaIssue } from '../checkCampaigns.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateCampaign = ajv.compile(campaignSchema);
const validateBrand = ajv.compile(brandSchema);

/** Keeps the most specific errors: a oneOf/if wrapper adds nothing once its branches are reported. */
function toIssues(errors: ErrorObject[] | null | undefined): SchemaIssue[] {
  const list = (errors ?? []).filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  const seen = new Set<string>();
  const out: SchemaIssue[] = [];
  for (const e of list) {
    let pointer = e.instancePath;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      pointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      message = `unknown key '${key}'`;
    } else if (e.keyword === 'enum') {
      message = `must be one of: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
    } else if (e.keyword === 'required') {
      message = `missing required key '${(e.params as { missingProperty: string }).missingProperty}'`;
    }
    const id = `${pointer}|${message}`;
    if (!seen.has(id)) { seen.add(id); out.push({ pointer, message }); }
  }
  return out;
}

export function campaignSchemaIssues(doc: unknown): SchemaIssue[] {
  return validateCampaign(doc) ? [] : toIssues(validateCampaign.errors);
}

export function brandSchemaIssues(doc: unknown): SchemaIssue[] {
  return validateBrand(doc) ? [] : toIssues(validateBrand.errors);
}
