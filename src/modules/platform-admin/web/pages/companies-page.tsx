import Building2 from 'lucide-react/icons/building-2';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { errorText } from '../../../../web/components/data/error-text';
import { useListParams } from '../../../../web/components/data/list-params';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useBrowseMode } from '../../../../web/features/browse/lib/use-browse-mode';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useFormatter } from '../../../../web/lib/format';
import { useCompanies, usePlanOptions, useSetSuspended } from '../api/companies';
import type { CompanyFilters as Filters, CompanyRow } from '../api/types';
import { CompanyEditDialog } from '../components/company-edit-dialog';
import { CompanyFilters } from '../components/company-filters';
import { CompanyRowActions } from '../components/company-row-actions';
import { CompanyStatus } from '../components/status';
import { countryName, localName } from '../components/names';
import { usePlatformT } from '../i18n';

const CREATE = '/super-admin/companies/create';

/** /super-admin/companies: every company with filters and counts; browse, edit, suspend and reactivate. */
export function CompaniesPage() {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const fmt = useFormatter();
  const { get, set } = useListParams();
  const filters: Filters = { search: get('search'), businessType: get('businessType'), plan: get('plan'), status: get('status'), country: get('country') };
  const companies = useCompanies(filters);
  const plans = usePlanOptions();
  const browse = useBrowseMode();
  const suspend = useSetSuspended();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CompanyRow | null>(null);
  const navigate = useNavigate();
  useShortcutEvent('new', () => void navigate(CREATE));

  const planName = (code: string) => {
    const plan = plans.data?.find((p) => p.planCode === code);
    return plan ? localName(plan, language) : code;
  };
  const actions = (c: CompanyRow) => (
    <CompanyRowActions company={c} onBrowse={() => browse.start({ id: c.id, name: c.name, nameAr: c.nameAr })} onEdit={() => setEditing(c.id)} onSuspend={() => setConfirming(c)} />
  );
  const columns: Column<CompanyRow>[] = [
    { key: 'name', header: t('companies.columns.name'), rowHeader: true, cell: (c) => <span className="font-semibold">{localName(c, language)}</span> },
    { key: 'type', header: t('companies.columns.type'), cell: (c) => tr(`businessTypes.${c.businessType}` as 'businessTypes.car_rental', { defaultValue: c.businessType }) },
    { key: 'country', header: t('companies.columns.country'), hideBelow: 'lg', cell: (c) => `${countryName(c.country, language)} · ${c.currency}` },
    { key: 'plan', header: t('companies.columns.plan'), cell: (c) => planName(c.subscriptionPlan) },
    {
      key: 'status',
      header: t('companies.columns.status'),
      cell: (c) => (
        <div className="flex flex-col items-start gap-0.5">
          <CompanyStatus status={c.subscriptionStatus} />
          {c.subscriptionStatus === 'trial' && c.trialEndsAt ? <span className="text-xs text-muted-foreground">{t('companies.trialEnds', { date: fmt.date(c.trialEndsAt) })}</span> : null}
        </div>
      ),
    },
    { key: 'users', header: t('companies.columns.users'), align: 'end', cell: (c) => <span className="num">{c.usersCount}</span> },
    { key: 'records', header: t('companies.columns.records'), align: 'end', hideBelow: 'xl', cell: (c) => <span className="num">{c.recordsCount}</span> },
    { key: 'actions', header: <span className="sr-only">{t('common.actions')}</span>, align: 'end', cell: actions },
  ];

  const suspended = confirming?.subscriptionStatus === 'suspended';
  const name = confirming ? localName(confirming, language) : '';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        subtitle={t('companies.subtitle')}
        actions={
          <Button asChild>
            <Link to={CREATE}>
              <Plus aria-hidden="true" />
              {t('companies.create')}
            </Link>
          </Button>
        }
      />
      <CompanyFilters filters={filters} plans={plans.data ?? []} onChange={(changes) => set(changes)} />
      {companies.isPending ? (
        <SkeletonRows />
      ) : companies.isError ? (
        <LoadError error={companies.error} onRetry={() => void companies.refetch()} />
      ) : companies.data.length === 0 ? (
        <EmptyState icon={Building2} title={t('companies.empty')} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">{t('companies.count', { count: companies.data.length })}</p>
          <DataTable
            rows={companies.data}
            rowKey={(c) => c.id}
            columns={columns}
            caption={t('companies.columns.name')}
            testId="companies-table"
            dim={companies.isPlaceholderData}
            card={(c) => (
              <RowCard
                title={localName(c, language)}
                subtitle={`${tr(`businessTypes.${c.businessType}` as 'businessTypes.car_rental', { defaultValue: c.businessType })} · ${countryName(c.country, language)}`}
                badge={<CompanyStatus status={c.subscriptionStatus} />}
                facts={[
                  [t('companies.columns.plan'), planName(c.subscriptionPlan)],
                  [t('companies.columns.users'), <span key="u" className="num">{c.usersCount}</span>],
                ]}
                action={actions(c)}
              />
            )}
          />
        </>
      )}
      <CompanyEditDialog companyId={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={suspended ? t('companies.reactivateTitle', { name }) : t('companies.suspendTitle', { name })}
        description={suspended ? t('companies.reactivateBody') : t('companies.suspendBody')}
        confirmLabel={suspended ? t('companies.reactivate') : t('companies.suspend')}
        destructive={!suspended}
        busy={suspend.isPending}
        error={suspend.isError ? errorText(suspend.error, t('common.loadFailed'), t('common.loadFailed')) : null}
        {...(suspended ? {} : { reason: { label: t('companies.suspendReason'), required: false } })}
        onConfirm={(reason) =>
          confirming &&
          suspend.mutate(
            { id: confirming.id, suspend: !suspended, reason },
            { onSuccess: () => { toast.success(suspended ? t('companies.reactivated') : t('companies.suspended')); setConfirming(null); } },
          )
        }
      />
    </div>
  );
}
