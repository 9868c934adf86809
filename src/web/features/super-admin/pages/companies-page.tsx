import Building2 from 'lucide-react/icons/building-2';
import Eye from 'lucide-react/icons/eye';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { countryByCode } from '../../../../core/companies';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../i18n';
import { usePlatformCompanies, type PlatformCompany } from '../../browse/api/use-platform-companies';
import { useBrowseMode } from '../../browse/lib/use-browse-mode';
import { useRouteHandle } from '../../shell/lib/route-handle';
import { StatusBadge } from '../components/status-badge';

/** /super-admin/companies: every company, each with a "browse" action that starts browse mode (spec §2). */
export function CompaniesPage() {
  const { t } = useTranslation();
  const companies = usePlatformCompanies();
  const browse = useBrowseMode();
  const language = currentLanguage();
  const pageTitle = useRouteHandle()?.title[language] ?? t('shell.superAdmin.area');
  const nameOf = (c: PlatformCompany) => (language === 'ar' && c.nameAr) || c.name;
  const typeOf = (c: PlatformCompany) => t(`businessTypes.${c.businessType}` as 'businessTypes.car_rental', { defaultValue: c.businessType });
  const countryOf = (c: PlatformCompany) => {
    const country = countryByCode(c.country);
    return country ? country[language] : (c.country ?? '—');
  };
  const start = (c: PlatformCompany) => browse.start({ id: c.id, name: c.name, nameAr: c.nameAr });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={pageTitle} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight">{pageTitle}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('shell.superAdmin.companies.subtitle')}</p>
        </div>
        {companies.data ? <p className="text-sm text-muted-foreground">{t('shell.superAdmin.companies.count', { count: companies.data.length })}</p> : null}
      </div>

      {companies.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6" />
        </div>
      ) : companies.isError ? (
        <Alert>
          <p>{t('shell.superAdmin.companies.loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void companies.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t('shell.superAdmin.companies.retry')}
          </Button>
        </Alert>
      ) : companies.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground">
          <Building2 aria-hidden="true" className="size-8" />
          <p>{t('shell.superAdmin.companies.empty')}</p>
        </Card>
      ) : (
        <>
          {/* Phones: one card per company. */}
          <ul className="flex flex-col gap-3 md:hidden">
            {companies.data.map((c) => (
              <li key={c.id}>
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="flex min-w-0 flex-col">
                      <span className="font-semibold break-words">{nameOf(c)}</span>
                      <span className="text-sm text-muted-foreground">
                        {typeOf(c)} · {countryOf(c)} · {c.currency}
                      </span>
                    </div>
                    <StatusBadge status={c.subscriptionStatus} />
                  </div>
                  <Button variant="outline" size="sm" onClick={() => start(c)} aria-label={t('shell.superAdmin.companies.browseLabel', { name: nameOf(c) })}>
                    <Eye aria-hidden="true" />
                    {t('shell.superAdmin.companies.browse')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <Card className="overflow-x-auto max-md:hidden">
            <table className="w-full text-sm">
              <caption className="sr-only">{pageTitle}</caption>
              <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">{t('shell.superAdmin.companies.name')}</th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">{t('shell.superAdmin.companies.businessType')}</th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">{t('shell.superAdmin.companies.country')}</th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">{t('shell.superAdmin.companies.currency')}</th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">{t('shell.superAdmin.companies.status')}</th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">{t('shell.superAdmin.companies.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {companies.data.map((c) => (
                  <tr key={c.id} className="hover:bg-muted/40">
                    <th scope="row" className="px-4 py-3 text-start font-semibold">{nameOf(c)}</th>
                    <td className="px-4 py-3">{typeOf(c)}</td>
                    <td className="px-4 py-3">{countryOf(c)}</td>
                    <td className="px-4 py-3 num">{c.currency}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={c.subscriptionStatus} />
                    </td>
                    <td className="px-4 py-3 text-end">
                      <Button variant="outline" size="sm" onClick={() => start(c)} aria-label={t('shell.superAdmin.companies.browseLabel', { name: nameOf(c) })}>
                        <Eye aria-hidden="true" />
                        {t('shell.superAdmin.companies.browse')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      )}
    </div>
  );
}
