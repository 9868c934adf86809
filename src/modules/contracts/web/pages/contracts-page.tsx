import { useQueryClient } from '@tanstack/react-query';
import Ban from 'lucide-react/icons/ban';
import FilePlus from 'lucide-react/icons/file-plus';
import FileText from 'lucide-react/icons/file-text';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import type { BulkAction } from '../../../../web/components/data/bulk-actions';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { customerName } from '../../../customers/web';
import { moveContract } from '../api/contract-action';
import { useContracts } from '../api/get-contracts';
import { CONTRACT_MOVE_KEYS } from '../api/keys';
import type { ContractListParams, ContractRow, ContractStatus } from '../api/types';
import { CONTRACT_STATUSES, CONTRACT_TONES, ContractStatusBadge } from '../components/contract-status-badge';
import { useContractsT } from '../i18n';

// `?ending=7` is the dashboard's "ending within 7 days" link; `endingWithinDays=7` an older form of it.
const LIST: ListConfig<NonNullable<ContractListParams['sort']>, 'all' | 'ending' | ContractStatus> = {
  sorts: ['start', 'end', 'number', 'created'],
  dir: 'desc',
  chips: { values: ['all', 'ending', ...CONTRACT_STATUSES], presets: { ending: { ending: '7' } } },
  aliases: { endingWithinDays: 'ending' },
};

/** /contracts: search, status chips with counts, "ending within 7 days", sort, server pages; cancel the selected drafts and bookings. */
export function ContractsPage() {
  const { t, language } = useContractsT();
  const co = useCompany();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState(LIST);
  const status = list.chip === 'all' || list.chip === 'ending' ? undefined : list.chip;
  const query = useContracts({ search: list.search, status, endingWithinDays: list.chip === 'ending' ? 7 : undefined, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('operations.contracts.write');
  const href = (c: ContractRow) => withBase(co.base, `/contracts/${c.id}`);
  const newContract = () => canWrite && navigate(withBase(co.base, '/contracts/new'));
  useShortcutEvent('new', newContract);

  const name = (c: ContractRow) => customerName({ nameAr: c.customerNameAr, nameEn: c.customerNameEn }, language);
  const columns: Column<ContractRow>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: (c) => <Link to={href(c)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{c.contractNumber}</Link> },
    { key: 'customer', header: t('list.columns.customer'), cell: (c) => <span className="line-clamp-1">{name(c)}</span> },
    { key: 'vehicle', header: t('list.columns.vehicle'), cell: (c) => <span className="whitespace-nowrap"><span dir="ltr" className="num font-medium">{c.plateNumber}</span> <span className="text-muted-foreground max-xl:hidden">{c.make} {c.model}</span></span> },
    { key: 'start', header: t('list.columns.start'), cell: (c) => <span className="num whitespace-nowrap">{co.at(c.startAt)}</span> },
    { key: 'end', header: t('list.columns.end'), hideBelow: 'lg', cell: (c) => <span className="num whitespace-nowrap">{co.at(c.endAt)}</span> },
    { key: 'amount', header: t('list.columns.amount'), align: 'end', cell: (c) => <span className="num whitespace-nowrap">{co.money(c.rentalAmount)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (c) => <ContractStatusBadge status={c.status} /> },
  ];
  // The API cancels one draft or reserved contract, with a reason; the bar runs it per selected row.
  const cancel: BulkAction<ContractRow> = {
    id: 'cancel',
    label: t('list.bulk.cancel'),
    icon: Ban,
    destructive: true,
    del: true,
    applies: (c) => c.status === 'draft' || c.status === 'reserved',
    confirm: {
      title: (rows) => (rows.length === 1 ? t('actions.cancelTitle', { number: rows[0]?.contractNumber }) : t('list.bulk.cancelTitle', { count: co.f.number(rows.length) })),
      body: t('list.bulk.cancelBody'),
      label: (rows) => (rows.length === 1 ? t('actions.cancel') : t('list.bulk.cancel')),
      reason: { label: t('actions.reason'), required: true },
    },
    run: (c, reason) => moveContract({ action: 'cancel', id: c.id, reason }),
    settled: () => CONTRACT_MOVE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  };

  return (
    <ListPage
      list={list}
      query={query}
      id="contracts"
      header={{
        subtitle: t('list.subtitle'),
        actions: (
          <>
            {co.isAdmin ? (
              <Button asChild variant="outline">
                <Link to={withBase(co.base, '/contracts/duplicates')}>{t('list.duplicates')}</Link>
              </Button>
            ) : null}
            {canWrite ? (
              <Button asChild>
                <Link to={withBase(co.base, '/contracts/new')}>
                  <FilePlus aria-hidden="true" />
                  {t('list.new')}
                </Link>
              </Button>
            ) : null}
          </>
        ),
      }}
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sort.${s}`) }}
      chips={{
        label: t('list.statusFilter'),
        testId: 'contract-chips',
        items: countedChips(
          [{ value: 'all', label: t('list.all') }, { value: 'ending', label: t('list.ending'), tone: 'warning' }, ...CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: CONTRACT_TONES[s] }))],
          query.data?.counts,
          ['ending'],
        ),
      }}
      columns={columns}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.contractNumber}
      caption={t('list.caption')}
      testId="contracts-table"
      empty={{ icon: FilePlus, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={newContract}>{t('list.new')}</Button> : undefined }}
      noMatches={{ icon: FileText, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      bulkActions={canWrite ? [cancel] : []}
      card={(c) => (
        <RowCard
          title={<Link to={href(c)} className="num hover:text-primary hover:underline">{c.contractNumber}</Link>}
          subtitle={name(c)}
          badge={<ContractStatusBadge status={c.status} />}
          facts={[
            [t('list.columns.vehicle'), <span key="v" dir="ltr" className="num">{c.plateNumber}</span>],
            [t('list.columns.start'), <span key="s" className="num">{co.at(c.startAt)}</span>],
            [t('list.columns.end'), <span key="e" className="num">{co.at(c.endAt)}</span>],
            [t('list.columns.amount'), <span key="a" className="num font-medium">{co.money(c.rentalAmount)}</span>],
          ]}
        />
      )}
    />
  );
}
