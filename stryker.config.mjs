// @ts-check
/**
 * Mutation testing of the decision code (verdicts, consents, validation, navigation, answer folding) against the
 * unit tests beside it: `npm run mutate`. Not part of `npm test`. Reports go to reports/mutation/.
 */
import { readFileSync } from 'node:fs';

/**
 * The lines of src/server/workers.ts from `export function workerCount` to the end of `restartDelayMs`, found by
 * name so the range follows the file as it changes; the rest of the file (the cluster primary) is not mutated.
 */
function workerFunctionsRange() {
  const lines = readFileSync('src/server/workers.ts', 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('export function workerCount('));
  const delay = lines.findIndex((l) => l.startsWith('export function restartDelayMs('));
  const end = lines.findIndex((l, i) => i > delay && l === '}');
  if (start < 0 || delay < 0 || end < 0) throw new Error('stryker.config.mjs: workerCount or restartDelayMs not found in src/server/workers.ts');
  return `src/server/workers.ts:${start + 1}-${end + 1}`;
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The tests beside the mutated files, as the `unit` project runs them (see vitest.stryker.config.ts).
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  mutate: [
    'src/engine/consentRecords.ts',
    'src/engine/consentStatements.ts',
    'src/engine/consentWording.ts',
    'src/engine/submitPlan.ts',
    'src/engine/pageNeeds.ts',
    'src/engine/postalAhead.ts',
    'src/core/scheduling/earlySlotsFresh.ts',
    'src/engine/phoneMatch.ts',
    'src/core/callNow.ts',
    'src/core/callCentre.ts',
    'src/core/dateTimeFormats.ts',
    'src/core/scheduling/calendar.ts',
    'src/core/scheduling/timezone.ts',
    'src/core/eligibility/ctScan.ts',
    'src/core/eligibility/bioSoFar.ts',
    'src/engine/catalogueText.ts',
    'src/engine/answerTypeCheck.ts',
    'src/engine/closestName.ts',
    'src/engine/schemaIssues.ts',
    'src/engine/checkCampaigns.ts',
    'src/engine/fieldChanges.ts',
    'src/engine/errorSummary.ts',
    'src/server/db/connectionFailure.ts',
    'src/core/maskRecordingEvents.ts',
    'src/core/retention.ts',
    'src/core/scrubPersonalData.ts',
    'src/engine/applyAnswers.ts',
    'src/engine/answerFolds.ts',
    'src/engine/campaignRoles.ts',
    'src/engine/campaignSettings.ts',
    'src/engine/routeResolution.ts',
    'src/engine/campaignShelf.ts',
    'src/app/campaignShelf.ts',
    'src/core/routePattern.ts',
    'src/core/phoneOnDemand.ts',
    'src/core/phone.ts',
    'src/engine/resolveCampaign.ts',
    'src/engine/visitParams.ts',
    'src/engine/studySearch.ts',
    'src/engine/thankYou.ts',
    'src/engine/graph.ts',
    'src/engine/widgetChunks.ts',
    'src/app/stepPrerequisites.ts',
    'src/app/flow/phoneRulesHold.ts',
    'src/core/eligibility/partnerConsent.ts',
    'src/engine/validateStep.ts',
    'src/core/oncologyResponse.ts',
    'src/core/riskAssessment.ts',
    'src/core/obGyn.ts',
    'src/core/phoneNumbers.ts',
    'src/engine/leadBody.ts',
    'src/engine/validation/ruleCatalogue.ts',
    'src/engine/questions.ts',
    'src/engine/questionProblems.ts',
    'src/engine/validation/ruleProblems.ts',
    'src/core/eligibility/verdict.ts',
    'src/engine/catalogueParts.ts',
    'src/core/mask.ts',
    'src/core/dateMask.ts',
    'src/core/phoneMask.ts',
    workerFunctionsRange(),
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Build output and test artefacts need not be copied to the sandbox (.build holds compiled validators the code imports).
  ignorePatterns: ['/dist', '/test-results', '/playwright-report', '/data'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
