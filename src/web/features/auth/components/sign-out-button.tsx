import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSignOut } from '../api/sign-out';
import { AUTH_PATH } from '../lib/redirects';

export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const label = t('auth.signOut');

  return (
    <Button
      variant="ghost"
      className="px-2.5 sm:px-3"
      aria-label={label}
      title={label}
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => void navigate(AUTH_PATH, { replace: true }),
          onError: () => toast.error(t('messages.sign_out_error')),
        })
      }
    >
      {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
      <span className="hidden md:inline">{label}</span>
    </Button>
  );
}
