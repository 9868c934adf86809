import { redirect, type LoaderFunctionArgs } from 'react-router';
import { meQueryOptions } from '../features/auth/api/use-me';
import { AUTH_PATH, authPathFor, HOME_PATH, safeRedirectPath } from '../features/auth/lib/redirects';
import { queryClient } from './query-client';

function loadMe() {
  return queryClient.ensureQueryData(meQueryOptions);
}

/** `/`: the landing page comes later; for now signed-in users go to the dashboard, others to sign-in. */
export async function rootIndexLoader() {
  const me = await loadMe();
  return redirect(me ? HOME_PATH : AUTH_PATH);
}

/** Company area: unauthenticated users go to /auth, remembering where they were going. */
export async function requireUserLoader({ request }: LoaderFunctionArgs) {
  const me = await loadMe();
  if (!me) throw redirect(authPathFor(new URL(request.url)));
  return null;
}

/** /auth: a signed-in user has nothing to do here. */
export async function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  const me = await loadMe();
  if (me) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('from')));
  return null;
}
