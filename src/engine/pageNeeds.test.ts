import { describe, expect, it } from 'vitest';
import { loadCampaigns } from './node/campaignFiles.ts';
import { asksSlotsBesideScreening, campaignNeeds, stepNeeds } from './pageNeeds.ts';

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
