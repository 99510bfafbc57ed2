/**
 * `npm run campaigns:test [NAME...]`: runs every persona of the named campaigns (default: all) through the flow
 * engine on the demo data, and reports per persona the first step where the path differs from its expectation.
 * Fails on any divergence, on a file problem, and when a campaign's terminal page is reached by no persona.
 */
import { loadCampaigns } from '../src/engine/node/campaignFiles.ts';
import { runPersonaFiles } from '../src/engine/node/personaFiles.ts';
import { demoWorld } from '../src/server/personas/demoWorld.ts';
import { todayIso } from '../src/core/dates.ts';

const started = performance.now();
const reports = runPersonaFiles(loadCampaigns(), demoWorld(), todayIso(), process.argv.slice(2));
let failures = 0;
let personas = 0;
for (const report of reports) {
  for (const problem of report.problems) { failures++; console.error(`FAIL ${report.file}: ${problem}`); }
  for (const r of report.results) {
    personas++;
    if (r.divergence) {
      failures++;
      const d = r.divergence;
      console.error(`FAIL ${report.campaign} › ${r.persona}\n     at steps[${d.index}] ('${d.step}'): ${d.message}\n     path: ${r.path.join(' → ')}`);
    } else {
      console.log(`ok   ${report.campaign} › ${r.persona}: ${r.path.join(' → ')}${r.screening ? ` [${r.screening.passed ? 'passed' : 'not passed'}${r.screening.reasons.length ? `: ${r.screening.reasons.join(', ')}` : ''}]` : ''}`);
    }
  }
  for (const id of report.unreached) { failures++; console.error(`FAIL ${report.campaign}: no persona reaches terminal page '${id}'`); }
}
console.log(`campaigns:test: ${personas} persona(s) in ${reports.length} campaign(s), ${failures} failure(s), ${Math.round(performance.now() - started)} ms`);
process.exitCode = failures ? 1 : 0;
