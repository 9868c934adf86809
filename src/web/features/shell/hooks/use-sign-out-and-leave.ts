import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../../auth/api/sign-out';
import { AUTH_PATH } from '../../auth/lib/redirects';
import { useShell } from '../components/shell-context';

/** Signs out (which also ends browse mode) and leaves for the sign-in page of the area. */
export function useSignOutAndLeave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { variant } = useShell();
  const signOut = useSignOut();
  return {
    pending: signOut.isPending,
    run: () =>
      signOut.mutate(undefined, {
        onSuccess: () => void navigate(variant === 'platform' ? '/super-admin' : AUTH_PATH, { replace: true }),
        onError: () => toast.error(t('messages.sign_out_error')),
      }),
  };
}
