/** Path matching for the manifests' route patterns, menu highlighting and group opening. */

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** True when `pathname` is `prefix` or lies under it, segment by segment (/fleet ⊃ /fleet/reports, not /fleetx). */
export function isUnder(prefix: string, pathname: string): boolean {
  const want = segments(prefix);
  const have = segments(pathname);
  return want.length <= have.length && want.every((part, i) => part === have[i]);
}

/**
 * How well a React Router pattern (`/properties/:id`, `/finance/*`) matches a path: null when it
 * does not, otherwise a score where static segments beat parameters and both beat a splat.
 */
export function matchScore(pattern: string, pathname: string): number | null {
  const want = segments(pattern);
  const have = segments(pathname);
  let score = 0;
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part === '*') return score; // the splat takes the rest, even nothing
    const actual = have[i];
    if (actual === undefined) return null;
    if (part.startsWith(':')) score += 2;
    else if (part === actual) score += 3;
    else return null;
  }
  return want.length === have.length ? score + 1 : null;
}

/** The best-matching item whose pattern matches `pathname`, or undefined. */
export function bestMatch<T>(items: readonly T[], pathname: string, patternOf: (item: T) => string): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const item of items) {
    const score = matchScore(patternOf(item), pathname);
    if (score !== null && score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The menu entry to highlight: the longest entry path the current path lies under, so
 * /fleet/maintenance lights "maintenance", not "vehicles" (/fleet), and /properties/12 lights /properties.
 * /dashboard is exact-match only (spec §2 bottom bar rule, kept for the menu too).
 */
export function activeMenuPath(paths: readonly string[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    const matches = path === '/dashboard' ? segments(pathname).join('/') === 'dashboard' : isUnder(path, pathname);
    if (matches && (!best || segments(path).length > segments(best).length)) best = path;
  }
  return best;
}

/** Removes a base path such as /browse-company; anything outside the base is returned unchanged. */
export function stripBase(pathname: string, base: string): string {
  if (!base || !isUnder(base, pathname)) return pathname;
  const rest = pathname.slice(base.replace(/\/$/, '').length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Prefixes an absolute in-app path with a base path ('' leaves it alone). */
export function withBase(base: string, path: string): string {
  if (!base) return path;
  return `${base.replace(/\/$/, '')}${path === '/' ? '' : path}`;
}
