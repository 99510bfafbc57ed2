/**
 * For every persona the submit pipeline accepts, in both languages and in US and international countries, each
 * consent it stores holds a text the campaign shows on that step in that language: the pipeline cannot store words
 * nobody was shown. The texts it may hold come from the server's catalogue (the pages' translator over the real catalogues).
 */
import { describe, expect, it } from 'vitest';
import { loadCampaigns } from './campaignFiles.ts';
import { loadConsentCatalogue } from './consentCatalogue.ts';
import { demoWorld } from '../../server/personas/demoWorld.ts';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { personasDir } from './personaFiles.ts';
import type { PersonasDocument } from '../../generated/personas.ts';
import { runPersona } from '../personas/runPersona.ts';

const campaigns = loadCampaigns();
const world = demoWorld();
const personaFile = (name: string): PersonasDocument | null => {
  const path = join(personasDir(), `${name}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) as PersonasDocument : null;
};

describe('stored consent texts', () => {
  it('are always ones the campaign shows on that step and language', async () => {
    const catalogue = await loadConsentCatalogue(undefined, campaigns);
    let accepted = 0;
    const storedTypes = new Set<string>();
    for (const campaign of campaigns.values()) {
      const doc = personaFile(campaign.name);
      for (const persona of doc?.personas ?? []) {
        for (const locale of ['en', 'es'] as const) {
          for (const country of [persona.country, 'US', 'GB', 'CA'] as const) {
            const result = runPersona(campaign, { ...persona, locale, ...(country ? { country } : {}) }, world, doc?.today ?? '2026-11-22');
            if (result.divergence) continue;
            accepted += 1;
            for (const consent of result.consents) {
              storedTypes.add(consent.type);
              expect(catalogue.shows(campaign.name, consent.step, locale, consent.text), `${campaign.name}/${consent.step} (${locale}, ${country}) ${persona.name}: ${consent.text}`).toBe(true);
              expect(campaign.steps[consent.step]).toBeDefined();
            }
          }
        }
      }
    }
    // The property was exercised: many accepted runs, storing contact and medical-records consents.
    expect(accepted).toBeGreaterThan(150);
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
});
