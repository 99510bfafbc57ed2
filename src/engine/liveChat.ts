/** Live chat (spec §1): only one brand has it, and only on the campaigns that ask for it. */
import type { Campaign } from './campaign.ts';
import type { Brand } from '../generated/brand.ts';

export function showsLiveChat(campaign: Pick<Campaign, 'showSalesforceLiveChat'>, brand: Pick<Brand, 'liveChat'>): boolean {
  return campaign.showSalesforceLiveChat === true && brand.liveChat === true;
}
