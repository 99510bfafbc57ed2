import { describe, expect, it } from 'vitest';
import { matchRoute, type RoutePattern } from './routePattern.ts';

const route = (pattern: string): RoutePattern => ({ pattern, index: false });
const index: RoutePattern = { pattern: '', index: true };

// The app's routes (src/app/App.tsx), in its order.
const APP = [route('/signup/esign/:sessionId'), route('/signup/es/esign/:sessionId'), route('/signup/_studio/*'), route('/signup/*'), route('*')];
// The studio's, nested under /signup/_studio/* (src/app/studio/StudioRoute.tsx).
const STUDIO = [index, route('preview'), route('sessions'), route('sessions/:id'), route(':name')];

describe('matchRoute', () => {
  it('takes the most specific route: a signing page before the flows, the studio before the flows, the flows before the rest', () => {
    expect(matchRoute(APP, '/signup/esign/abc', '')).toEqual({ route: 0, params: { sessionId: 'abc' }, base: '/signup/esign/abc' });
    expect(matchRoute(APP, '/signup/es/esign/abc', '')?.route).toBe(1);
    expect(matchRoute(APP, '/signup/_studio/s6', '')).toEqual({ route: 2, params: { '*': 's6' }, base: '/signup/_studio' });
    expect(matchRoute(APP, '/signup/s6/home', '')).toEqual({ route: 3, params: { '*': 's6/home' }, base: '/signup' });
    expect(matchRoute(APP, '/elsewhere', '')).toEqual({ route: 4, params: { '*': 'elsewhere' }, base: '' });
    // Listed the other way round, the specific route still wins.
    expect(matchRoute([route('/signup/*'), route('/signup/esign/:sessionId')], '/signup/esign/abc', '')?.route).toBe(1);
  });

  it("lets '*' match nothing, with or without the trailing slash, and a parameter take exactly one segment", () => {
    expect(matchRoute(APP, '/signup/', '')).toMatchObject({ route: 3, params: { '*': '' } });
    expect(matchRoute(APP, '/signup', '')).toMatchObject({ route: 3, params: { '*': '' } });
    expect(matchRoute(APP, '/', '')).toMatchObject({ route: 4, params: { '*': '' } });
    expect(matchRoute(APP, '/signup/esign', '')?.route).toBe(3);
    expect(matchRoute(APP, '/signup/esign/abc/more', '')?.route).toBe(3);
    expect(matchRoute([route('/a/:b')], '/a', '')).toBeNull();
  });

  it('matches nested routes below their base: the index where it ends, static names before a parameter', () => {
    expect(matchRoute(STUDIO, '/signup/_studio', '/signup/_studio')).toEqual({ route: 0, params: {}, base: '/signup/_studio' });
    expect(matchRoute(STUDIO, '/signup/_studio/', '/signup/_studio')?.route).toBe(0);
    expect(matchRoute(STUDIO, '/signup/_studio/preview', '/signup/_studio')?.route).toBe(1);
    expect(matchRoute(STUDIO, '/signup/_studio/sessions', '/signup/_studio')?.route).toBe(2);
    expect(matchRoute(STUDIO, '/signup/_studio/sessions/x1', '/signup/_studio')).toEqual({ route: 3, params: { id: 'x1' }, base: '/signup/_studio/sessions/x1' });
    expect(matchRoute(STUDIO, '/signup/_studio/ws10', '/signup/_studio')).toMatchObject({ route: 4, params: { name: 'ws10' } });
    expect(matchRoute(STUDIO, '/signup/_studio/ws10/more', '/signup/_studio')).toBeNull();
  });

  it('decodes parameters, keeps a malformed one as it came, and matches static segments whatever their case', () => {
    expect(matchRoute(APP, '/signup/esign/a%20b', '')?.params).toEqual({ sessionId: 'a b' });
    expect(matchRoute(APP, '/signup/esign/%E0%A4%A', '')?.params).toEqual({ sessionId: '%E0%A4%A' });
    expect(matchRoute(APP, '/SIGNUP/Esign/abc', '')?.route).toBe(0);
    expect(matchRoute(APP, '/signup/s6/caf%C3%A9', '')?.params).toEqual({ '*': 's6/café' });
  });

  it('ranks a parameter above the rest of the path, the index above it too, and keeps the first of equals', () => {
    expect(matchRoute([route('/a/*'), route('/a/:b')], '/a/x', '')).toMatchObject({ route: 1, params: { b: 'x' } });
    expect(matchRoute([route('*'), index], '/s', '/s')).toMatchObject({ route: 1, base: '/s' });
    expect(matchRoute([route('/a/:b'), route('/a/:c')], '/a/x', '')).toMatchObject({ route: 0, params: { b: 'x' } });
  });

  it("reads an absolute pattern whatever its base, a '*' only at the end as the rest, and the root's base as empty", () => {
    expect(matchRoute([route('/a')], '/a', '/base')).toMatchObject({ route: 0, base: '/a' });
    expect(matchRoute([route('/a/*/c')], '/a/b/c', '')).toBeNull();
    expect(matchRoute([index], '/', '')).toEqual({ route: 0, params: {}, base: '' });
  });
});
