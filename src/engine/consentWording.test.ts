import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { consentWording } from './consentWording.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import type { Brand } from '../generated/brand.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8'))]]));
const brand = (id: string) => JSON.parse(readFileSync(`campaigns/brands/${id}.json`, 'utf8')) as Brand;

describe('consentWording', () => {
  it("puts the brand's word for {product} into the consent text per locale", () => {
    expect(consentWording(s6, brand('trial-search'), 'en')).toContain('about clinical trials');
    expect(consentWording(s6, brand('trials-world'), 'en')).toContain('about clinical studies');
    expect(consentWording(s6, brand('trials-world'), 'es')).toContain('sobre estudios clínicos');
    expect(consentWording(s6, brand('trial-search'), 'en')).not.toContain('{product}');
  });

  it('falls back to the English text, with the English word, when there is no Spanish', () => {
    const englishOnly = { ...s6, consent: { en: 'News about {product}.' } };
    expect(consentWording(englishOnly, brand('trial-search'), 'es')).toBe('News about trials.');
  });
});
