// @vitest-environment happy-dom
/** A step's moves through the address bar's history: forward adds an entry, Back to the step before goes back to its entry. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import en from '../../../locales/en/translation.json';
import brand from '../../../campaigns/brands/trial-search.json';
import type { Brand } from '../../generated/brand.ts';
import { i18nOver } from '../i18n.ts';
import { I18nProvider } from '../translation.tsx';
import { MemoryRouter, useLocation, type Location } from '../../../widgets/router.tsx';
import { createFlowStore, type FlowStore } from '../state/store.ts';
import { useControllerDeps } from './useControllerDeps.ts';
import { visitOfEntry } from './stepEntry.ts';
import type { ControllerDeps } from './controller.ts';
import type { Campaign } from '../../engine/campaign.ts';
import type { VisitFlows } from '../../engine/campaignRoles.ts';

afterEach(cleanup);

let deps: ControllerDeps;
let store: FlowStore;
const seen: Location[] = [];

function Step() {
  deps = useControllerDeps(store, {} as Campaign, 'en', {}, brand as Brand, {} as VisitFlows);
  seen.push(useLocation());
  return null;
}

function visit(start: string) {
  seen.length = 0;
  store = createFlowStore('US');
  store.setState({ visitId: 'first' });
  render(<I18nProvider i18n={i18nOver(brand as Brand, 'en', { en })}><MemoryRouter initialEntries={[start]}><Step /></MemoryRouter></I18nProvider>);
}

const at = () => seen.at(-1) as Location;
const move = (url: string, options = {}) => act(() => deps.navigate(url, options));

describe('a step\'s moves', () => {
  it('go back to the entry before when moving back to the step it came from: the browser\'s Back then goes further back', () => {
    visit('/signup/s6/home?utm_source=x');
    move('/signup/s6/postal?utm_source=x');
    move('/signup/s6/dob?utm_source=x');
    const dob = at().key;
    move('/signup/s6/postal?utm_source=x', { back: true });
    expect(at()).toMatchObject({ pathname: '/signup/s6/postal', search: '?utm_source=x', throughHistory: true });
    move('/signup/s6/home?utm_source=x', { back: true });
    expect(at()).toMatchObject({ pathname: '/signup/s6/home', throughHistory: true });
    // Forward again adds an entry of its own in place of the ones left.
    move('/signup/s6/postal?utm_source=x');
    expect(at()).toMatchObject({ pathname: '/signup/s6/postal', throughHistory: false });
    expect(at().key).not.toBe(dob);
  });

  it('add an entry when moving back to a step other than the one the page came from', () => {
    visit('/signup/s6/home');
    move('/signup/s6/postal');
    move('/signup/s6/dob');
    move('/signup/s6/home', { back: true });
    expect(at()).toMatchObject({ pathname: '/signup/s6/home', throughHistory: false, state: { from: '/signup/s6/dob', visit: 'first' } });
  });

  it('keep the entry before through a replacing move: Back from the replacing step goes back to it', () => {
    visit('/signup/s6/home');
    move('/signup/s6/postal');
    move('/signup/s6/thank-you', { replace: true });
    expect(at().state).toEqual({ from: '/signup/s6/home', visit: 'first' });
    move('/signup/s6/home', { back: true });
    expect(at()).toMatchObject({ pathname: '/signup/s6/home', throughHistory: true });
  });

  it('keep the visit that made each entry, read as the move is made: a new visit\'s entries name it, an earlier one\'s keep theirs', () => {
    visit('/signup/ws10/home?studyId=1001');
    move('/signup/ws10/indications?studyId=1001');
    expect(visitOfEntry(at().state)).toBe('first');
    act(() => store.setState({ visitId: 'second' }));
    move('/signup/ws10/home?studyId=1001');
    move('/signup/ws10/indications?studyId=1001');
    expect(at().state).toEqual({ from: '/signup/ws10/home?studyId=1001', visit: 'second' });
    // A replacing move keeps the entry's own visit.
    act(() => store.setState({ visitId: 'third' }));
    move('/signup/ws10/thanks?studyId=1001', { replace: true });
    expect(visitOfEntry(at().state)).toBe('second');
  });
});
