import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { consentRegion, consentWording } from './consentWording.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import type { Brand } from '../generated/brand.ts';
import { resolveCountry } from '../core/countries.ts';

const load = (name: string) => resolveCampaign(name, new Map([[name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8'))]]));
const s6 = load('s6');
const ws10 = load('ws10');
const brand = (id: string) => JSON.parse(readFileSync(`campaigns/brands/${id}.json`, 'utf8')) as Brand;

describe('consentRegion', () => {
  it('is us where consent is implied and international where a country needs it explicitly', () => {
    expect(consentRegion(resolveCountry('US'))).toBe('us');
    for (const country of ['GB', 'IE', 'CA', 'AU', 'NZ', 'ZA']) expect(consentRegion(resolveCountry(country))).toBe('international');
  });
});

describe('consentWording', () => {
  it("puts the brand's word for {product} into the consent text per locale", () => {
    expect(consentWording(s6, brand('trial-search'), 'en', 'us', false)).toContain('about clinical trials');
    expect(consentWording(s6, brand('trials-world'), 'en', 'us', false)).toContain('about clinical studies');
    expect(consentWording(s6, brand('trials-world'), 'es', 'us', false)).toContain('sobre estudios clínicos');
    expect(consentWording(s6, brand('trial-search'), 'en', 'international', false)).not.toContain('{product}');
  });

  it('gives US and international visitors their own wording; the international one adds sharing with their doctor', () => {
    const us = consentWording(ws10, brand('trial-search'), 'en', 'us', false);
    const international = consentWording(ws10, brand('trial-search'), 'en', 'international', false);
    expect(us).toBe('By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site.');
    expect(international).toBe("I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site and with my doctor's office.");
    expect(consentWording(ws10, brand('trial-search'), 'es', 'international', false)).toContain('con el consultorio de mi médico');
    expect(consentWording(ws10, brand('trial-search'), 'es', 'us', false)).not.toContain('consultorio de mi médico');
  });

  it("gives a caregiver answering for the participant the campaign's caregiver words where it has some (the participant's doctor, not their own), the region's otherwise", () => {
    expect(consentWording(ws10, brand('trial-search'), 'en', 'international', true)).toBe("I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site and with the participant's doctor's office.");
    expect(consentWording(ws10, brand('trial-search'), 'es', 'international', true)).toContain('con el consultorio del médico del participante');
    expect(consentWording(ws10, brand('trial-search'), 'en', 'us', true)).toBe(consentWording(ws10, brand('trial-search'), 'en', 'us', false));
    expect(consentWording(s6, brand('trials-world'), 'en', 'international', true)).toContain("about clinical studies and to the privacy policy and terms of use. I agree that my answers may be shared with the study doctor's office and with the participant's doctor's office.");
    const noCaregiverWords = { ...s6, consent: { us: s6.consent.us, international: s6.consent.international } };
    expect(consentWording(noCaregiverWords, brand('trial-search'), 'en', 'international', true)).toBe(consentWording(s6, brand('trial-search'), 'en', 'international', false));
  });

  it('falls back to the English text, with the English word, when there is no Spanish', () => {
    const englishOnly = { ...s6, consent: { us: { en: 'News about {product}.' }, international: { en: 'I agree to news about {product}.', es: 'Acepto noticias sobre {product}.' } } };
    expect(consentWording(englishOnly, brand('trial-search'), 'es', 'us', false)).toBe('News about trials.');
    expect(consentWording(englishOnly, brand('trial-search'), 'es', 'international', false)).toBe('Acepto noticias sobre ensayos.');
  });
});

describe("every campaign that keeps a lead: the words a visitor agrees to are the consents stored", () => {
  // A GenericConsent stores consent to be called, texted and emailed, and to share answers with the study (consentRecords.ts):
  // its words must say so. ss7 once stored all four behind "By searching, I agree to the privacy policy and terms of use."
  const names = readdirSync('campaigns').filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
  const documents = new Map(names.map((name) => [name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8'))]));
  const keepsLeads = names.map((name) => resolveCampaign(name, documents)).filter((campaign) => {
    const steps = Object.values(campaign.steps);
    const asksConsent = steps.some((step) => step.fields.some((field) => field.kind === 'GenericConsent'));
    // A study search keeps no lead unless a step saves the visitor (ss7's contact form).
    return asksConsent && (campaign.campaignType !== 'Study Search' || steps.some((step) => step.saveSubject === true));
  });
  const says = {
    en: [/contacted by phone, text message and email/, /answers may be shared with the study (site|doctor's office)/],
    es: [/me contacten por teléfono, mensaje de texto y correo electrónico/, /respuestas se compartan con (el centro del estudio|el consultorio del médico del estudio)/],
  } as const;

  it('includes the contact-form search, and leaves out the searches that keep nothing', () => {
    expect(keepsLeads.map((c) => c.name)).toContain('ss7');
    expect(keepsLeads.map((c) => c.name)).toContain('s6');
    expect(keepsLeads.map((c) => c.name)).not.toContain('ss6');
  });

  for (const campaign of keepsLeads) {
    it(`${campaign.name} asks for contact and sharing in so many words, in both languages and regions`, () => {
      for (const locale of ['en', 'es'] as const) {
        for (const region of ['us', 'international'] as const) {
          for (const caregiver of [false, true]) {
            for (const words of says[locale]) expect(consentWording(campaign, brand('trial-search'), locale, region, caregiver)).toMatch(words);
          }
        }
      }
    });
  }
});

