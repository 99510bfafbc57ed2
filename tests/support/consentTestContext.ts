/** What the consent tests render statements with: ws10 as its file resolves, the trial-search brand, a small catalogue. */
import { readFileSync } from 'node:fs';
import type { Copy } from '../../src/engine/catalogueText.ts';
import type { Brand } from '../../src/generated/brand.ts';
import { resolveCampaign } from '../../src/engine/resolveCampaign.ts';

export const ws10 = resolveCampaign('ws10', new Map([['ws10', JSON.parse(readFileSync('campaigns/ws10.json', 'utf8'))]]));
export const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as Brand;
const catalogue: Record<string, string> = {
  'fields.consent.label': 'I agree', 'caregiver.consent': 'I agree for them',
  'screener.healthData.consentText': 'I authorise my records.', 'screener.healthData.checkbox': 'I authorise',
  'screener.healthData.question': 'Share your health data?',
  'screener.healthData.questionCaregiver': "Share the participant's health data?", 'screener.healthData.consentTextCaregiver': "I authorise the participant's records.",
  'screener.healthData.checkboxCaregiver': 'I authorise for them', 'partner.connect': 'Connect you?', 'partner.transfer': 'Transfer your information?',
  'screener.brandConnect.label': 'Send me texts', 'custom.brand': 'Custom texts',
};
export const t = (key: Copy): string => (typeof key === 'string' ? catalogue[key] ?? `missing:${key}` : key.en);
