import KeyRound from 'lucide-react/icons/key-round';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { cn } from '../../../../web/lib/cn';
import { useOwners } from '../api/get-owners';
import type { OwnerRow, OwnerStatusFilter, OwnerType } from '../api/types';
import { OwnerFormDialog } from '../components/owner-form-dialog';
import { ownerName } from '../components/owner-name';
import { useOwnersT } from '../i18n';

type Sort = 'name' | 'code' | 'created';
const STATUSES: readonly OwnerStatusFilter[] = ['all', 'active', 'inactive'];
const TYPES: readonly (OwnerType | 'all')[] = ['all', 'individual', 'company'];
const LIST: ListConfig<Sort, OwnerStatusFilter> = { sorts: ['name', 'code', 'created'], chips: { values: STATUSES }, selects: { type: TYPES } };

/** /owners: search by name or code, type and status filters, each owner's properties and what they are due; Ctrl+N adds one. */
export function OwnersPage() {
  const { t, language } = useOwnersT();
  const co = useCompany();
  const list = useListState(LIST);
  const [dialog, setDialog] = useState(false);
  const query = useOwners({ search: list.search, status: list.chip, type: list.selects.type as OwnerType | 'all', sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('operations.owners.write');
  const href = (o: OwnerRow) => withBase(co.base, `/owners/${o.id}`);
  useShortcutEvent('new', () => canWrite && setDialog(true));
  const balance = (o: OwnerRow) => <span className={cn('num whitespace-nowrap', compareMoney(o.balance, '0') < 0 && 'text-destructive')}>{co.money(o.balance)}</span>;
  const status = (o: OwnerRow) => (o.isActive ? <Badge tone="success">{t('statuses.active')}</Badge> : <Badge tone="muted">{t('statuses.inactive')}</Badge>);

  const columns: Column<OwnerRow>[] = [
    { key: 'code', header: t('columns.code'), cell: (o) => <span className="num whitespace-nowrap text-muted-foreground">{o.ownerCode}</span> },
    { key: 'name', header: t('columns.name'), rowHeader: true, cell: (o) => <Link to={href(o)} className="font-semibold text-foreground hover:text-primary hover:underline">{ownerName(o, language)}</Link> },
    { key: 'type', header: t('columns.type'), hideBelow: 'lg', cell: (o) => t(`types.${o.ownerType}`) },
    { key: 'phone', header: t('columns.phone'), hideBelow: 'xl', cell: (o) => (o.phone ? <span dir="ltr" className="num whitespace-nowrap">{o.phone}</span> : '—') },
    { key: 'properties', header: t('columns.properties'), align: 'end', cell: (o) => <span className="num">{co.f.number(o.propertiesCount)}</span> },
    { key: 'commission', header: t('columns.commission'), align: 'end', hideBelow: 'lg', cell: (o) => <span className="num">{`${co.f.number(Number(o.commissionRate))}%`}</span> },
    { key: 'balance', header: t('columns.balance'), align: 'end', cell: balance },
    { key: 'status', header: t('columns.status'), cell: status },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="owners"
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
      selects={[{ key: 'type', label: t('typeFilter'), option: (value) => t(`types.${value as OwnerType | 'all'}`) }]}
      chips={{ label: t('statusFilter'), items: countedChips(STATUSES.map((value) => ({ value, label: t(`statuses.${value}`), tone: value === 'all' ? undefined : value === 'active' ? ('success' as const) : ('muted' as const) })), query.data?.counts) }}
      columns={columns}
      rowKey={(o) => o.id}
      rowLabel={(o) => ownerName(o, language)}
      caption={t('caption')}
      testId="owners-table"
      empty={{ icon: KeyRound, title: t('empty'), body: t('emptyBody'), action: canWrite ? <Button onClick={() => setDialog(true)}>{t('new')}</Button> : undefined }}
      noMatches={{ icon: KeyRound, title: t('noMatches'), body: t('noMatchesBody') }}
      card={(o) => (
        <RowCard
          title={<Link to={href(o)} className="hover:text-primary hover:underline">{ownerName(o, language)}</Link>}
          subtitle={<span className="num">{`${o.ownerCode} · ${t(`types.${o.ownerType}`)}`}</span>}
          badge={status(o)}
          facts={[
            [t('columns.properties'), <span key="p" className="num">{co.f.number(o.propertiesCount)}</span>],
            [t('columns.commission'), <span key="c" className="num">{`${co.f.number(Number(o.commissionRate))}%`}</span>],
            [t('columns.balance'), <span key="b">{balance(o)}</span>],
          ]}
        />
      )}
    >
      <OwnerFormDialog open={dialog} onOpenChange={setDialog} owner={null} />
    </ListPage>
  );
}
