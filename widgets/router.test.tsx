// @vitest-environment happy-dom
/** The page's router: the address bar, links and redirects as a visitor uses them, and routes matched as the app nests them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StepLink } from './StepLink.tsx';
import { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, updateEntryState, useLocation, useNavigate, useParams, whenAddressShown, type Location } from './router.tsx';
import { isPlainClick, markOwnNavigation } from './ownNavigation.ts';

afterEach(cleanup);

function Where({ name }: { name: string }) {
  const location = useLocation();
  const params = useParams();
  return <p data-testid="where">{`${name} ${location.pathname}${location.search} ${JSON.stringify(params)}`}</p>;
}

function Go({ to, replace = false }: { to: string | number; replace?: boolean }) {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(to, { replace })}>go {String(to)}</button>;
}

function Studio() {
  return (
    <Routes>
      <Route index element={<Where name="list" />} />
      <Route path="sessions/:id" element={<Where name="replay" />} />
      <Route path=":name" element={<Where name="editor" />} />
    </Routes>
  );
}

function App() {
  return (
    <>
      <Link to="/signup/s6/postal?cid=1">Postal</Link>
      <Link to="/signup/s6/dob" replace>Dob instead</Link>
      <Go to={-1} />
      <Routes>
        <Route path="/signup/_studio/*" element={<Studio />} />
        <Route path="/signup/esign/:sessionId" element={<Where name="signing" />} />
        <Route path="/signup/*" element={<Where name="flow" />} />
        <Route path="*" element={<Navigate to="/signup/" replace />} />
      </Routes>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('BrowserRouter', () => {
  beforeEach(() => { window.history.replaceState(null, '', '/signup/s6/home'); });

  it('shows the address bar\'s route; a plain click on a link adds an entry and shows its route in the same task', () => {
    render(<BrowserRouter><App /></BrowserRouter>);
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    expect(where()).toBe('flow /signup/s6/postal?cid=1 {"*":"s6/postal"}');
    expect(window.location.pathname + window.location.search).toBe('/signup/s6/postal?cid=1');
    expect(window.history.length).toBe(before + 1);
    expect((window.history.state as { key: string }).key).toMatch(/^\w+$/);
  });

  it('replaces the entry for a replacing link, and goes back to the entry before on Back', async () => {
    render(<BrowserRouter><App /></BrowserRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    const length = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Dob instead' }));
    expect(window.history.length).toBe(length);
    expect(where()).toBe('flow /signup/s6/dob {"*":"s6/dob"}');
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    render(<BrowserRouter><App /></BrowserRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }), { ctrlKey: true });
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
    expect(screen.getByRole('link', { name: 'Postal' }).getAttribute('href')).toBe('/signup/s6/postal?cid=1');
    const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
    expect(isPlainClick(plain, undefined)).toBe(true);
    expect(isPlainClick(plain, '_self')).toBe(true);
    expect(isPlainClick(plain, '_blank')).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey', 'defaultPrevented'] as const) expect(isPlainClick({ ...plain, [key]: true }, undefined)).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 }, undefined)).toBe(false);
  });

  it('redirects an unknown address with Navigate, replacing its entry', () => {
    window.history.replaceState(null, '', '/nowhere');
    const length = window.history.length;
    render(<BrowserRouter><App /></BrowserRouter>);
    expect(where()).toBe('flow /signup/ {"*":""}');
    expect(window.location.pathname).toBe('/signup/');
    expect(window.history.length).toBe(length);
  });

  it('tells a location reached by Back or Forward from one reached by a link or navigate()', async () => {
    const arrivals: boolean[] = [];
    function Arrival() { arrivals.push(useLocation().throughHistory); return null; }
    render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
    expect(arrivals.at(-1)).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    expect(arrivals.at(-1)).toBe(false);
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
    expect(arrivals.at(-1)).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    expect(arrivals.at(-1)).toBe(false);
  });

  it('hears a Back pressed after its first render and before it listened: the page follows the address bar', () => {
    const arrivals: boolean[] = [];
    function Arrival() { arrivals.push(useLocation().throughHistory); return null; }
    // The browser's Back while the first render is under way: the address bar moves and popstate fires, unheard yet.
    let pressed = false;
    function BackDuringFirstRender() {
      if (!pressed) {
        pressed = true;
        window.history.replaceState(null, '', '/signup/s6/postal');
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
      return null;
    }
    render(<BrowserRouter><BackDuringFirstRender /><Arrival /><App /></BrowserRouter>);
    expect(where()).toBe('flow /signup/s6/postal {"*":"s6/postal"}');
    expect(arrivals.at(-1)).toBe(true);
    // Heard once: a router mounted later reads the address bar as it is, and no Back is replayed.
    cleanup();
    render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
    expect(where()).toBe('flow /signup/s6/postal {"*":"s6/postal"}');
    expect(arrivals.at(-1)).toBe(false);
  });

  it('tells a page opened by Back or Forward (one the browser did not keep, loaded again) from one opened otherwise', () => {
    const arrivals: boolean[] = [];
    function Arrival() { arrivals.push(useLocation().throughHistory); return null; }
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]);
    render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
    expect(arrivals.at(-1)).toBe(true);
    cleanup();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
    expect(arrivals.at(-1)).toBe(false);
    vi.restoreAllMocks();
  });

  it('tells the address a page was opened at by a link or a typed address from a reload, Back, and the page\'s own navigation', () => {
    const arrivals: Array<[string, boolean]> = [];
    function Arrival() { const l = useLocation(); arrivals.push([l.pathname, l.openedByLink]); return null; }
    // The page's load started as the test renders it (performance.now() is the time since it started).
    vi.spyOn(performance, 'now').mockReturnValue(0);
    // The entry the page wrote in (its step named its visit there) is not opened again by a reload, Back or Forward.
    window.history.replaceState({ key: 'default', usr: { visit: 'v1' } }, '');
    for (const [type, opened] of [['navigate', true], ['reload', false], ['back_forward', false]] as const) {
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
      render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
      expect([type, arrivals.at(-1)?.[1]]).toEqual([type, opened]);
      cleanup();
    }
    window.history.replaceState(null, '');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'navigate' } as PerformanceNavigationTiming]);
    // A page the site's own link loaded (a language link) is not one opened by a link.
    markOwnNavigation(window.location.href);
    render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
    expect(arrivals.at(-1)?.[1]).toBe(false);
    cleanup();
    render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
    // A note of a load that never came (one the visitor stopped) goes with the router's own move as well.
    markOwnNavigation('/signup/s6/stopped');
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    expect(arrivals.at(-1)).toEqual(['/signup/s6/postal', false]);
    // The router took the click over: no page loads, and no note of one is left for a later load to take.
    expect(window.sessionStorage.getItem('ownNavigation')).toBeNull();
    vi.restoreAllMocks();
  });

  it("takes a reload, Back or Forward that loads again an entry whose step has yet to name its visit for the arrival that opened it, as written in it when the page first loaded it, or told by the site's note however old", () => {
    const arrivals: Array<{ link: boolean; history: boolean }> = [];
    function Arrival() { const l = useLocation(); arrivals.push({ link: l.openedByLink, history: l.throughHistory }); return null; }
    const opened = () => (window.history.state as { openedByLink?: boolean } | null)?.openedByLink;
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const load = (type: string) => {
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
      render(<BrowserRouter><Arrival /><App /></BrowserRouter>);
      cleanup();
      return arrivals.at(-1);
    };
    // Opened by a typed address, then by the site's own link: written in the entry as the page loads it.
    window.history.replaceState(null, '');
    expect(load('navigate')).toEqual({ link: true, history: false });
    expect(opened()).toBe(true);
    for (const type of ['reload', 'back_forward'] as const) expect([type, load(type)]).toEqual([type, { link: true, history: type === 'back_forward' }]);
    window.history.replaceState(null, '');
    markOwnNavigation(window.location.href);
    expect(load('navigate')?.link).toBe(false);
    expect(opened()).toBe(false);
    // A note written long before the load started (a click whose load never came) does not make a typed address the site's own.
    window.history.replaceState(null, '');
    vi.spyOn(Date, 'now').mockReturnValueOnce(Date.now() - 60_000);
    markOwnNavigation(window.location.href);
    expect(load('navigate')?.link).toBe(true);
    window.history.replaceState(null, '');
    markOwnNavigation(window.location.href);
    expect(load('navigate')?.link).toBe(false);
    // The note is used up: what the entry says is what counts.
    for (const type of ['reload', 'back_forward'] as const) expect([type, load(type)?.link]).toEqual([type, false]);
    // An entry never written (the page's code never ran in it): the note tells, however old; without one, a link's.
    for (const type of ['reload', 'back_forward'] as const) {
      window.history.replaceState(null, '');
      markOwnNavigation(window.location.href);
      expect([type, load(type)?.link, opened()]).toEqual([type, false, false]);
      window.history.replaceState(null, '');
      vi.spyOn(Date, 'now').mockReturnValueOnce(Date.now() - 60_000);
      markOwnNavigation(window.location.href);
      expect([type, load(type)?.link, opened()]).toEqual([type, false, false]);
      window.history.replaceState(null, '');
      expect([type, load(type)?.link, opened()]).toEqual([type, true, true]);
    }
    // Once the step named its visit, or in an entry the site pushed, a reload or a return goes on.
    window.history.replaceState({ usr: { visit: 'v1' }, openedByLink: true }, '');
    expect(load('reload')?.link).toBe(false);
    expect(load('back_forward')?.link).toBe(false);
    window.history.replaceState({ key: 'k1', usr: null }, '');
    expect(load('reload')?.link).toBe(false);
    // A load of another kind (a prerender, say) is no arrival by a link, its entry written or not.
    window.history.replaceState(null, '');
    expect(load('prerender')?.link).toBe(false);
    window.history.replaceState({ usr: null, openedByLink: true }, '');
    expect(load('prerender')?.link).toBe(false);
    vi.restoreAllMocks();
  });

  it('gives the entry the page opened at the key "default", and each new entry a key of its own', () => {
    const keys: string[] = [];
    function Keys() { keys.push(useLocation().key); return null; }
    render(<BrowserRouter><Keys /><App /></BrowserRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    const distinct = [...new Set(keys)];
    expect(distinct[0]).toBe('default');
    expect(distinct).toHaveLength(3);
  });
});

describe('BrowserRouter, a move whose address follows its first paint (addressAfterPaint)', () => {
  let frames: Array<() => void> = [];
  beforeEach(() => {
    window.history.replaceState(null, '', '/signup/s6/home');
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(async () => {
    await painted();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The frame is painted, then the task queued from it runs (afterNextPaint.ts). */
  const painted = () => act(async () => {
    for (const frame of frames.splice(0)) frame();
    await new Promise((r) => setTimeout(r, 0));
  });
  const address = () => window.location.pathname + window.location.search;

  function Move({ to, replace = false }: { to: string; replace?: boolean }) {
    const navigate = useNavigate();
    return <button type="button" onClick={() => navigate(to, { replace, addressAfterPaint: true })}>move {to}</button>;
  }
  function Moves() {
    return <><Move to="/signup/s6/postal" /><Move to="/signup/s6/dob" /><Move to="/signup/s6/name" replace /><App /></>;
  }
  const move = (to: string) => fireEvent.click(screen.getByRole('button', { name: `move ${to}` }));

  it('shows the new location at once and writes its history entry, with its key, once the frame is painted', async () => {
    let key = '';
    function Key() { key = useLocation().key; return null; }
    render(<BrowserRouter><Key /><Moves /></BrowserRouter>);
    const length = window.history.length;
    move('/signup/s6/postal');
    expect(where()).toBe('flow /signup/s6/postal {"*":"s6/postal"}');
    expect(address()).toBe('/signup/s6/home');
    expect(window.history.length).toBe(length);
    await painted();
    expect(address()).toBe('/signup/s6/postal');
    expect(window.history.length).toBe(length + 1);
    expect((window.history.state as { key: string }).key).toBe(key);
  });

  it('moves the same way through a link to another step (StepLink); a plain link writes its entry at once', async () => {
    render(<BrowserRouter><StepLink to="/signup/s6/health-questions">Answer health questions</StepLink><Moves /></BrowserRouter>);
    const length = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Answer health questions' }));
    expect(where()).toBe('flow /signup/s6/health-questions {"*":"s6/health-questions"}');
    expect(address()).toBe('/signup/s6/home');
    await painted();
    expect(address()).toBe('/signup/s6/health-questions');
    expect(window.history.length).toBe(length + 1);
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    expect(address()).toBe('/signup/s6/postal?cid=1');
  });

  it('runs what waits for the address once the entry is written, after it; at once when no entry waits', async () => {
    render(<BrowserRouter><Moves /></BrowserRouter>);
    const seen: string[] = [];
    whenAddressShown(() => seen.push(`now ${address()}`));
    expect(seen).toEqual(['now /signup/s6/home']);
    move('/signup/s6/postal');
    whenAddressShown(() => seen.push(`title ${address()}`));
    whenAddressShown(() => seen.push(`then ${address()}`));
    expect(seen).toEqual(['now /signup/s6/home']);
    await painted();
    expect(seen).toEqual(['now /signup/s6/home', 'title /signup/s6/postal', 'then /signup/s6/postal']);
  });

  it('writes a held entry before the next move\'s, so the entries keep their order', async () => {
    render(<BrowserRouter><Moves /></BrowserRouter>);
    const length = window.history.length;
    move('/signup/s6/postal');
    move('/signup/s6/dob');
    expect(address()).toBe('/signup/s6/postal');
    move('/signup/s6/name');
    expect(address()).toBe('/signup/s6/dob');
    await painted();
    expect(address()).toBe('/signup/s6/name');
    expect(where()).toBe('flow /signup/s6/name {"*":"s6/name"}');
    expect(window.history.length).toBe(length + 2);
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(where()).toBe('flow /signup/s6/postal {"*":"s6/postal"}');
  });

  it('writes a held entry before going back by a number of entries', async () => {
    render(<BrowserRouter><Moves /></BrowserRouter>);
    move('/signup/s6/postal');
    move('/signup/s6/dob');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'go -1' }));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(where()).toBe('flow /signup/s6/postal {"*":"s6/postal"}');
    expect(address()).toBe('/signup/s6/postal');
  });

  it('drops a held entry on Back before the paint: it was for the page left; what waited runs', async () => {
    render(<BrowserRouter><Moves /></BrowserRouter>);
    move('/signup/s6/postal');
    await painted();
    const length = window.history.length;
    move('/signup/s6/dob');
    const seen: string[] = [];
    whenAddressShown(() => seen.push('title'));
    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(seen).toEqual(['title']);
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
    await painted();
    expect(address()).toBe('/signup/s6/home');
    expect(window.history.length).toBe(length);
  });
});

