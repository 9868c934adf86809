import UserPlus from 'lucide-react/icons/user-plus';
import UsersRound from 'lucide-react/icons/users-round';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { cn } from '../../../../web/lib/cn';
import { useTenants } from '../api/get-tenants';
import type { TenantRow, TenantSort, TenantStatusFilter } from '../api/types';
import { STATUS_TONES, TenantBadges } from '../components/tenant-badges';
import { TenantFormDialog } from '../components/tenant-form-dialog';
import { tenantName } from '../components/tenant-name';
import { useTenantsT } from '../i18n';

const STATUSES: readonly TenantStatusFilter[] = ['all', 'current', 'former', 'prospect', 'blacklisted'];
const LIST: ListConfig<TenantSort, TenantStatusFilter> = { sorts: ['created', 'name', 'number', 'balance'], dir: 'desc', chips: { values: STATUSES } };

/** /tenants: search by name, phone or civil ID; status chips computed from the leases; balance owed; Ctrl+N adds one (looked up first). */
export function TenantsPage() {
  const { t, language } = useTenantsT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const [dialog, setDialog] = useState(false);
  const query = useTenants({ search: list.search, status: list.chip, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('operations.tenants.write');
  const href = (r: TenantRow) => withBase(co.base, `/tenants/${r.id}`);
  useShortcutEvent('new', () => canWrite && setDialog(true));
  const balance = (r: TenantRow) => <span className={cn('num whitespace-nowrap', compareMoney(r.balance, '0') > 0 && 'font-semibold text-warning')}>{co.money(r.balance)}</span>;
  const identity = (r: TenantRow) => <span className="num">{(r.customerType === 'corporate' ? r.commercialRegister : r.civilId) ?? '—'}</span>;

  const columns: Column<TenantRow>[] = [
    { key: 'number', header: t('columns.number'), hideBelow: 'xl', cell: (r) => <span className="num whitespace-nowrap text-muted-foreground">{r.customerNumber}</span> },
    { key: 'name', header: t('columns.name'), rowHeader: true, cell: (r) => <Link to={href(r)} className="font-semibold text-foreground hover:text-primary hover:underline">{tenantName(r, language)}</Link> },
    { key: 'phone', header: t('columns.phone'), cell: (r) => <span dir="ltr" className="num whitespace-nowrap">{r.phone}</span> },
    { key: 'civil', header: t('columns.civilId'), hideBelow: 'lg', cell: identity },
    { key: 'nationality', header: t('columns.nationality'), hideBelow: 'xl', cell: (r) => r.nationality ?? '—' },
    { key: 'employer', header: t('columns.employer'), hideBelow: 'lg', cell: (r) => r.employer ?? '—' },
    { key: 'leases', header: t('columns.leases'), align: 'end', hideBelow: 'lg', cell: (r) => <span className="num">{co.f.number(r.activeLeases)}</span> },
    { key: 'balance', header: t('columns.balance'), align: 'end', cell: balance },
    { key: 'status', header: t('columns.status'), cell: (r) => <TenantBadges status={r.status} blacklisted={r.isBlacklisted} /> },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="tenants"
      header={{
        subtitle: t('subtitle'),
        actions: canWrite ? (
          <Button onClick={() => setDialog(true)}>
            <UserPlus aria-hidden="true" />
            {t('new')}
          </Button>
        ) : null,
      }}
      search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
      sort={{ label: (sort) => t(`sorts.${sort}`) }}
      chips={{
        label: t('statusFilter'),
        items: countedChips(STATUSES.map((value) => ({ value, label: t(`statuses.${value}`), tone: value === 'all' ? undefined : value === 'blacklisted' ? ('danger' as const) : STATUS_TONES[value] })), query.data?.counts),
      }}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => tenantName(r, language)}
      caption={t('caption')}
      testId="tenants-table"
      empty={{ icon: UserPlus, title: t('empty'), body: t('emptyBody'), action: canWrite ? <Button onClick={() => setDialog(true)}>{t('new')}</Button> : undefined }}
      noMatches={{ icon: UsersRound, title: t('noMatches'), body: t('noMatchesBody') }}
      card={(r) => (
        <RowCard
          title={<Link to={href(r)} className="hover:text-primary hover:underline">{tenantName(r, language)}</Link>}
          subtitle={<span className="num">{r.customerNumber}</span>}
          badge={<TenantBadges status={r.status} blacklisted={r.isBlacklisted} />}
          facts={[
            [t('columns.phone'), <span key="p" dir="ltr" className="num">{r.phone}</span>],
            [t('columns.employer'), r.employer ?? '—'],
            [t('columns.balance'), <span key="b">{balance(r)}</span>],
          ]}
        />
      )}
    >
      <TenantFormDialog open={dialog} onOpenChange={setDialog} tenant={null} onSaved={(saved) => navigate(withBase(co.base, `/tenants/${saved.id}`))} />
    </ListPage>
  );
}
