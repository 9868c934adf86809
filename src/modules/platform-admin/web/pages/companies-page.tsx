import Building2 from 'lucide-react/icons/building-2';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BUSINESS_TYPE_IDS } from '../../../../core/auth';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { ListPage, onePage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { Button } from '../../../../web/components/ui/button';
import { useBrowseMode } from '../../../../web/features/browse/lib/use-browse-mode';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useFormatter } from '../../../../web/lib/format';
import { downloadFile } from '../../../../web/lib/open-file';
import { useCompanies, usePlanOptions, useSetSuspended } from '../api/companies';
import { SUBSCRIPTION_STATUSES } from '../../schemas';
import type { CompanyRow } from '../api/types';
import { CompanyEditDialog } from '../components/company-edit-dialog';
import { CompanyRowActions } from '../components/company-row-actions';
import { filterOption } from '../components/filter-option';
import { CompanyStatus } from '../components/status';
import { COUNTRY_CODES, countryName, localName } from '../components/names';
import { usePlatformT } from '../i18n';

const CREATE = '/super-admin/companies/create';

// '' is "all" for each filter; the plan codes come from the plans. The dashboard links here with
// `?businessType=` and `?status=`; the search was `?search=` before the shared list state.
const LIST: ListConfig = {
  selects: { businessType: ['', ...BUSINESS_TYPE_IDS], status: ['', ...SUBSCRIPTION_STATUSES], country: ['', ...COUNTRY_CODES] },
  open: ['plan'],
  aliases: { search: 'q' },
};

/**
 * /super-admin/companies: every company (the API answers them all, by name) with filters and
 * counts; browse, edit, suspend and reactivate. No bulk action: suspending asks for a reason each.
 */
export function CompaniesPage() {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const fmt = useFormatter();
  const d = useDataT().t;
  const list = useListState(LIST);
  const companies = useCompanies({ search: list.search, businessType: list.selects.businessType, plan: list.selects.plan, status: list.selects.status, country: list.selects.country });
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
  // The company's data as one zip (its records and files), named by the server.
  const exportData = (c: CompanyRow) =>
    void downloadFile(`/api/platform/companies/${encodeURIComponent(c.id)}/export`).then(
      () => toast.success(t('companies.exported', { name: localName(c, language) })),
      (error: unknown) => toast.error(errorText(error, t('companies.exportFailed'), d('network'))),
    );
  const actions = (c: CompanyRow) => (
    <CompanyRowActions company={c} onBrowse={() => browse.start({ id: c.id, name: c.name, nameAr: c.nameAr })} onEdit={() => setEditing(c.id)} onExport={() => exportData(c)} onSuspend={() => setConfirming(c)} />
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

  const option = (label: string, text: (value: string) => string) => filterOption(label, t('common.all'), text);
  const create = (
    <Button asChild>
      <Link to={CREATE}>
        <Plus aria-hidden="true" />
        {t('companies.create')}
      </Link>
    </Button>
  );

  return (
    <ListPage
      list={list}
      query={onePage(companies, companies.data)}
      id="company"
      header={{ subtitle: t('companies.subtitle'), actions: create }}
      search={{ label: t('common.search'), placeholder: t('companies.searchPlaceholder') }}
      selects={[
        { key: 'businessType', label: t('companies.filters.type'), option: option(t('companies.filters.type'), (id) => tr(`businessTypes.${id}` as 'businessTypes.car_rental', { defaultValue: id })) },
        { key: 'plan', label: t('companies.filters.plan'), values: ['', ...(plans.data ?? []).map((p) => p.planCode)], option: option(t('companies.filters.plan'), planName) },
        { key: 'status', label: t('companies.filters.status'), option: option(t('companies.filters.status'), (s) => t(`companies.statuses.${s as 'trial'}`)) },
        { key: 'country', label: t('companies.filters.country'), option: option(t('companies.filters.country'), (c) => countryName(c, language)) },
      ]}
      columns={columns}
      rowKey={(c) => c.id}
      rowLabel={(c) => localName(c, language)}
      caption={t('companies.columns.name')}
      testId="companies-table"
      empty={{ icon: Building2, title: t('companies.empty'), action: create }}
      noMatches={{ title: t('companies.empty') }}
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
    >
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
    </ListPage>
  );
}
