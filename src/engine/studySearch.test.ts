import { describe, expect, it } from 'vitest';
import { searchActions, searchMessage, studyCardTarget } from './studySearch.ts';

describe('study cards', () => {
  it('link to the prescreen flow home with psr=1, keeping the query minus ps and adding conditions and the study', () => {
    expect(studyCardTarget({ id: 1001, webScreenerUrl: null }, { utm_source: 'mail', ps: 'ws15' }, [101, 103], { flow: 'ws15', homePath: 'home' })).toEqual({
      href: '/signup/ws15/home?utm_source=mail&indicationIds%5B%5D=101%2C103&studyId=1001&psr=1', external: false,
    });
    expect(studyCardTarget({ id: 1001, webScreenerUrl: null }, {}, [], { flow: 'ws10', homePath: 'home' }).href).toBe('/signup/ws10/home?studyId=1001&psr=1');
  });

  it("open the prescreen flow at its own home step, which a variant may put before its base's 'home'", () => {
    expect(studyCardTarget({ id: 1001, webScreenerUrl: null }, {}, [], { flow: 'ws10-smoke', homePath: 'smoking' }).href).toBe('/signup/ws10-smoke/smoking?studyId=1001&psr=1');
  });

  it('keep a Spanish search in Spanish: the screener opens in the search page\'s language', () => {
    expect(studyCardTarget({ id: 1001, webScreenerUrl: null }, { utm_source: 'mail' }, [101], { flow: 'ws10', homePath: 'home' }, 'es').href)
      .toBe('/signup/es/ws10/home?utm_source=mail&indicationIds%5B%5D=101&studyId=1001&psr=1');
  });

  it("link to the study's own screener in a new tab", () => {
    const target = studyCardTarget({ id: 1004, webScreenerUrl: 'https://screenpath.example.com/s/DRM-PSO-310' }, { ps: 's6', cid: 'x' }, [], { flow: 'ws10', homePath: 'home' });
    expect(target.external).toBe(true);
    expect(new URL(target.href).searchParams.get('studyId')).toBe('1004');
    expect(new URL(target.href).searchParams.get('ps')).toBeNull();
    expect(new URL(target.href).searchParams.get('cid')).toBe('x');
  });
});

describe('search messages and actions', () => {
  const card = (healthyVolunteer: boolean) => ({ healthyVolunteer });
  it('says invalid postal code, no results, or none for the chosen condition', () => {
    expect(searchMessage({ valid: false, studies: [], nearbyStudies: [] }, null)).toEqual({ key: 'invalidPostal' });
    expect(searchMessage({ valid: true, studies: [], nearbyStudies: [] }, 'Asthma')).toEqual({ key: 'noResults' });
    expect(searchMessage({ valid: true, studies: [], nearbyStudies: [card(false)] }, 'Asthma')).toEqual({ key: 'noneForIndication', indicationName: 'Asthma' });
    expect(searchMessage({ valid: true, studies: [card(false)], nearbyStudies: [] }, 'Asthma')).toBeNull();
  });

  it('tracks no studies and healthy-only results', () => {
    expect(searchActions({ studies: [], nearbyStudies: [] })).toEqual(['ss', 'ssns']);
    expect(searchActions({ studies: [card(true)], nearbyStudies: [] })).toEqual(['ss', 'ssho']);
    expect(searchActions({ studies: [card(true)], nearbyStudies: [card(false)] })).toEqual(['ss']);
  });
});
