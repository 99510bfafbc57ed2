/**
 * For every persona the submit pipeline accepts, in both languages and in US and international countries, each
 * consent it stores holds a text the campaign shows on that step in that language: the pipeline cannot store words
 * nobody was shown. The texts it may hold come from the server's catalogue (the pages' translator over the real catalogues).
 */
import { describe, expect, it } from 'vitest';
import { loadCampaigns, readCatalogues } from './campaignFiles.ts';
import { loadConsentCatalogue, readBrands } from './consentCatalogue.ts';
import { demoWorld } from '../../server/personas/demoWorld.ts';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { personasDir } from './personaFiles.ts';
import type { PersonasDocument } from '../../generated/personas.ts';
import { runPersona } from '../personas/runPersona.ts';
import { consentRegion } from '../consentWording.ts';
import { consentStatement, statementText } from '../consentStatements.ts';
import { catalogueTranslator, type Catalogue } from '../catalogueText.ts';
import { productVariables } from '../productWords.ts';
import { resolveCountry } from '../../core/countries.ts';

const campaigns = loadCampaigns();
const world = demoWorld();
const personaFile = (name: string): PersonasDocument | null => {
  const path = join(personasDir(), `${name}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) as PersonasDocument : null;
};

/** The default brand and the pages' English translator for it. */
function trialSearchInEnglish() {
  const catalogues = readCatalogues();
  const brand = readBrands().find((b) => b.id === 'trial-search')!;
  return { brand, t: catalogueTranslator(catalogues.en as Catalogue, catalogues.en as Catalogue, productVariables(brand, 'en'), 'en') };
}

describe('stored consent texts', () => {
  it('are always ones the campaign shows on that step and language', async () => {
    const catalogue = await loadConsentCatalogue(undefined, campaigns);
    let accepted = 0;
    let answeredAsCaregiver = 0;
    const storedTypes = new Set<string>();
    for (const campaign of campaigns.values()) {
      const doc = personaFile(campaign.name);
      for (const persona of doc?.personas ?? []) {
        for (const locale of ['en', 'es'] as const) {
          for (const country of [persona.country, 'US', 'GB', 'CA'] as const) {
            const result = runPersona(campaign, { ...persona, locale, ...(country ? { country } : {}) }, world, doc?.today ?? '2026-11-22');
            if (result.divergence) continue;
            accepted += 1;
            for (const [i, consent] of result.consents.entries()) {
              storedTypes.add(consent.type);
              const caregiver = result.consentsByCaregiver[i] as boolean;
              if (caregiver) answeredAsCaregiver += 1;
              const where = `${campaign.name}/${consent.step} (${locale}, ${country}, ${caregiver ? 'caregiver' : 'self'}) ${persona.name}: ${consent.text}`;
              expect(catalogue.shows(campaign.name, consent.step, locale, consent.text), where).toBe(true);
              // Shown, and recorded so, to the visitor's region on the default brand's site, where the personas walk,
              // answering as the lead stored with it does (the server refuses a caregiver's words for a lead of none).
              const audience = { region: consentRegion(resolveCountry(result.country)), brand: 'trial-search', caregiver };
              expect(catalogue.showsTo(campaign.name, consent.step, locale, consent.text, audience), where).toBe(true);
              expect(catalogue.records(campaign.name, consent.step, locale, consent, audience), where).toBe(true);
              expect(campaign.steps[consent.step]).toBeDefined();
            }
          }
        }
      }
    }
    // The property was exercised: many accepted runs, storing contact and medical-records consents.
    expect(accepted).toBeGreaterThan(150);
    expect(answeredAsCaregiver).toBeGreaterThan(10);
    expect([...storedTypes].sort()).toEqual(expect.arrayContaining(['call', 'clinic', 'email', 'medicalRecords', 'sms']));
  });

  it('are refused on another step, in another language, for an unknown campaign or step, and when altered', async () => {
    const catalogue = await loadConsentCatalogue(undefined, campaigns);
    const ws10 = campaigns.get('ws10');
    const persona = personaFile('ws10')?.personas.find((p) => runPersona(ws10!, p, world, '2026-11-22').consents.length > 0);
    expect(persona).toBeDefined();
    const [consent] = runPersona(ws10!, { ...persona!, locale: 'en' }, world, '2026-11-22').consents;
    expect(consent).toBeDefined();
    const { step, text } = consent!;
    expect(catalogue.shows('ws10', step, 'en', text)).toBe(true);
    const otherStep = ws10!.stepOrder.find((id) => id !== step && !catalogue.shows('ws10', id, 'en', text));
    expect(otherStep).toBeDefined();
    expect(catalogue.shows('ws10', step, 'es', text)).toBe(false);
    expect(catalogue.shows('no-such-campaign', step, 'en', text)).toBe(false);
    expect(catalogue.shows('ws10', 'no-such-step', 'en', text)).toBe(false);
    expect(catalogue.shows('ws10', step, 'en', `${text} `)).toBe(false);
    expect(catalogue.shows('ws10', step, 'en', '')).toBe(false);
  });

  it("are shown to one region, on one brand's site, or on any site for a host of none", async () => {
    const catalogue = await loadConsentCatalogue(undefined, campaigns);
    const ws10 = campaigns.get('ws10')!;
    const { brand, t } = trialSearchInEnglish();
    const field = ws10.steps.home!.fields.find((f) => f.kind === 'GenericConsent')!;
    const contact = (region: 'us' | 'international') => ({ type: 'sms' as const, granted: true, step: 'home', text: statementText(consentStatement(field, { campaign: ws10, brand, locale: 'en', region, caregiver: false, t })!) });
    const [us, uk] = [contact('us'), contact('international')];
    expect(us.text).not.toBe(uk.text);
    const seen = (text: string, region: 'us' | 'international', brand: string | null) => catalogue.showsTo('ws10', us.step, 'en', text, { region, brand, caregiver: false });
    // The US words are a caregiver's too; the international ones name the visitor's own doctor, and a caregiver reads the participant's.
    expect(catalogue.showsTo('ws10', us.step, 'en', us.text, { region: 'us', brand: 'trial-search', caregiver: true })).toBe(true);
    expect(catalogue.showsTo('ws10', us.step, 'en', uk.text, { region: 'international', brand: 'trial-search', caregiver: true })).toBe(false);
    expect(catalogue.showsTo('ws10', us.step, 'en', uk.text.replace("with my doctor's office", "with the participant's doctor's office"), { region: 'international', brand: 'trial-search', caregiver: true })).toBe(true);
    const recorded = (consent: typeof us, region: 'us' | 'international', brand: string | null) => catalogue.records('ws10', us.step, 'en', consent, { region, brand });
    expect([seen(us.text, 'us', 'trial-search'), seen(us.text, 'international', 'trial-search'), seen(uk.text, 'international', 'trial-search'), seen(uk.text, 'us', 'trial-search')]).toEqual([true, false, true, false]);
    expect([recorded(us, 'us', 'trial-search'), recorded(us, 'international', 'trial-search'), recorded(uk, 'international', null), recorded(uk, 'us', null)]).toEqual([true, false, true, false]);
    // The trial-search wording names clinical trials, the trials-world one clinical studies.
    expect([seen(us.text, 'us', 'trials-world'), seen(us.text, 'us', null), recorded(us, 'us', 'trials-world')]).toEqual([false, true, false]);
    // Nothing for words, a campaign or a step the campaigns do not have.
    expect([catalogue.showsTo('ws10', us.step, 'en', 'I agree', { region: 'us', brand: null, caregiver: false }), recorded({ ...us, text: 'I agree' }, 'us', null)]).toEqual([false, false]);
    expect([catalogue.records('nope', us.step, 'en', us, { region: 'us', brand: null }), catalogue.records('ws10', 'nope', 'en', us, { region: 'us', brand: null })]).toEqual([false, false]);
    expect([catalogue.siteOf('localhost'), catalogue.siteOf('www.trialsworld.example'), catalogue.siteOf('127.0.0.1'), catalogue.siteOf('evil-trialsworld.example')]).toEqual(['trial-search', 'trials-world', null, null]);
  });

  it("are shown to a caregiver answering for the participant, or to the participant, where the words differ (the participant's records or one's own)", async () => {
    const catalogue = await loadConsentCatalogue(undefined, campaigns);
    const ws21 = campaigns.get('ws21')!;
    const { brand, t } = trialSearchInEnglish();
    const field = ws21.steps.home!.fields.find((f) => f.kind === 'MedicalRecordsConsent')!;
    const words = (caregiver: boolean) => statementText(consentStatement(field, { campaign: ws21, brand, locale: 'en', region: 'us', caregiver, t })!);
    const [own, theirs] = [words(false), words(true)];
    expect(own).not.toBe(theirs);
    const seen = (text: string, caregiver: boolean) => catalogue.showsTo('ws21', 'home', 'en', text, { region: 'us', brand: 'trial-search', caregiver });
    expect([seen(own, false), seen(own, true), seen(theirs, true), seen(theirs, false)]).toEqual([true, false, true, false]);
    expect([catalogue.shows('ws21', 'home', 'en', own), catalogue.shows('ws21', 'home', 'en', theirs)]).toEqual([true, true]);
  });
});
