import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useCustomers } from '../api/get-customers';
import type { Customer, CustomerStatusFilter, CustomerType } from '../api/types';
import { CustomerStatusBadge } from '../components/customer-badges';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { customerName } from '../components/customer-name';
import { useCustomersT } from '../i18n';

const STATUSES: readonly CustomerStatusFilter[] = ['all', 'active', 'inactive', 'blacklisted'];
const TYPES: readonly (CustomerType | 'all')[] = ['all', 'individual', 'corporate'];
const LIST: ListConfig<never, CustomerStatusFilter> = { chips: { values: STATUSES }, selects: { type: TYPES } };
const TONES = { active: 'success', inactive: 'muted', blacklisted: 'danger' } as const;

/** /customers: search (typo-tolerant on the server), type and status filters, server pages; Ctrl+N adds one. No bulk action: the API deletes no customer. */
export function CustomersPage() {
  const { t, language } = useCustomersT();
  const co = useCompany();
  const list = useListState(LIST);
  const [dialog, setDialog] = useState(false);
  // Newest first: the customer added a moment ago is the one the counter is looking for.
  const query = useCustomers({ search: list.search, status: list.chip, type: list.selects.type as CustomerType | 'all', page: list.page, pageSize: list.pageSize, sort: 'created', dir: 'desc' });
  const canWrite = co.can('operations.customers.write');
  const href = (c: Customer) => withBase(co.base, `/customers/${c.id}`);
  useShortcutEvent('new', () => canWrite && setDialog(true));

  const columns: Column<Customer>[] = [
    { key: 'number', header: t('columns.number'), cell: (c) => <span className="num whitespace-nowrap text-muted-foreground">{c.customerNumber}</span> },
    { key: 'name', header: t('columns.name'), rowHeader: true, cell: (c) => <Link to={href(c)} className="font-semibold text-foreground hover:text-primary hover:underline">{customerName(c, language)}</Link> },
    { key: 'type', header: t('columns.type'), cell: (c) => t(`types.${c.customerType}`) },
    { key: 'phone', header: t('columns.phone'), cell: (c) => <span dir="ltr" className="num whitespace-nowrap">{c.phone}</span> },
    { key: 'civil', header: t('columns.civilId'), hideBelow: 'lg', cell: (c) => <span className="num">{c.civilId ?? '—'}</span> },
    { key: 'licence', header: t('columns.licence'), hideBelow: 'xl', cell: (c) => <span className="whitespace-nowrap">{co.day(c.licenseExpiry)}</span> },
    { key: 'status', header: t('columns.status'), cell: (c) => <CustomerStatusBadge customer={c} /> },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="customers"
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
      selects={[{ key: 'type', label: t('typeFilter'), option: (value) => t(`types.${value as CustomerType | 'all'}`) }]}
      chips={{ label: t('statusFilter'), items: countedChips(STATUSES.map((value) => ({ value, label: t(`statuses.${value}`), tone: value === 'all' ? undefined : TONES[value] })), query.data?.counts) }}
      columns={columns}
      rowKey={(c) => c.id}
      rowLabel={(c) => customerName(c, language)}
      caption={t('caption')}
      testId="customers-table"
      empty={{ icon: UserPlus, title: t('empty'), body: t('emptyBody'), action: canWrite ? <Button onClick={() => setDialog(true)}>{t('new')}</Button> : undefined }}
      noMatches={{ icon: Users, title: t('noMatches'), body: t('noMatchesBody') }}
      card={(c) => (
        <RowCard
          title={<Link to={href(c)} className="hover:text-primary hover:underline">{customerName(c, language)}</Link>}
          subtitle={<span className="num">{c.customerNumber}</span>}
          badge={<CustomerStatusBadge customer={c} />}
          facts={[
            [t('columns.phone'), <span key="p" dir="ltr" className="num">{c.phone}</span>],
            [t('columns.type'), t(`types.${c.customerType}`)],
          ]}
        />
      )}
    >
      <CustomerFormDialog open={dialog} onOpenChange={setDialog} customer={null} currency={co.currency} />
    </ListPage>
  );
}
