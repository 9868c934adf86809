import { createBrowserRouter, type RouteObject } from 'react-router';
import { allRoutes, withBase, type ModuleRoute } from '../../core/modules';
import { LayoutLoading } from '../features/shell/components/layout-loading';
import type { RouteHandle } from '../features/shell/lib/route-handle';
import { RootLayout } from '../layouts/root-layout';
import { MODULES } from '../../modules';
import { ErrorScreen } from '../pages/error-screen';
import { FullPageSpinner } from '../pages/full-page-spinner';
import {
  BROWSE_BASE,
  guardLoader,
  guestOnlyLoader,
  redirectLoader,
  requireBrowseLoader,
  requireSuperAdminLoader,
  requireUserLoader,
  superAdminEntryLoader,
  type GuardArea,
} from './loaders';
import { pageFor } from './pages';

const ROUTES = allRoutes(MODULES);
const REDIRECTS = MODULES.flatMap((m) => m.redirects ?? []);
const areaOf = (route: ModuleRoute) => route.area ?? 'company';

/** A manifest route as a React Router child: guard loader, lazy page, title handle. `under` is the parent's path. */
function pageRoute(route: ModuleRoute, area: GuardArea, under: string): RouteObject {
  const handle: RouteHandle = { title: route.label, pattern: route.path };
  return {
    path: route.path.slice(under.length + 1),
    loader: area === 'company' && route.access.kind === 'public' ? undefined : guardLoader(route.access, area),
    lazy: pageFor(route.path),
    handle,
  };
}

function legacyRedirects(base: string): RouteObject[] {
  return REDIRECTS.map((r) => ({ path: r.from.slice(1), loader: redirectLoader(withBase(base, r.to)) }));
}

const companyRoutes = ROUTES.filter((r) => areaOf(r) === 'company');

// Pages load lazily; loaders stay here so the session check runs in parallel with the chunk download.
export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: FullPageSpinner,
    // `/` itself is the landing page, served by the server; the SPA has no index route.
    children: [
      {
        path: 'auth',
        loader: guestOnlyLoader,
        lazy: async () => ({ Component: (await import('../features/auth/pages/auth-page')).AuthPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage }),
      },
      ...ROUTES.filter((r) => areaOf(r) === 'public').map((r) => pageRoute(r, 'company', '')),
      {
        path: 'super-admin',
        children: [
          {
            index: true,
            loader: superAdminEntryLoader,
            lazy: async () => ({ Component: (await import('../features/super-admin/pages/super-admin-entry-page')).SuperAdminEntryPage }),
          },
          {
            loader: requireSuperAdminLoader,
            HydrateFallback: LayoutLoading,
            lazy: async () => ({ Component: (await import('../layouts/super-admin-layout')).SuperAdminLayout }),
            children: ROUTES.filter((r) => areaOf(r) === 'platform').map((r) => pageRoute(r, 'platform', '/super-admin')),
          },
        ],
      },
      {
        path: BROWSE_BASE.slice(1),
        loader: requireBrowseLoader,
        HydrateFallback: LayoutLoading,
        lazy: async () => ({ Component: (await import('../layouts/browse-layout')).BrowseLayout }),
        children: [
          { index: true, loader: redirectLoader(withBase(BROWSE_BASE, '/dashboard')) },
          ...companyRoutes.filter((r) => r.browse).map((r) => pageRoute(r, 'browse', '')),
          ...legacyRedirects(BROWSE_BASE),
        ],
      },
      {
        loader: requireUserLoader,
        HydrateFallback: LayoutLoading,
        lazy: async () => ({ Component: (await import('../layouts/company-layout')).CompanyLayout }),
        children: [...companyRoutes.map((r) => pageRoute(r, 'company', '')), ...legacyRedirects('')],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
]);
