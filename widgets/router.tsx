/**
 * The page's router: the address bar's location, links, redirects and route matching, for the handful of absolute
 * routes the app has (src/app/App.tsx, the studio's). It sits beside the widgets because their links navigate with it.
 * It replaced react-router, 17.6 KiB of gzip in every visitor's first step, for what is here; the names and behaviour
 * are the ones the app used from it: a navigation renders in the task that makes it (react-router with useTransitions
 * off), `<Routes location>` shows that location to everything below it (the ready location, src/app/readyLocation.ts),
 * and each history entry has a key of its own.
 */
import { createContext, isValidElement, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, Children, type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { matchRoute, type Params } from '../src/core/routePattern.ts';
import { afterNextPaint } from './afterNextPaint.ts';
import { forgetOwnNavigation, isPlainClick, loadStartOfPage, openedByOwnNavigation } from './ownNavigation.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** The history entry's own key ('default' for the entry the page was opened at). */
  key: string;
  /** Reached by the browser's Back or Forward (the page itself, when it was opened so), not by a link or navigate(). */
  throughHistory: boolean;
  /** The address the page itself was opened at by a link from elsewhere, a typed address or a bookmark: not a reload, Back, navigate() or the site's own link. */
  openedByLink: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /**
   * The new location renders at once and its history entry is written once its first frame is painted: writing one
   * takes the page's main thread 0.7-2 ms (4-5 ms at 4x CPU in bench:steps' profiles) that a visitor moving to the
   * next step otherwise waited for. Until then the address bar shows the page left, for a frame.
   */
  addressAfterPaint?: boolean;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface Router {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<Router | null>(null);
/** What the routes above matched: their parameters and the part of the path they took (for nested routes). */
const MatchContext = createContext<{ params: Params; base: string }>({ params: {}, base: '' });

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A location from an address ('/signup/s6/home?x=1#top'), relative to none: every address the app makes is absolute. */
export function locationOf(to: string, state: unknown, key: string, throughHistory = false): Location {
  const url = new URL(to, 'http://page.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key, throughHistory, openedByLink: false };
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation and useNavigate need a BrowserRouter or MemoryRouter above them');
  return router;
}

interface HistoryState {
  key: string;
  usr: unknown;
  /** Written as the page first loads an entry it found empty: whether it was opened by a link (arrivalByLink). */
  openedByLink?: boolean;
}

function browserLocation(throughHistory: boolean, openedByLink = false): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as Partial<HistoryState> | null;
  return { pathname, search, hash, state: state?.usr ?? null, key: typeof state?.key === 'string' ? state.key : 'default', throughHistory, openedByLink };
}

/** How the page was opened: 'back_forward' by the browser's Back or Forward (a page it did not keep is loaded again), 'reload', or 'navigate'. */
function openedBy(): string | undefined {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type;
}

/**
 * Whether the page was opened at its entry by a link or a typed address, not the site's own link (whose note says so,
 * ownNavigation.ts): told as the page first loads the entry, and written in it at once, so a reload, Back or Forward
 * that loads it again before its step names its visit there (src/app/flow/stepEntry.ts; the step's code slow to come,
 * or failed) is still that arrival. Taken for a reload or a return, a search opened by a typed address and reloaded at
 * once took on the lead of the visit shown before it; one the site's own link opened took on none. An entry the site
 * pushed, or one its step named its visit in, is the site's: loaded again, it goes on.
 */
function arrivalByLink(): boolean {
  const type = openedBy();
  const entry = window.history.state as Partial<HistoryState> | null;
  const loadedAgain = type === 'reload' || type === 'back_forward';
  let byLink = false;
  // A load of an entry never written: the note, however old, is of the load that made it. Another load leaves the note
  // alone: Back from a page whose code never ran, then Forward to it, still finds it.
  if (type === 'navigate' || (loadedAgain && entry === null)) byLink = !openedByOwnNavigation(type === 'navigate' ? loadStartOfPage() : null);
  else if (loadedAgain && (entry?.usr ?? null) === null) byLink = entry?.openedByLink === true;
  if (entry === null) window.history.replaceState({ usr: null, openedByLink: byLink } satisfies Partial<HistoryState>, '');
  return byLink;
}

/**
 * The history entry a navigation has yet to write (`addressAfterPaint`), and what waits for the address bar to show
 * the page's location. One per page, as its address bar is.
 */
let unwritten: { write: () => void; after: Array<() => void> } | null = null;

function writeAddress(): void {
  const held = unwritten;
  unwritten = null;
  held?.write();
  for (const run of held?.after ?? []) run();
}

/**
 * Runs `run` once the address bar shows the location the page shows: at once, or once a navigation's entry is written.
 * The document's title waits for it: a title set before the entry is written would name the entry left.
 */
export function whenAddressShown(run: () => void): void {
  if (unwritten) unwritten.after.push(run);
  else run();
}

/**
 * Changes what the history entry of the location at `href` keeps (`update` of its state), once the address bar shows
 * it, and only if it does still (a Back pressed first has left it); the page's location is unchanged.
 */
export function updateEntryState(href: string, update: (state: unknown) => unknown): void {
  whenAddressShown(() => {
    if (`${window.location.pathname}${window.location.search}` !== href) return;
    const entry = window.history.state as Partial<HistoryState> | null;
    window.history.replaceState({ ...entry, usr: update(entry?.usr ?? null) }, '');
  });
}

/**
 * A Back or Forward heard before the router listens: the router reads its location as it first renders and listens
 * once that render is on screen, and a Back pressed between the two moved the address bar while the page stayed (seen
 * as a thank-you under the conditions' address, on a loaded machine, just after a reload).
 */
let routersListening = 0;
let popStateUnheard = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => { if (routersListening === 0) popStateUnheard = true; });

/** The address bar's location; Back and Forward change it, navigate() pushes or replaces an entry. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  // A page the site's own link loaded (the language links) is no arrival by a link: the note is read once, here.
  const [location, setLocation] = useState(() => browserLocation(openedBy() === 'back_forward', arrivalByLink()));
  useEffect(() => {
    const onPopState = () => {
      // Back or Forward within the frame before an entry was written: it was for a page the visitor has now left.
      const held = unwritten;
      unwritten = null;
      for (const run of held?.after ?? []) run();
      setLocation(browserLocation(true));
    };
    window.addEventListener('popstate', onPopState);
    routersListening += 1;
    if (popStateUnheard) {
      popStateUnheard = false;
      onPopState();
    }
    return () => {
      routersListening -= 1;
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    // Entries are written in the order they were made.
    writeAddress();
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    // An entry replaced keeps what it kept (the visit it shows), unless told otherwise.
    const kept = options.replace ? (window.history.state as Partial<HistoryState> | null)?.usr : null;
    const next = locationOf(to, options.state === undefined ? kept ?? null : options.state, newKey());
    const entry: HistoryState = { key: next.key, usr: next.state };
    const href = `${next.pathname}${next.search}${next.hash}`;
    const write = () => (options.replace ? window.history.replaceState(entry, '', href) : window.history.pushState(entry, '', href));
    if (options.addressAfterPaint) {
      unwritten = { write, after: [] };
      afterNextPaint(writeAddress);
    } else {
      write();
    }
    setLocation(next);
  }, []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** A history held in memory (tests): starts at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history, setHistory] = useState(() => ({ entries: initialEntries.map((to, i) => locationOf(to, null, i === 0 ? 'default' : newKey())), index: initialEntries.length - 1 }));
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    setHistory((h) => {
      if (typeof to === 'number') {
        const index = Math.min(h.entries.length - 1, Math.max(0, h.index + to));
        return { entries: h.entries.map((entry, i) => (i === index ? { ...entry, throughHistory: true } : entry)), index };
      }
      // An entry replaced keeps what it kept, unless told otherwise, as BrowserRouter's.
      const next = locationOf(to, options.state === undefined && options.replace ? h.entries[h.index]?.state ?? null : options.state ?? null, newKey());
      const kept = h.entries.slice(0, options.replace ? h.index : h.index + 1);
      return { entries: [...kept, next], index: kept.length };
    });
  }, []);
  const location = history.entries[history.index] as Location;
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The parameters of the routes matched so far (':name' segments and '*'). */
export function useParams(): Params {
  return useContext(MatchContext).params;
}

export interface RouteProps {
  /** A pattern relative to the enclosing route ('sessions/:id'), or absolute at the top ('/signup/*'); '*' matches the rest. */
  path?: string;
  /** Matches where the enclosing route's path ends. */
  index?: boolean;
  element: ReactNode;
}

/** Declares a route for the enclosing `Routes`, which renders its element; renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/**
 * Renders the element of the route that matches best (static segments before parameters before '*'; the first of
 * equals), with the given location, when there is one, as everything below sees it.
 */
export function Routes({ location: given, children }: { location?: Location; children: ReactNode }) {
  const router = useRouter();
  const { params: above, base } = useContext(MatchContext);
  const location = given ?? router.location;
  const routes = Children.toArray(children).filter((c): c is ReactElement<RouteProps> => isValidElement(c) && c.type === Route).map((c) => c.props);
  const match = matchRoute(routes.map((r) => ({ pattern: r.index ? '' : r.path ?? '', index: !!r.index })), location.pathname, base);
  if (!match) return null;
  const element = (routes[match.route] as RouteProps).element;
  const matched = <MatchContext.Provider value={{ params: { ...above, ...match.params }, base: match.base }}>{element}</MatchContext.Provider>;
  return given ? <RouterContext.Provider value={{ ...router, location: given }}>{matched}</RouterContext.Provider> : matched;
}

/** Goes to `to` once rendered (a redirect); with `replace`, the current entry gives way to it. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

/**
 * A plain click (isPlainClick) navigates in the page, and takes back any note of a load that never came; anything else
 * is the browser's.
 */
export function Link({ to, replace = false, addressAfterPaint = false, onClick, target, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean; addressAfterPaint?: boolean }) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        forgetOwnNavigation();
        navigate(to, { replace, addressAfterPaint });
      }}
    />
  );
}
