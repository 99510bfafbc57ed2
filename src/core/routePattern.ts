/**
 * Which route an address matches (src/app/router.tsx). A pattern is absolute ('/signup/*') or relative to the route
 * it is nested in ('sessions/:id'); ':name' takes one segment, a last '*' the rest (or nothing), an index route the
 * address where its enclosing route's path ends. Static segments match without regard to case, as the browser's
 * address may be typed either way. The best match wins: static segments before parameters before '*'.
 */
export type Params = Readonly<Record<string, string>>;

export interface RoutePattern {
  pattern: string;
  index: boolean;
}

export interface RouteMatch {
  /** The matching route's position in the list. */
  route: number;
  params: Params;
  /** The address's part the route's own segments took, before its '*': the base its nested routes are relative to. */
  base: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const STATIC = 10;
const PARAMETER = 3;
const INDEX = 2;
const SPLAT = -2;

/** The route's score and parameters for this address, or null. */
function matchOne(route: RoutePattern, path: readonly string[], base: string): { score: number; params: Record<string, string>; base: string } | null {
  const absolute = route.pattern.startsWith('/') ? route.pattern : `${base}/${route.pattern}`;
  const pattern = segmentsOf(absolute);
  const params: Record<string, string> = {};
  let score = route.index ? INDEX : 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i] as string;
    if (part === '*' && i === pattern.length - 1) {
      params['*'] = path.slice(i).map(decoded).join('/');
      return { score: score + SPLAT, params, base: `/${path.slice(0, i).join('/')}`.replace(/\/$/, '') };
    }
    const segment = path[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = decoded(segment);
      score += PARAMETER;
    } else if (decoded(segment).toLowerCase() === part.toLowerCase()) {
      score += STATIC;
    } else {
      return null;
    }
  }
  if (path.length !== pattern.length) return null;
  return { score, params, base: `/${path.join('/')}`.replace(/\/$/, '') };
}

export function matchRoute(routes: readonly RoutePattern[], pathname: string, base: string): RouteMatch | null {
  const path = segmentsOf(pathname);
  let best: RouteMatch | null = null;
  let bestScore = -Infinity;
  routes.forEach((route, i) => {
    const found = matchOne(route, path, base);
    if (found && found.score > bestScore) {
      best = { route: i, params: found.params, base: found.base };
      bestScore = found.score;
    }
  });
  return best;
}
