import { createBrowserRouter } from 'react-router';
import { ErrorScreen } from '../pages/error-screen';
import { FullPageSpinner } from '../pages/full-page-spinner';
import { RootLayout } from '../layouts/root-layout';
import { guestOnlyLoader, requireUserLoader, rootIndexLoader } from './loaders';

// Pages load lazily; loaders stay here so the session check runs in parallel with the chunk download.
export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: FullPageSpinner,
    children: [
      { index: true, loader: rootIndexLoader },
      {
        path: 'auth',
        loader: guestOnlyLoader,
        lazy: async () => ({ Component: (await import('../features/auth/pages/auth-page')).AuthPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage }),
      },
      {
        loader: requireUserLoader,
        lazy: async () => ({ Component: (await import('../layouts/app-layout')).AppLayout }),
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
]);
