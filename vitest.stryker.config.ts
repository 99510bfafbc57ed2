import { defineConfig } from 'vitest/config';

/**
 * The unit tests `npm run mutate` (stryker.config.mjs) runs against the mutated decision code: the tests beside it,
 * run as the `unit` project runs them. A config of its own rather than Stryker's `testFiles`, which with Vitest
 * activates module-level (static) mutants only after the module is loaded, so they are reported as survivors.
 */
export const MUTATION_TEST_FILES = [
  'src/engine/consentRecords.test.ts',
  'src/engine/consentWording.test.ts',
  'src/engine/submitPlan.test.ts',
  'src/engine/phoneMatch.test.ts',
  'src/core/callNow.test.ts',
  'src/core/eligibility/ctScan.test.ts',
  'src/core/eligibility/bioSoFar.test.ts',
  'src/engine/catalogueText.test.ts',
  'src/engine/answerTypeCheck.test.ts',
  'src/engine/closestName.test.ts',
  'src/engine/schemaIssues.test.ts',
  'src/engine/checkCampaigns.test.ts',
  'src/engine/fieldChanges.test.ts',
  'src/engine/errorSummary.test.ts',
  'src/app/form/stepValidator.test.ts',
  'src/app/i18n.test.ts',
  'src/server/db/connectionFailure.test.ts',
  'src/server/workers.test.ts',
  'src/core/maskRecordingEvents.test.ts',
  'src/core/retention.test.ts',
  'src/core/scrubPersonalData.test.ts',
  'src/engine/applyAnswers.test.ts',
  'src/engine/applyAnswers.signup.test.ts',
  'src/core/phone.test.ts',
  'src/core/phoneOnDemand.test.ts',
  'src/core/mask.test.ts',
  'src/core/phoneMask.test.ts',
  'src/engine/campaignRoles.test.ts',
  'src/engine/campaignSettings.test.ts',
  'src/engine/routeResolution.test.ts',
  'src/engine/resolveCampaign.test.ts',
  'src/engine/visitParams.test.ts',
  'src/engine/studySearch.test.ts',
  'src/engine/thankYou.test.ts',
  'src/engine/flow.test.ts',
  'src/engine/graph.test.ts',
  'src/engine/flowPicture.test.ts',
  'src/core/eligibility/partnerCheck.test.ts',
  'widgets/screenerSteps.test.ts',
  'src/app/stepPrerequisites.test.ts',
  'src/engine/node/behaviourInCampaigns.test.ts',
  'src/engine/validateStep.test.ts',
  'src/engine/validateStep.signup.test.ts',
  'src/engine/validation/ruleCatalogue.test.ts',
  'src/engine/validation/fieldRules.test.ts',
];

export default defineConfig({
  test: {
    projects: [{ test: { name: 'unit', include: MUTATION_TEST_FILES, environment: 'node' } }],
  },
});
