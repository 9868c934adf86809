import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../web/components/ui/button';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { FilterChips } from '../../../../web/components/data/filter-chips';
import { useDataT } from '../../../../web/components/data/i18n';
import { useListParams } from '../../../../web/components/data/list-params';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Pagination } from '../../../../web/components/data/pagination';
import { SearchBox } from '../../../../web/components/data/search-box';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { withBase } from '../../../../core/modules';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useCustomers } from '../api/get-customers';
import type { Customer, CustomerStatusFilter, CustomerType } from '../api/types';
import { CustomerStatusBadge } from '../components/customer-badges';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { customerName } from '../components/customer-name';
import { useCustomersT } from '../i18n';

const PAGE_SIZE = 50;
const STATUSES: readonly CustomerStatusFilter[] = ['all', 'active', 'inactive', 'blacklisted'];
const TYPES: readonly (CustomerType | 'all')[] = ['all', 'individual', 'corporate'];

/** /customers: search (typo-tolerant on the server), type and status filters, server pages; Ctrl+N adds one. */
export function CustomersPage() {
  const { t, language } = useCustomersT();
  const d = useDataT().t;
  const co = useCompany();
  const { get, set, page } = useListParams();
  const [dialog, setDialog] = useState(false);
  const search = get('q');
  const status = (STATUSES as readonly string[]).includes(get('status')) ? (get('status') as CustomerStatusFilter) : 'all';
  const type = (TYPES as readonly string[]).includes(get('type')) ? (get('type') as CustomerType | 'all') : 'all';
  // Newest first: the customer added a moment ago is the one the counter is looking for.
  const list = useCustomers({ search, status, type, page, pageSize: PAGE_SIZE, sort: 'created', dir: 'desc' });
  const canWrite = co.can('operations.customers.write');
  const href = (c: Customer) => withBase(co.base, `/customers/${c.id}`);
  const onSearch = useCallback((value: string) => set({ q: value, page: null }), [set]);
  useShortcutEvent('new', () => canWrite && setDialog(true));

  const columns: Column<Customer>[] = [
    { key: 'number', header: t('columns.number'), cell: (c) => <span className="num whitespace-nowrap text-muted-foreground">{c.customerNumber}</span> },
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (c) => (
        <Link to={href(c)} className="font-semibold text-foreground hover:text-primary hover:underline">
          {customerName(c, language)}
        </Link>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (c) => t(`types.${c.customerType}`) },
    { key: 'phone', header: t('columns.phone'), cell: (c) => <span dir="ltr" className="num whitespace-nowrap">{c.phone}</span> },
    { key: 'civil', header: t('columns.civilId'), hideBelow: 'lg', cell: (c) => <span className="num">{c.civilId ?? '—'}</span> },
    { key: 'licence', header: t('columns.licence'), hideBelow: 'xl', cell: (c) => <span className="whitespace-nowrap">{co.day(c.licenseExpiry)}</span> },
    { key: 'status', header: t('columns.status'), cell: (c) => <CustomerStatusBadge customer={c} /> },
  ];

  const filtered = Boolean(search || status !== 'all' || type !== 'all');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          canWrite ? (
            <Button onClick={() => setDialog(true)}>
              <UserPlus aria-hidden="true" />
              {t('new')}
            </Button>
          ) : null
        }
      />
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <div className="flex flex-col gap-3 lg:flex-row">
          <SearchBox id="customers-search" value={search} onSearch={onSearch} label={t('search')} placeholder={t('searchPlaceholder')} className="flex-1" />
          <div className="lg:w-48">
            <label htmlFor="customers-type" className="sr-only">
              {t('typeFilter')}
            </label>
            <NativeSelect id="customers-type" value={type} onChange={(event) => set({ type: event.target.value === 'all' ? null : event.target.value, page: null })}>
              {TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <FilterChips
          label={t('statusFilter')}
          value={status}
          onChange={(value) => set({ status: value === 'all' ? null : value, page: null })}
          chips={STATUSES.map((value) => ({ value, label: t(`statuses.${value}`), count: list.data?.counts[value], tone: value === 'blacklisted' ? 'danger' : value === 'inactive' ? 'muted' : value === 'active' ? 'success' : undefined }))}
        />
      </div>
      {list.isPending ? (
        <SkeletonRows rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={Users} title={t('noMatches')} body={t('noMatchesBody')} action={<Button variant="outline" onClick={() => set({ q: null, status: null, type: null, page: null })}>{d('clearFilters')}</Button>} />
        ) : (
          <EmptyState icon={UserPlus} title={t('empty')} body={t('emptyBody')} action={canWrite ? <Button onClick={() => setDialog(true)}>{t('new')}</Button> : undefined} />
        )
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            rows={list.data.items}
            rowKey={(c) => c.id}
            columns={columns}
            caption={t('caption')}
            testId="customers-table"
            dim={list.isPlaceholderData}
            card={(c) => (
              <RowCard
                title={
                  <Link to={href(c)} className="hover:text-primary hover:underline">
                    {customerName(c, language)}
                  </Link>
                }
                subtitle={<span className="num">{c.customerNumber}</span>}
                badge={<CustomerStatusBadge customer={c} />}
                facts={[
                  [t('columns.phone'), <span key="p" dir="ltr" className="num">{c.phone}</span>],
                  [t('columns.type'), t(`types.${c.customerType}`)],
                ]}
              />
            )}
          />
          <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => set({ page: next === 1 ? null : next })} />
        </div>
      )}
      <CustomerFormDialog open={dialog} onOpenChange={setDialog} customer={null} currency={co.currency} />
    </div>
  );
}
