import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useMe } from '../features/auth/api/use-me';
import { authPathFor } from '../features/auth/lib/redirects';
import { AppHeader } from './app-header';

// Rarely needed (first sign-in of a created account), so its dialog code loads only then.
const ForcedPasswordDialog = lazy(async () => ({
  default: (await import('../features/auth/components/forced-password-dialog')).ForcedPasswordDialog,
}));

/** The signed-in company area. Its loader guarantees a session on entry. */
export function AppLayout() {
  const { data: me } = useMe();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();

  // The session ended while here (expired, or signed out elsewhere): back to /auth, remembering the page.
  // Skipped while a navigation runs, e.g. the sign-out button's own redirect.
  useEffect(() => {
    if (me !== null || navigation.state !== 'idle') return;
    void navigate(authPathFor(new URL(location.pathname + location.search, window.location.origin)), { replace: true });
  }, [me, navigation.state, navigate, location.pathname, location.search]);

  if (!me) return null;

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader me={me} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-10">
        <Outlet />
      </main>
      {me.user.requiresPasswordChange ? (
        <Suspense fallback={null}>
          <ForcedPasswordDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
