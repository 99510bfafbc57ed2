import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { searchKeepsLead, startsNewVisit, updatesTabLead } from './visitStart.ts';

const ws10 = resolveCampaign('ws10', new Map([['ws10', JSON.parse(readFileSync('campaigns/ws10.json', 'utf8')) as CampaignDocument]]));
const self = { caregiver: false };
const done = { campaign: 'ws10', completed: true, candidate: { firstName: 'Wes' }, path: self, lead: null, pendingSaveKey: null };
const arriving = (throughHistory: boolean, caregiver = false, openedByLink = false) => ({ throughHistory, caregiver, openedByLink });

describe('startsNewVisit', () => {
  it('starts one for another campaign, through history or not', () => {
    expect(startsNewVisit(ws10, 'home', { ...done, campaign: 's6' }, arriving(true))).toBe(true);
    expect(startsNewVisit(ws10, 'indications', { campaign: null, completed: false, candidate: { firstName: null }, path: self, lead: null, pendingSaveKey: null }, arriving(false))).toBe(true);
  });

  it("starts one at a completed visit's home reached by a link, or once the person is off the device", () => {
    expect(startsNewVisit(ws10, 'home', done, arriving(false))).toBe(true);
    expect(startsNewVisit(ws10, 'home', { ...done, candidate: { firstName: null } }, arriving(true))).toBe(true);
  });

  it("goes on with the visit back at its home through history while the person is held, at its other steps, and before it completes", () => {
    expect(startsNewVisit(ws10, 'home', done, arriving(true))).toBe(false);
    expect(startsNewVisit(ws10, 'indications', done, arriving(false))).toBe(false);
    expect(startsNewVisit(ws10, 'home', { ...done, completed: false }, arriving(false))).toBe(false);
  });

  it('starts one at the home opened by a link or a typed address once the visit saved its lead, finished or not', () => {
    const saved = { ...done, completed: false, lead: { id: 'lead-1' } };
    expect(startsNewVisit(ws10, 'home', saved, arriving(false, false, true))).toBe(true);
    expect(startsNewVisit(ws10, 'home', { ...saved, completed: true }, arriving(false, false, true))).toBe(true);
    // A save sent and never answered (a reload while it was on its way) may have stored the lead: the same.
    const unanswered = { ...done, completed: false, pendingSaveKey: 'self-k1' };
    expect(startsNewVisit(ws10, 'home', unanswered, arriving(false, false, true))).toBe(true);
    expect(startsNewVisit(ws10, 'home', unanswered, arriving(false, false, false))).toBe(false);
    expect(startsNewVisit(ws10, 'home', unanswered, arriving(true, false, false))).toBe(false);
  });

  it('goes on at that home before a lead is saved, after a reload or the page\'s own way there, and at any other step opened by a link', () => {
    const saved = { ...done, completed: false, lead: { id: 'lead-1' } };
    expect(startsNewVisit(ws10, 'home', { ...saved, lead: null }, arriving(false, false, true))).toBe(false);
    expect(startsNewVisit(ws10, 'home', saved, arriving(false, false, false))).toBe(false);
    expect(startsNewVisit(ws10, 'home', saved, arriving(true, false, false))).toBe(false);
    expect(startsNewVisit(ws10, 'indications', saved, arriving(false, false, true))).toBe(false);
  });

  it("starts one when the link answers for someone else where the tab's visit did not, or the other way round, at any step, through history or not", () => {
    const caregivers = { ...done, completed: false, path: { caregiver: true } };
    expect(startsNewVisit(ws10, 'home', { ...done, completed: false }, arriving(false, true))).toBe(true);
    expect(startsNewVisit(ws10, 'indications', caregivers, arriving(false, false))).toBe(true);
    expect(startsNewVisit(ws10, 'home', caregivers, arriving(true, false))).toBe(true);
    // The same link again (a refresh, the next step) goes on with the caregiver's visit.
    expect(startsNewVisit(ws10, 'indications', caregivers, arriving(false, true))).toBe(false);
    expect(startsNewVisit(ws10, 'home', caregivers, arriving(true, true))).toBe(false);
  });
});

describe('updatesTabLead', () => {
  const lu = { name: 'lu', campaignType: 'Lead Update' } as const;

  it("goes on with the tab's lead from another campaign's visit, finished or not, while it holds its person", () => {
    expect(updatesTabLead(lu, { campaign: 's6', completed: false, candidate: { firstName: 'Uma' } })).toBe(true);
    expect(updatesTabLead(lu, { campaign: 's6', completed: true, candidate: { firstName: 'Uma' } })).toBe(true);
    expect(updatesTabLead(lu, { campaign: 's6', completed: false, candidate: { firstName: null } })).toBe(true);
  });

  it('starts afresh once a finished visit\'s person is off the device, and only a lead update carries a lead over', () => {
    expect(updatesTabLead(lu, { campaign: 's6', completed: true, candidate: { firstName: null } })).toBe(false);
    expect(updatesTabLead(lu, { campaign: 'lu', completed: false, candidate: { firstName: 'Uma' } })).toBe(false);
    expect(updatesTabLead({ name: 'ws10', campaignType: 'Screener' }, { campaign: 's6', completed: false, candidate: { firstName: 'Uma' } })).toBe(false);
  });
});

describe('searchKeepsLead', () => {
  const search = { name: 'study-search', campaignType: 'Study Search' } as const;
  const screener = { campaign: 'ws10', lead: { id: 'lead-1' }, visitId: 'visit-ws10' };
  const ownMove = { openedByLink: false, entryVisit: 'visit-ws10' };

  it("takes on the lead of the screener it was moved to from by the page's own move (its entry names the screener's visit) or its own link (an entry that names none yet)", () => {
    expect(searchKeepsLead(search, screener, ownMove)).toBe(true);
    expect(searchKeepsLead(search, screener, { ...ownMove, entryVisit: null })).toBe(true);
  });

  it('takes none where its entry names another visit, which the tab did not keep (reached by Back or Forward, or reloaded)', () => {
    expect(searchKeepsLead(search, screener, { ...ownMove, entryVisit: 'visit-ss6' })).toBe(false);
  });

  it('takes none opened by a typed address or a link from elsewhere, with no lead to take, from its own campaign, or as another kind of campaign', () => {
    expect(searchKeepsLead(search, screener, { ...ownMove, openedByLink: true })).toBe(false);
    expect(searchKeepsLead(search, screener, { openedByLink: true, entryVisit: null })).toBe(false);
    expect(searchKeepsLead(search, { ...screener, lead: null }, ownMove)).toBe(false);
    expect(searchKeepsLead(search, { ...screener, campaign: 'study-search' }, ownMove)).toBe(false);
    expect(searchKeepsLead({ name: 'ws15', campaignType: 'Screener' }, screener, ownMove)).toBe(false);
  });
});
