import { useProfileT } from '../i18n';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { currentLanguage } from '../../../i18n';
import { DEFAULT_CURRENCY } from '../../../../core/money/currencies';
import { useMe } from '../../auth/api/use-me';
import { displayName, initial } from '../../auth/lib/me-display';
import { DetailsCard } from '../components/details-card';
import { PasswordCard } from '../components/password-card';
import { PreferencesCard } from '../components/preferences-card';
import { SessionsCard } from '../components/sessions-card';
import { MyPayslips } from '../../../../modules/payroll/web';

/** /profile: any signed-in user (super admin too) — details and photo, preferences, password, sessions. */
export function ProfilePage() {
  const { t } = useProfileT();
  const { data: me } = useMe();
  if (!me) return null;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={t('title')} />
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      {me.profile ? (
        <>
          {/* Keyed by user: a different account signing in starts from its own values. */}
          <DetailsCard key={me.user.id} profile={me.profile} email={me.user.email} initial={initial(displayName(me, currentLanguage()))} />
          <PreferencesCard profile={me.profile} currency={me.company?.currency ?? DEFAULT_CURRENCY} />
        </>
      ) : (
        <Alert>{t('loadFailed')}</Alert>
      )}
      {/* An employee's own payslips (the payroll module's card; it shows nothing where there are none to show). */}
      {me.company ? <MyPayslips /> : null}
      <PasswordCard />
      <SessionsCard />
    </div>
  );
}
