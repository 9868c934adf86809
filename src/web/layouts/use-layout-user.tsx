import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { Me } from '../features/auth/api/types';
import { meQueryKey, useMe } from '../features/auth/api/use-me';
import { authPathFor } from '../features/auth/lib/redirects';
import { resetLoadingClock } from '../features/shell/components/layout-loading';

// Rarely needed (first sign-in of a created account), so its dialog code loads only then.
const ForcedPasswordDialog = lazy(async () => ({
  default: (await import('../features/auth/components/forced-password-dialog')).ForcedPasswordDialog,
}));

/**
 * The signed-in user of a layout. When the session ends while the user is here (expired, or
 * signed out elsewhere) it sends them to `signedOutPath`, remembering the page for /auth.
 */
export function useLayoutUser(signedOutPath: 'auth' | string) {
  const query = useMe();
  const queryClient = useQueryClient();
  const me = query.data;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();

  // Skipped while a navigation runs, e.g. the sign-out button's own redirect.
  useEffect(() => {
    if (me !== null || navigation.state !== 'idle') return;
    const target = signedOutPath === 'auth' ? authPathFor(new URL(location.pathname + location.search, window.location.origin)) : signedOutPath;
    void navigate(target, { replace: true });
  }, [me, navigation.state, navigate, location.pathname, location.search, signedOutPath]);

  useEffect(() => {
    if (me) resetLoadingClock();
  }, [me]);

  // "Retry" on the loading-problem card: a plain refetch would join the read that hangs (TanStack
  // Query reuses an in-flight fetch while there is no data yet), so cancel it and read again.
  const retry = useCallback(() => {
    void queryClient.cancelQueries({ queryKey: meQueryKey }).then(() => queryClient.refetchQueries({ queryKey: meQueryKey }));
  }, [queryClient]);

  return { me, query, retry };
}

/** Spec §2: the undismissable password dialog overlays every signed-in layout while the flag is set. */
export function ForcedPassword({ me }: { me: Me }) {
  if (!me.user.requiresPasswordChange) return null;
  return (
    <Suspense fallback={null}>
      <ForcedPasswordDialog />
    </Suspense>
  );
}
