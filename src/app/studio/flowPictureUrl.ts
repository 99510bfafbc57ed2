/** A campaign's flow picture as an image URL (data: is allowed by the page's CSP for images). */
import type { Campaign } from '../../engine/campaign.ts';
import { flowPicture } from '../../engine/flowPicture.ts';

export function flowPictureUrl(campaign: Campaign): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(flowPicture(campaign))}`;
}
