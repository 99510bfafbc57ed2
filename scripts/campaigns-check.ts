/** `npm run campaigns:check [FILE...]`: one line per problem, `FILE: /json/pointer: message`; exit 1 on any error. */
import { checkRepository } from '../src/engine/node/campaignFiles.ts';
import { formatProblem } from '../src/engine/checkCampaigns.ts';

const files = process.argv.slice(2);
const problems = checkRepository(files);
for (const p of problems) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
console.log(`campaigns:check: ${errors} error(s), ${warnings} warning(s)`);
process.exitCode = errors ? 1 : 0;
