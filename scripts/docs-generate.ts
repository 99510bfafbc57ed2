/**
 * `npm run docs:generate`: rewrites the generated tables of docs/authoring.md (field kinds, rules, validation rules)
 * from the registries. `--check` writes nothing and fails, naming each kind or rule that is missing or stale, so a
 * registry change cannot ship with a table that omits it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../src/engine/node/campaignFiles.ts';
import { AUTHORING_PAGE, generatedSections, staleSections, writeSections } from './docsTables.ts';

// `npm run docs:generate --check` (without `--`) reaches us as npm's config, not as an argument: honour it too.
const check = process.argv.includes('--check') || process.env.npm_config_check === 'true';
const file = join(repoRoot, AUTHORING_PAGE);
const page = readFileSync(file, 'utf8');
const sections = generatedSections();

if (check) {
  const problems = staleSections(page, sections);
  for (const problem of problems) console.error(`docs:generate: ${AUTHORING_PAGE}: ${problem}`);
  if (problems.length) {
    console.error('docs:generate: run npm run docs:generate and commit the page');
    process.exitCode = 1;
  } else {
    console.log(`docs:generate: ${sections.size} table(s) in ${AUTHORING_PAGE} up to date`);
  }
} else {
  const { page: written, missing } = writeSections(page, sections);
  for (const name of missing) console.error(`docs:generate: ${AUTHORING_PAGE} has no <!-- generated:${name} --> … <!-- /generated:${name} --> section to write into`);
  if (written !== page) writeFileSync(file, written);
  console.log(`docs:generate: ${sections.size - missing.length} table(s) written to ${AUTHORING_PAGE}`);
  if (missing.length) process.exitCode = 1;
}
