/** A full lead as the sign-up pages send it, for the save benchmarks; `run` marks a run's rows for the count afterwards. */
export const benchLeadBody = (run: string, n: number, lastName = 'Bench') => ({
  firstName: 'Maria', lastName: `${lastName}${n}`, phone1: '(212) 555-0199', email: 'maria@example.com', postalCode: '10001', country: 'US',
  gender: 'female', dateOfBirth: '1980-04-12', age: 45, preferredLanguage: 'en', ethnicities: [6, -1], indications: [101], sourceStudyIds: [1],
  sourceId: 'bench', sourceInfo: { campaign: 'ws10', leadLpParamId: run, studyId: 1, testGroup: 2 },
  additionalFields: { hotCall: false, siteSchedulingEnabled: false },
  screenings: [{ studyId: 1, passed: true }],
});
