import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '../lib/toast';
import { canAccess, featuresOf, withBase, type AccessRule } from '../../core/modules';
import type { Me } from '../features/auth/api/types';
import { meQueryOptions } from '../features/auth/api/use-me';
import { authPathFor, safeRedirectPath } from '../features/auth/lib/redirects';
import { accessContextOf } from '../features/shell/lib/access-context';
import { denialText } from '../features/shell/lib/denial';
import { loadFeatures } from '../features/shell/lib/features';
import { i18n, i18nReady } from '../i18n';
import { clearBrowsedCompany, readBrowsedCompany } from '../lib/browse-session';
import { applyCompanyCaching, queryClient } from './query-client';

/** Spec §4/§9: the session read is given up after 6000 ms; the layout then offers retry/login/reload. */
export const AUTH_TIMEOUT_MS = 6000;

export const BROWSE_BASE = '/browse-company';
export const SUPER_ADMIN_ENTRY = '/super-admin';
export const SUPER_ADMIN_HOME = '/super-admin/dashboard';
export const SUPER_ADMIN_COMPANIES = '/super-admin/companies';

/** Where a guarded page lives: its dashboard is where a denied user is sent. */
export type GuardArea = 'company' | 'browse' | 'platform';

function loadMe(): Promise<Me | null> {
  applyCompanyCaching(readBrowsedCompany() !== null);
  return queryClient.ensureQueryData(meQueryOptions);
}

/** The signed-in user; `undefined` when the server did not answer in time (or failed). */
export async function loadMeWithin(ms = AUTH_TIMEOUT_MS): Promise<Me | null | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([loadMe(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One toast per denial, in the user's language (spec §6 texts). Once the catalogue is in: with the
 * user inlined in the page (decision 028) a guard can decide before the language has loaded.
 */
function notifyDenied(reason: Parameters<typeof denialText>[0]): void {
  void i18nReady
    .catch(() => undefined)
    .then(() => {
      const text = denialText(reason, i18n.t);
      toast.error(text.title, { id: 'access-denied', description: text.description });
    });
}

/** Where a denied user goes: the area's dashboard, or their own when the area is not theirs at all. */
function homeOf(area: GuardArea, me: Me): string {
  if (area === 'company' || !me.isSuperAdmin) return '/dashboard';
  return area === 'browse' ? withBase(BROWSE_BASE, '/dashboard') : SUPER_ADMIN_HOME;
}

/** Company area: unauthenticated users go to /auth, remembering where they were going. */
export async function requireUserLoader({ request }: LoaderFunctionArgs) {
  const me = await loadMeWithin();
  if (me === null) throw redirect(authPathFor(new URL(request.url)));
  return null;
}

/** /auth: a signed-in user has nothing to do here. */
export async function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  const me = await loadMeWithin();
  if (me) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('from')));
  return null;
}

/**
 * The access guard of spec §6 for one page: plan features are fetched first when the rule needs
 * them; a denied user goes to the area's dashboard with a toast saying why.
 */
export function guardLoader(rule: AccessRule, area: GuardArea) {
  return async ({ request }: LoaderFunctionArgs) => {
    const me = await loadMeWithin();
    if (me === undefined) return null; // the layout shows the loading problem
    if (me === null) throw redirect(area === 'company' ? authPathFor(new URL(request.url)) : SUPER_ADMIN_ENTRY);
    const codes = featuresOf(rule);
    const features = codes.length ? await loadFeatures(queryClient, me.company?.id ?? null, codes) : undefined;
    const decision = canAccess(rule, accessContextOf(me, features));
    if (decision.ok) return null;
    notifyDenied(decision.reason);
    throw redirect(homeOf(area, me));
  };
}

/** /super-admin: the platform staff sign-in; a signed-in user goes to their own home. */
export async function superAdminEntryLoader() {
  const me = await loadMeWithin();
  if (me?.isSuperAdmin) throw redirect(SUPER_ADMIN_HOME);
  if (me) throw redirect('/dashboard');
  return null;
}

/** /super-admin/*: unauthenticated → /super-admin, signed in but not super_admin → /dashboard. */
export async function requireSuperAdminLoader() {
  const me = await loadMeWithin();
  if (me === undefined) return null;
  if (me === null) throw redirect(SUPER_ADMIN_ENTRY);
  if (!me.isSuperAdmin) {
    notifyDenied('global');
    throw redirect('/dashboard');
  }
  return null;
}

/** /browse-company/*: only a super admin who has chosen a company; otherwise the company list. */
export async function requireBrowseLoader() {
  if (!readBrowsedCompany()) throw redirect(SUPER_ADMIN_COMPANIES);
  const me = await loadMeWithin();
  if (me === undefined) return null;
  if (me === null) {
    clearBrowsedCompany();
    throw redirect(SUPER_ADMIN_ENTRY);
  }
  if (!me.isSuperAdmin) {
    clearBrowsedCompany();
    notifyDenied('global');
    throw redirect('/dashboard');
  }
  // The server did not find the chosen company (deleted meanwhile): back to the list.
  if (!me.browsing) {
    clearBrowsedCompany();
    queryClient.removeQueries();
    throw redirect(SUPER_ADMIN_COMPANIES);
  }
  return null;
}

/** Legacy and index paths: keep the query string and hash on the way. */
export function redirectLoader(to: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`${to}${url.search}${url.hash}`);
  };
}
