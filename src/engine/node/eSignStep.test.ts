import { describe, expect, it } from 'vitest';
import { eSignStepOfPath } from '../eSignStep.ts';
import { loadCampaigns } from './campaignFiles.ts';

const campaigns = loadCampaigns();

describe('eSignStepOfPath', () => {
  it('names the campaign and step of a page that asks for the e-signature, in either language, with or without a query', () => {
    expect(eSignStepOfPath(campaigns, '/signup/ws17/indications')).toEqual({ campaign: 'ws17', step: 'indications' });
    expect(eSignStepOfPath(campaigns, '/signup/es/ws17/indications?studyId=1001')).toEqual({ campaign: 'ws17', step: 'indications' });
    expect(eSignStepOfPath(campaigns, '/signup/en/ws17/indications')).toEqual({ campaign: 'ws17', step: 'indications' });
  });

  it('names nothing for any other page: a step without the e-signature, another campaign, a made-up one, a path too short or too long', () => {
    for (const path of ['/signup/ws17/home', '/signup/ws16/indications', '/signup/s6/phone?x=1', '/signup/nope/indications', '/signup/', '/signup/ws17',
      '/signup/ws17/indications/more', '/signup/fr/ws17/indications', '/other/ws17/indications', 'https://evil.example/signup/ws17/indications', '/signup/../ws17/indications']) {
      expect({ path, step: eSignStepOfPath(campaigns, path) }).toEqual({ path, step: null });
    }
  });
});
