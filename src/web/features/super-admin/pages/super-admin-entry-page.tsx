import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { PageTitle } from '../../../components/page-title';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Card } from '../../../components/ui/card';
import { queryClient } from '../../../app/query-client';
import { meQueryKey } from '../../auth/api/use-me';
import type { Me } from '../../auth/api/types';
import { SignInForm } from '../../auth/components/sign-in-form';

/** /super-admin: sign-in for platform staff; a super admin lands on the platform dashboard, anyone else on theirs. */
export function SuperAdminEntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  function onSignedIn() {
    const me = queryClient.getQueryData<Me | null>(meQueryKey);
    void navigate(me?.isSuperAdmin ? '/super-admin/dashboard' : '/dashboard', { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <PageTitle title={t('shell.superAdmin.entry.title')} />
      <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
        <Logo className="text-foreground" />
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 justify-center px-4 pt-4 pb-12 sm:items-center">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">{t('shell.superAdmin.entry.title')}</h1>
            <p className="text-sm text-muted-foreground">{t('shell.superAdmin.entry.subtitle')}</p>
          </div>
          <SignInForm onSignedIn={onSignedIn} />
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {t('shell.superAdmin.entry.companyUser')}{' '}
            <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('shell.superAdmin.entry.companySignIn')}
            </Link>
          </p>
        </Card>
      </main>
    </div>
  );
}
