// @vitest-environment happy-dom
/** The screener's result as the campaign's settings say, read from campaign files (the shipped ws10 and a fixture). */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { ScreenerResultWidget } from './ScreenerResult.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { resolveCampaign } from '../../src/engine/resolveCampaign.ts';
import type { CampaignDocument } from '../../src/engine/campaign.ts';

afterEach(cleanup);

const doc = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as CampaignDocument;
const documents = new Map([
  ['ws10', doc('campaigns/ws10.json')],
  ['ws10-number-hidden', doc('tests/fixtures/campaigns/ws10-number-hidden.json')],
]);
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as FlowFormContext['brand'];
const catalogue = JSON.parse(readFileSync('locales/en/translation.json', 'utf8')) as { screener: { result: Record<string, string> } };
const t = ((key: string, vars?: Record<string, string>) => {
  const text = catalogue.screener.result[key.replace('screener.result.', '')] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars?.[name] ?? '');
}) as FlowFormContext['t'];

function renderResult(campaignName: string) {
  const context = {
    t, brand, locale: 'en', campaign: resolveCampaign(campaignName, documents), candidate: { country: 'US' }, query: {},
    payload: { study: { special: false } }, screening: { view: 'congratulations' },
  } as unknown as FlowFormContext;
  render(<ScreenerResultWidget {...({ id: 'root_result', registry: { formContext: context } } as unknown as KindWidgetProps)} />);
  return screen.getByRole('link', { name: /^Call Now/ });
}

describe('shouldShowCallNumber', () => {
  // The call-now line, here the brand's own (the visitor is in the US).
  const number = brand.phoneNumbers.callNow!.default;

  it('is on in ws10: the Call Now button prints the number it dials', () => {
    const button = renderResult('ws10');
    expect(button.textContent).toBe(`Call Now: ${number}`);
    expect(button.getAttribute('href')).toBe(`tel:${number.replace(/[^\d+]/g, '')}`);
  });

  it('off in a campaign file: the button stays and dials the same number, without printing it', () => {
    const button = renderResult('ws10-number-hidden');
    expect(button.textContent).toBe('Call Now');
    expect(button.getAttribute('href')).toBe(`tel:${number.replace(/[^\d+]/g, '')}`);
  });
});
