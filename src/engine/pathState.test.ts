import { describe, expect, it } from 'vitest';
import { pathStateFrom } from './pathState.ts';
import type { Campaign } from './campaign.ts';

const campaign = (hasCaregiver: boolean | null, caregiverType: 'adult' | 'parent_child' | null = null) => ({ hasCaregiver, caregiverType } as unknown as Campaign);

describe('pathStateFrom: caregiver', () => {
  it("follows the link's cg when the campaign does not say (s6)", () => {
    expect(pathStateFrom(campaign(null), { cg: '1' }, null).caregiver).toBe(true);
    expect(pathStateFrom(campaign(null), {}, null).caregiver).toBe(false);
  });

  it('is never a caregiver visit on a campaign without one, whatever the link says (s15), and always on one that has one', () => {
    expect(pathStateFrom(campaign(false), { cg: '1' }, null).caregiver).toBe(false);
    expect(pathStateFrom(campaign(true), {}, null).caregiver).toBe(true);
    expect(pathStateFrom(campaign(true), { cg: '0' }, null).caregiver).toBe(true);
  });

  it("is never a caregiver visit by the link on an adult-caregiver campaign (ws10), whose page asks who the participant is", () => {
    expect(pathStateFrom(campaign(null, 'adult'), { cg: '1' }, null)).toMatchObject({ caregiver: false, caregiverType: 'adult' });
    expect(pathStateFrom(campaign(null, 'parent_child'), { cg: '1' }, null)).toMatchObject({ caregiver: true, caregiverType: 'parent_child' });
  });
});
