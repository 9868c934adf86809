import Info from 'lucide-react/icons/info';
import { useSettingsT } from '../i18n';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isCompanyAdmin } from '../../../../core/modules/access';
import { useMe } from '../../auth/api/use-me';
import { apiErrorMessage } from '../../auth/lib/auth-error-message';
import { useCompany } from '../api/get-company';
import { CompanyForm } from '../components/company-form';
import { ExportCard } from '../components/export-card';
import { ModulesCard } from '../components/modules-card';
import { SignatureCard } from '../components/signature-card';

/** /settings: the company profile. Company admins edit it; everyone else reads it, told why. */
export function SettingsPage() {
  const { t } = useSettingsT();
  const { data: me } = useMe();
  const hasCompany = Boolean(me?.company);
  const company = useCompany(hasCompany);
  if (!me) return null;
  const canEdit = isCompanyAdmin({ signedIn: true, roles: me.roles, permissions: me.permissions, accountOk: me.access.ok });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={t('title')} />
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>

      {!hasCompany ? (
        <Alert tone="info">{t('noCompany')}</Alert>
      ) : company.isPending ? (
        <div className="flex justify-center py-16 text-muted-foreground" role="status" aria-label={t('common.loading')}>
          <Spinner className="size-6" />
        </div>
      ) : company.isError ? (
        <Alert>
          <p>{apiErrorMessage(company.error, t('loadFailed'), t)}</p>
          <Button variant="link" size="sm" onClick={() => void company.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {canEdit ? null : (
            <p role="note" className="flex items-start gap-2.5 rounded-md border border-info/30 bg-info-soft px-3.5 py-3 text-sm font-medium text-info" data-testid="read-only-note">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('readOnly')}
            </p>
          )}
          {/* Keyed by the saved row: after a save or a reload the form starts from the server's values. */}
          <CompanyForm key={company.data.id} company={company.data} canEdit={canEdit} />
          <ModulesCard canEdit={canEdit} />
          {canEdit ? <SignatureCard /> : null}
          {canEdit ? <ExportCard /> : null}
        </>
      )}
    </div>
  );
}
