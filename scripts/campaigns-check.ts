/** `npm run campaigns:check [FILE...]`: one line per problem, `FILE:LINE:COLUMN: /json/pointer: message`; exit 1 on any error. */
import { existsSync, readFileSync } from 'node:fs';
import { checkRepository } from '../src/engine/node/campaignFiles.ts';
import { formatProblemAt } from '../src/engine/checkCampaigns.ts';

const texts = new Map<string, string | null>();
const textOf = (file: string): string | null => {
  if (!texts.has(file)) texts.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
  return texts.get(file) ?? null;
};

const files = process.argv.slice(2);
const problems = checkRepository(files);
for (const p of problems) (p.severity === 'error' ? console.error : console.warn)(formatProblemAt(p, textOf(p.file)));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
console.log(`campaigns:check: ${errors} error(s), ${warnings} warning(s)`);
process.exitCode = errors ? 1 : 0;
