/** `npm run campaigns:check [FILE...]`: one line per problem, `FILE:LINE:COLUMN: /json/pointer: message`; exit 1 on any error. */
import { checkRepository, problemLines } from '../src/engine/node/campaignFiles.ts';

const files = process.argv.slice(2);
const problems = checkRepository(files);
const lines = problemLines(problems);
problems.forEach((p, i) => (p.severity === 'error' ? console.error : console.warn)(lines[i]));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
console.log(`campaigns:check: ${errors} error(s), ${warnings} warning(s)`);
process.exitCode = errors ? 1 : 0;