describe('what a history entry keeps', () => {
  let navigate: ReturnType<typeof useNavigate>;
  let location: Location;
  function Mover() {
    navigate = useNavigate();
    location = useLocation();
    return null;
  }
  const usr = () => (window.history.state as { usr: unknown } | null)?.usr;

  it('is kept through a move that replaces the entry without a state of its own, and given up to one with', () => {
    window.history.replaceState(null, '', '/signup/s6/home');
    render(<BrowserRouter><Mover /></BrowserRouter>);
    act(() => navigate('/signup/s6/postal', { state: { visit: 'v1' } }));
    act(() => navigate('/signup/s6/postal?x=1', { replace: true }));
    expect(usr()).toEqual({ visit: 'v1' });
    expect(location.state).toEqual({ visit: 'v1' });
    act(() => navigate('/signup/s6/dob', { replace: true, state: { visit: 'v2' } }));
    expect(usr()).toEqual({ visit: 'v2' });
    act(() => navigate('/signup/s6/name'));
    expect(usr()).toBeNull();
  });

  it('is kept the same way by the memory router', () => {
    render(<MemoryRouter initialEntries={['/signup/s6/home']}><Mover /></MemoryRouter>);
    act(() => navigate('/signup/s6/postal', { state: { visit: 'v1' } }));
    act(() => navigate('/signup/s6/dob', { replace: true }));
    expect(location).toMatchObject({ pathname: '/signup/s6/dob', state: { visit: 'v1' } });
    act(() => navigate('/signup/s6/name', { replace: true, state: null }));
    expect(location.state).toBeNull();
  });

  it('is changed by updateEntryState for the entry at the address given, its key and address kept, and not once the address bar has left it', () => {
    window.history.replaceState({ key: 'k1', usr: { from: '/a' } }, '', '/signup/s6/home?cid=1');
    updateEntryState('/signup/s6/home?cid=1', (state) => ({ ...(state as object), visit: 'v1' }));
    expect(window.history.state).toEqual({ key: 'k1', usr: { from: '/a', visit: 'v1' } });
    expect(window.location.pathname + window.location.search).toBe('/signup/s6/home?cid=1');
    updateEntryState('/signup/s6/postal', () => ({ visit: 'v2' }));
    expect(usr()).toEqual({ from: '/a', visit: 'v1' });
    window.history.replaceState(null, '', '/signup/s6/home');
    updateEntryState('/signup/s6/home', (state) => ({ was: state }));
    expect(usr()).toEqual({ was: null });
  });
});

