import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkCampaigns, formatProblem } from './checkCampaigns.ts';
import { campaignSchemaIssues } from './node/campaignSchemaCheck.ts';
import { readCatalogues } from './node/campaignFiles.ts';

const read = (name: string) => JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8'));
const ws10 = read('ws10');
const ws21 = read('ws21');
const catalogues = readCatalogues();

/** campaigns:check's errors for ws10 and ws21 as `edit` leaves them (ws21 extends ws10). */
function errorsAfter(edit: (docs: { ws10: typeof ws10; ws21: typeof ws21 }) => void): string[] {
  const docs = { ws10: structuredClone(ws10), ws21: structuredClone(ws21) };
  edit(docs);
  const files = new Map([['campaigns/ws10.json', JSON.stringify(docs.ws10)], ['campaigns/ws21.json', JSON.stringify(docs.ws21)]]);
  return checkCampaigns({ files, validateSchema: campaignSchemaIssues, catalogues }).filter((p) => p.severity === 'error').map(formatProblem);
}

describe("campaigns:check on a step's settings and the fields they act on", () => {
  it('passes the shipped screeners and their calendars', () => {
    expect(errorsAfter(() => undefined)).toEqual([]);
  });

  it("refuses a booking step without the calendar it books, and a calendar its step does not book", () => {
    expect(errorsAfter(({ ws21 }) => { ws21.steps.siteScheduling.meta.book = 'secondary'; })).toEqual([
      "campaigns/ws21.json: /steps/siteScheduling/meta/book: 'book: secondary' books the time chosen in a SecondaryScreeningBooking field, and 'siteScheduling' has none: every Next would fail to book",
      "campaigns/ws21.json: /steps/siteScheduling/fields/0/kind: SiteBooking offers times that only 'meta.book: site' on its step books, and 'siteScheduling' books 'secondary': a time chosen would never be booked",
    ]);
    expect(errorsAfter(({ ws21 }) => { delete ws21.steps.secondaryScreeningScheduling.meta.book; })).toEqual([
      "campaigns/ws21.json: /steps/secondaryScreeningScheduling/fields/0/kind: SecondaryScreeningBooking offers times that only 'meta.book: secondary' on its step books, and 'secondaryScreeningScheduling' books nothing: a time chosen would never be booked",
    ]);
  });

  it("refuses screening where no step up to it asks the study's questions, and questions no screening step judges", () => {
    const criteriaAt = ws10.steps.home.fields.findIndex((f: { kind: string }) => f.kind === 'StudyCriteria');
    expect(criteriaAt).toBeGreaterThan(0);
    expect(errorsAfter(({ ws10 }) => { ws10.steps.home.fields.splice(criteriaAt, 1); })).toEqual([
      "campaigns/ws10.json: /steps/home/meta/screen: 'screen' judges the answers to the study's questions (StudyCriteria), which no step up to 'home' asks: a study with questions would refuse everyone",
      "campaigns/ws21.json: /steps/home/meta/screen: 'screen' judges the answers to the study's questions (StudyCriteria), which no step up to 'home' asks: a study with questions would refuse everyone",
    ]);
    // The questions asked on a later step than the screening: not judged, and the screening judges none.
    expect(errorsAfter(({ ws10 }) => {
      const [criteria] = ws10.steps.home.fields.splice(criteriaAt, 1);
      ws10.steps.indications.fields.push(criteria);
    }).filter((line) => line.startsWith('campaigns/ws10.json'))).toEqual([
      "campaigns/ws10.json: /steps/home/meta/screen: 'screen' judges the answers to the study's questions (StudyCriteria), which no step up to 'home' asks: a study with questions would refuse everyone",
      "campaigns/ws10.json: /steps/indications/fields/3/kind: the study's questions are judged by a step with 'meta.screen', and none comes at or after 'indications': their answers would never be judged",
    ]);
    // Asked later and screened later too: judged there, though the home's screening before them judges none. Asked as
    // a step's first field, and no screening after: not judged.
    expect(errorsAfter(({ ws10 }) => {
      const [criteria] = ws10.steps.home.fields.splice(criteriaAt, 1);
      ws10.steps.indications.fields.push(criteria);
      ws10.steps.thanks.meta.screen = true;
    }).filter((line) => line.startsWith('campaigns/ws10.json'))).toEqual([
      "campaigns/ws10.json: /steps/home/meta/screen: 'screen' judges the answers to the study's questions (StudyCriteria), which no step up to 'home' asks: a study with questions would refuse everyone",
    ]);
    expect(errorsAfter(({ ws10 }) => {
      const [criteria] = ws10.steps.home.fields.splice(criteriaAt, 1);
      ws10.steps.webScreenerHealth.fields.unshift(criteria);
    }).filter((line) => line.startsWith('campaigns/ws10.json') && line.includes('webScreenerHealth'))).toEqual([
      "campaigns/ws10.json: /steps/webScreenerHealth/fields/0/kind: the study's questions are judged by a step with 'meta.screen', and none comes at or after 'webScreenerHealth': their answers would never be judged",
    ]);
    // Asked on a step before the one that screens: judged there.
    expect(errorsAfter(({ ws10 }) => {
      const [criteria] = ws10.steps.home.fields.splice(criteriaAt, 1);
      ws10.steps.home.meta.screen = false;
      ws10.steps.home.meta.checkPhoneMatch = undefined;
      ws10.steps.home.fields.push(criteria);
      ws10.steps.indications.meta = { screen: true };
    }).filter((line) => line.startsWith('campaigns/ws10.json'))).toEqual([]);
  });

  it("refuses a phone match on a step that does not screen", () => {
    expect(errorsAfter(({ ws10 }) => { ws10.steps.webScreenerHealth.meta.checkPhoneMatch = true; })).toEqual([
      "campaigns/ws10.json: /steps/webScreenerHealth/meta/checkPhoneMatch: 'checkPhoneMatch' is checked with the screening of its own step, and 'webScreenerHealth' does not screen ('meta.screen'): it would do nothing",
      // ws21 inherits the step, and the setting with it.
      "campaigns/ws21.json: /steps/webScreenerHealth/meta/checkPhoneMatch: 'checkPhoneMatch' is checked with the screening of its own step, and 'webScreenerHealth' does not screen ('meta.screen'): it would do nothing",
    ]);
  });
});
