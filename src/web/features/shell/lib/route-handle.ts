import { useMatches } from 'react-router';
import type { Label } from '../../../../core/modules';

/** What each manifest route tells the shell: its title and pattern (document title, history, headings). */
export type RouteHandle = { title: Label; pattern: string };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'pattern' in value;
}

/** The handle of the deepest matched manifest route, if any. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
