/** The campaign JSON Schema check, with ajv errors turned into `pointer: message` issues. For Node tools and the server. */
import Ajv from 'ajv';
import campaignSchema from '../../../schemas/campaign.schema.json' with { type: 'json' };
import brandSchema from '../../../schemas/brand.schema.json' with { type: 'json' };
import type { SchemaIssue } from '../checkCampaigns.ts';
import { toIssues } from '../schemaIssues.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateCampaign = ajv.compile(campaignSchema);
const validateBrand = ajv.compile(brandSchema);

export function campaignSchemaIssues(doc: unknown): SchemaIssue[] {
  return validateCampaign(doc) ? [] : toIssues(validateCampaign.errors);
}

export function brandSchemaIssues(doc: unknown): SchemaIssue[] {
  return validateBrand(doc) ? [] : toIssues(validateBrand.errors);
}
