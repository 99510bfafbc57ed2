/**
 * A consent statement is made in the page's main script while its step shows (src/engine/consentStatements.ts). Where
 * it reads a part of the catalogue after the first, the kind's widget must be one the step gate fetches that part for,
 * or the stored consent would hold a key instead of the words the person read.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '../src/engine/fieldKinds.ts';
import { consentStatement } from '../src/engine/consentStatements.ts';
import { includesPart, partOfKey, partOfKeys } from '../src/engine/catalogueParts.ts';
import { loadCampaigns } from '../src/engine/node/campaignFiles.ts';
import type { Field } from '../src/engine/campaign.ts';
import { isLazyWidget } from './lazyWidget.tsx';
import { widgets } from './index.ts';
import { TEST_BRAND } from '../tests/support/widgets/renderKind.tsx';

const campaign = loadCampaigns().get('ws10')!;

function keysRead(kind: string): string[] {
  const read: string[] = [];
  for (const region of ['us', 'international'] as const) {
    for (const caregiver of [false, true]) {
      for (const partner of [{}, { connect: 'yes' }]) {
        const t = (key: unknown) => { if (typeof key === 'string') read.push(key); return String(key); };
        consentStatement({ id: 'consent', kind } as unknown as Field, { campaign, brand: TEST_BRAND, locale: 'en', region, caregiver, t }, partner);
      }
    }
  }
  return [...new Set(read)];
}

describe("consent statements and the catalogue's parts", () => {
  it('read words of a part after the first only for kinds whose widgets bring that part', () => {
    const laterReaders = FIELD_KINDS.filter((kind) => partOfKeys(keysRead(kind)) !== 'first');
    // The check has something to check: the health-data and brand-connect consents read the screener's words.
    expect(laterReaders).toEqual(expect.arrayContaining(['HealthDataConsent', 'MedicalRecordsConsent', 'BrandConnectConsent']));
    for (const kind of laterReaders) {
      const widget = widgets[kind];
      expect(isLazyWidget(widget) && includesPart(widget.words, partOfKeys(keysRead(kind))), kind).toBe(true);
    }
  });

  it('reads first-part words only for the contact and partner consents, which first steps show', () => {
    expect(keysRead('GenericConsent').every((key) => partOfKey(key) === 'first')).toBe(true);
    expect(keysRead('PartnerConsent')).toEqual(['partner.connect', 'partner.transfer']);
  });
});
