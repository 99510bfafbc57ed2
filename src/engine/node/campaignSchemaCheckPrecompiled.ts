/**
 * campaignSchemaCheck.ts for the compiled server (scripts/buildServer.ts puts it in that module's place): the same
 * checks from the validators scripts/compile-validators.ts generated at build, so a start does not compile the
 * campaign and brand schemas (about 0.2 s) before it can check the campaigns.
 */
import validateCampaign from '../../../.build/campaignSchemaValidator.js';
import validateBrand from '../../../.build/brandSchemaValidator.js';
import { schemaIssuesOf } from '../schemaIssues.ts';

export const campaignSchemaIssues = schemaIssuesOf(validateCampaign);
export const brandSchemaIssues = schemaIssuesOf(validateBrand);
