import { describe, expect, it } from 'vitest';
import { namesCampaignSteps } from './trackedSteps.ts';
import { loadCampaigns } from './node/campaignFiles.ts';

const campaigns = loadCampaigns();

describe('namesCampaignSteps', () => {
  it("accepts a campaign's own step paths, a child step's among them", () => {
    expect(namesCampaignSteps(campaigns, 's6', ['postal', 'home'])).toBe(true);
    expect(namesCampaignSteps(campaigns, 'ws21', ['calendar-booking-thank-you'])).toBe(true);
    expect(namesCampaignSteps(campaigns, 's6', [])).toBe(true);
  });

  it('refuses a campaign this server does not run, and a path that is not one of its steps', () => {
    expect(namesCampaignSteps(campaigns, 'alice@example.com', ['home'])).toBe(false);
    expect(namesCampaignSteps(campaigns, '__proto__', [])).toBe(false);
    expect(namesCampaignSteps(campaigns, 's6', ['home', 'phone 202 555 0143'])).toBe(false);
    // A step of another campaign is not this one's: ws10 is a one-page screener.
    expect(namesCampaignSteps(campaigns, 'ws10', ['postal'])).toBe(false);
    // A step's id is not its path.
    const [id, step] = Object.entries(campaigns.get('ws21')?.steps ?? {}).find(([stepId, s]) => s.path !== stepId) ?? [];
    expect(step).toBeDefined();
    expect(namesCampaignSteps(campaigns, 'ws21', [id as string])).toBe(false);
  });
});
