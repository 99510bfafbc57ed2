/**
 * The campaign JSON Schema check, with ajv errors turned into `pointer: message` issues. For Node tools and the server.
 * The compiled server uses the same schemas' validators precompiled at build instead (campaignSchemaCheckPrecompiled.ts).
 */
import Ajv from 'ajv';
import campaignSchema from '../../../schemas/campaign.schema.json' with { type: 'json' };
import brandSchema from '../../../schemas/brand.schema.json' with { type: 'json' };
import { schemaIssuesOf } from '../schemaIssues.ts';

const ajv = new Ajv({ allErrors: true, strict: false });

export const campaignSchemaIssues = schemaIssuesOf(ajv.compile(campaignSchema));
export const brandSchemaIssues = schemaIssuesOf(ajv.compile(brandSchema));