describe('Routes', () => {
  it('matches nested routes below the route they are in, with the parameters of both', () => {
    render(<MemoryRouter initialEntries={['/signup/_studio/sessions/a%20b']}><App /></MemoryRouter>);
    expect(where()).toBe('replay /signup/_studio/sessions/a%20b {"*":"sessions/a b","id":"a b"}');
    cleanup();
    render(<MemoryRouter initialEntries={['/signup/_studio']}><App /></MemoryRouter>);
    expect(where()).toBe('list /signup/_studio {"*":""}');
    cleanup();
    render(<MemoryRouter initialEntries={['/signup/_studio/ws10']}><App /></MemoryRouter>);
    expect(where()).toBe('editor /signup/_studio/ws10 {"*":"ws10","name":"ws10"}');
  });

  it('shows a location it is given to everything below it, whatever the address bar says', () => {
    const shown: Location = { pathname: '/signup/s6/home', search: '', hash: '', state: null, key: 'shown', throughHistory: false, openedByLink: false };
    render(<MemoryRouter initialEntries={['/signup/s6/postal']}><Routes location={shown}><Route path="/signup/*" element={<Where name="flow" />} /></Routes></MemoryRouter>);
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
  });

  it('renders nothing where no route matches', () => {
    const { container } = render(<MemoryRouter initialEntries={['/other']}><Routes><Route path="/signup/*" element={<Where name="flow" />} /></Routes></MemoryRouter>);
    expect(container.innerHTML).toBe('');
  });
});

describe('MemoryRouter', () => {
  it('starts at its last entry and goes back through them', () => {
    render(<MemoryRouter initialEntries={['/signup/s6/home', '/signup/s6/postal']}><App /></MemoryRouter>);
    expect(where()).toBe('flow /signup/s6/postal {"*":"s6/postal"}');
    fireEvent.click(screen.getByRole('button', { name: 'go -1' }));
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
    fireEvent.click(screen.getByRole('button', { name: 'go -1' }));
    expect(where()).toBe('flow /signup/s6/home {"*":"s6/home"}');
  });

  it('tells an entry gone back to from one a link added', () => {
    const arrivals: boolean[] = [];
    function Arrival() { arrivals.push(useLocation().throughHistory); return null; }
    render(<MemoryRouter initialEntries={['/signup/s6/home']}><Arrival /><App /></MemoryRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Postal' }));
    expect(arrivals.at(-1)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'go -1' }));
    expect(arrivals.at(-1)).toBe(true);
  });
});

describe('useLocation outside a router', () => {
  it('says what it needs', () => {
    function Lost() { useLocation(); return null; }
    expect(() => render(<Lost />)).toThrow('useLocation and useNavigate need a BrowserRouter or MemoryRouter above them');
  });
});
