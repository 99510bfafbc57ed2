// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The network is replaced; everything else (context, scrubbing, gate, policy, asset failures) is the real code.
const sent = vi.hoisted(() => [] as Array<{ path: string; body: Record<string, unknown> }>);
const client = vi.hoisted(() => ({ listener: null as null | ((call: { method: string; path: string; status: number; code: string }) => void) }));
vi.mock('../api/client.ts', async () => {
  const { ENDPOINTS } = await import('../../core/api/endpoints.ts');
  return {
    callEndpoint: async (name: keyof typeof ENDPOINTS, input: { body: Record<string, unknown> }) => { sent.push({ path: ENDPOINTS[name].path, body: input.body }); return { accepted: true }; },
    onApiFailure: (listener: typeof client.listener) => { client.listener = listener; },
  };
});

const { installErrorCapture } = await import('./capture.ts');
const { configureErrorReporting, loadReportBuilder, reportError } = await import('./report.ts');
const { assetFailureStore, failedAheadOfNeed, neededAfterAll } = await import('./assetFailure.ts');
const { createStore } = await import('zustand/vanilla');

const campaign = { name: 's6', flowType: 'signup', steps: { home: { path: 'home' }, postal: { path: 'postal' } } };
const store = createStore(() => ({ campaign: 's6', trail: ['home', 'postal'], payload: { leadLpParamId: 'lp-9' } }));
installErrorCapture(window);
configureErrorReporting({ loaded: (name: string) => (name === 's6' ? campaign as never : undefined) }, store as never);
await loadReportBuilder();

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sent.length = 0;
  window.history.replaceState(null, '', '/signup/s6/postal?cid=abc&zip=10001');
});

describe('error capture', () => {
  it('reports an uncaught error with the visit\'s context', async () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    await tick();
    expect(sent).toEqual([{ path: '/api/errors', body: expect.objectContaining({
      severity: 'error', message: 'TypeError: x is undefined',
      context: expect.objectContaining({ campaign: 's6', flow: 'signup', page: '/signup/s6/postal', pageHistory: ['home', 'postal'], query: { cid: 'abc' }, leadLpParamId: 'lp-9' }),
    }) }]);
  });

  it('reports an unhandled rejection', async () => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = new Error('nobody caught me');
    window.dispatchEvent(event);
    await tick();
    expect(sent.map((s) => s.body.message)).toEqual(['Unhandled rejection: Error: nobody caught me']);
  });

  it('reports a failed preload with its code, once, and shows the reload banner', async () => {
    const error = new Error('Unable to preload CSS for /signup/css/StudioRoute-x.css');
    const event = new Event('vite:preloadError') as Event & { payload: unknown };
    event.payload = error;
    window.dispatchEvent(event);
    // Vite then rethrows the same error into the import; nobody catches it.
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = error;
    window.dispatchEvent(rejection);
    expect(assetFailureStore.getState().code).toBeNull();
    await tick();
    expect(sent.map((s) => [s.body.code, s.body.message])).toEqual([['CSS_CHUNK_LOAD_FAILED', 'CSS_CHUNK_LOAD_FAILED: Error: Unable to preload CSS for /signup/css/StudioRoute-x.css']]);
    expect(assetFailureStore.getState()).toEqual({ code: 'CSS_CHUNK_LOAD_FAILED', shownByPage: false });
  });

  it("reports a failed download started ahead of need (while the browser was idle) and offers no reload: nothing on screen needs it", async () => {
    assetFailureStore.setState({ code: null, shownByPage: false });
    const error = new TypeError('Failed to fetch dynamically imported module: /signup/js/laterSteps-x.js');
    const event = new Event('vite:preloadError') as Event & { payload: unknown };
    event.payload = error;
    window.dispatchEvent(event);
    // The prefetch's catch, a microtask, before the banner's decision.
    await Promise.resolve().then(() => failedAheadOfNeed(error));
    await tick();
    expect(sent.map((s) => s.body.code)).toEqual(['ChunkLoadError']);
    expect(assetFailureStore.getState()).toEqual({ code: null, shownByPage: false });
  });

  it('offers the reload after all when something on screen waited on that download, before or after the decision', async () => {
    for (const when of ['before', 'after'] as const) {
      assetFailureStore.setState({ code: null, shownByPage: false });
      const error = new TypeError(`Failed to fetch dynamically imported module: /signup/js/phone-${when}.js`);
      const event = new Event('vite:preloadError') as Event & { payload: unknown };
      event.payload = error;
      window.dispatchEvent(event);
      failedAheadOfNeed(error);
      if (when === 'before') neededAfterAll(error);
      await tick();
      if (when === 'after') {
        expect(assetFailureStore.getState().code, when).toBeNull();
        neededAfterAll(error);
      }
      expect(assetFailureStore.getState(), when).toEqual({ code: 'ChunkLoadError', shownByPage: false });
    }
  });

  it('leaves an offer already shown as it is, and ignores what is not an error', () => {
    assetFailureStore.setState({ code: 'CSS_CHUNK_LOAD_FAILED', shownByPage: true });
    const error = new TypeError('Failed to fetch dynamically imported module: /signup/js/x.js');
    failedAheadOfNeed(error);
    neededAfterAll(error);
    neededAfterAll(null);
    failedAheadOfNeed(undefined);
    expect(assetFailureStore.getState()).toEqual({ code: 'CSS_CHUNK_LOAD_FAILED', shownByPage: true });
    assetFailureStore.setState({ code: null, shownByPage: false });
  });

  it('reports failed API calls by the policy, never its own', async () => {
    client.listener?.({ method: 'POST', path: '/api/leads', status: 502, code: 'INTERNAL_ERROR' });
    client.listener?.({ method: 'POST', path: '/api/leads', status: 400, code: 'INVALID_LEAD' });
    client.listener?.({ method: 'POST', path: '/api/errors', status: 500, code: 'INTERNAL_ERROR' });
    await tick();
    expect(sent.map((s) => [s.body.severity, s.body.message, s.body.code])).toEqual([['error', 'API POST /api/leads answered 502', 'INTERNAL_ERROR']]);
  });

  it('sends the same report at most once a minute, and echoes explicit reports to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportError('warning', 'offers failed for ana@example.com');
    reportError('warning', 'offers failed for ana@example.com');
    await tick();
    expect(sent.map((s) => s.body.message)).toEqual(['offers failed for [email]']);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
