import { describe, expect, it } from 'vitest';
import { loadCampaigns } from './node/campaignFiles.ts';
import type { Step } from '../generated/campaign.ts';
import { asksSlotsAhead, asksSlotsBesideScreening, campaignNeeds, loadsOffersOnArrival, stepNeeds } from './pageNeeds.ts';

const campaigns = loadCampaigns();
const campaign = (name: string) => {
  const found = campaigns.get(name);
  if (!found) throw new Error(`no campaign ${name}`);
  return found;
};

describe('what steps need from the page', () => {
  it('finds the coordinators’ calendar, the site calendar and the condition list where their fields are, and nowhere else', () => {
    expect(stepNeeds(campaign('ws18').steps.calendarBooking, 'secondaryScreeningSlots')).toBe(true);
    expect(stepNeeds(campaign('ws18').steps.calendarBooking, 'siteSlots')).toBe(false);
    expect(stepNeeds(campaign('ws18').steps.home, 'secondaryScreeningSlots')).toBe(false);
    expect(stepNeeds(undefined, 'secondaryScreeningSlots')).toBe(false);
    expect(campaignNeeds(campaign('ws18'), 'secondaryScreeningSlots')).toBe(true);
    expect(campaignNeeds(campaign('ws10'), 'secondaryScreeningSlots')).toBe(false);
    expect(campaignNeeds(campaign('ws10'), 'siteSlots')).toBe(false);
    // ws21 has both calendars, on steps of their own.
    expect(stepNeeds(campaign('ws21').steps.siteScheduling, 'siteSlots')).toBe(true);
    expect(stepNeeds(campaign('ws21').steps.siteScheduling, 'secondaryScreeningSlots')).toBe(false);
    expect(stepNeeds(campaign('ws21').steps.secondaryScreeningScheduling, 'secondaryScreeningSlots')).toBe(true);
    expect(campaignNeeds(campaign('s6'), 'conditionCategories')).toBe(true);
    expect(campaignNeeds(campaign('s6'), 'secondaryScreeningSlots')).toBe(false);
  });
});

describe('asking the coordinators’ slots beside a screening', () => {
  it('asks when the step screens the visitor, with the lead save or apart, and the campaign has the coordinators’ calendar', () => {
    expect(asksSlotsBesideScreening(campaign('ws18'), [{ kind: 'saveAndScreen' }])).toBe(true);
    expect(asksSlotsBesideScreening(campaign('ws18'), [{ kind: 'save', what: 'lead' }, { kind: 'screen' }])).toBe(true);
  });

  it('does not ask for a step that only saves, or on a campaign without that calendar', () => {
    expect(asksSlotsBesideScreening(campaign('ws18'), [{ kind: 'save', what: 'lead' }])).toBe(false);
    expect(asksSlotsBesideScreening(campaign('ws18'), [])).toBe(false);
    expect(asksSlotsBesideScreening(campaign('ws10'), [{ kind: 'saveAndScreen' }])).toBe(false);
  });
});

describe('asking the coordinators’ slots while a screener is on screen', () => {
  it('asks on a step that screens, in a campaign with the coordinators’ calendar', () => {
    expect(asksSlotsAhead(campaign('ws18'), 'home')).toBe(true);
    expect(asksSlotsAhead(campaign('ws21'), campaign('ws21').stepOrder.find((id) => campaign('ws21').steps[id]?.meta?.screen === true) ?? '')).toBe(true);
  });

  it('does not ask on a step that does not screen, a search step, an unknown step, or without that calendar', () => {
    expect(asksSlotsAhead(campaign('ws18'), 'calendarBooking')).toBe(false);
    expect(asksSlotsAhead(campaign('ws18'), 'nowhere')).toBe(false);
    expect(asksSlotsAhead(campaign('ws10'), campaign('ws10').stepOrder.find((id) => campaign('ws10').steps[id]?.meta?.screen === true) ?? '')).toBe(false);
    const home = campaign('ws18').steps.home!;
    const searching = { ...campaign('ws18'), steps: { ...campaign('ws18').steps, home: { ...home, meta: { ...home.meta, search: true } } } };
    expect(asksSlotsAhead(searching, 'home')).toBe(false);
    const notScreening = { ...campaign('ws18'), steps: { ...campaign('ws18').steps, home: { ...home, meta: { ...home.meta, screen: false } } } };
    expect(asksSlotsAhead(notScreening, 'home')).toBe(false);
  });
});

describe('offers loaded as a step shows', () => {
  const offers: Pick<Step, 'fields'> = { fields: [{ kind: 'OffersList' }] };
  it('at once on a page without a search (ss8)', () => {
    expect(loadsOffersOnArrival(offers, false)).toBe(true);
  });
  it('on a search page (ss7), only with the search it shows already: a refresh, or Back from a study card', () => {
    expect(loadsOffersOnArrival({ ...offers, meta: { search: true } }, false)).toBe(false);
    expect(loadsOffersOnArrival({ ...offers, meta: { search: true } }, true)).toBe(true);
  });
  it('never on a step without offers', () => {
    expect(loadsOffersOnArrival({ fields: [{ kind: 'StudySearchResults' }], meta: { search: true } }, true)).toBe(false);
    expect(loadsOffersOnArrival({ fields: [{ kind: 'PostalCode' }] }, true)).toBe(false);
  });
});
