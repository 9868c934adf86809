import FilePlus from 'lucide-react/icons/file-plus';
import FileText from 'lucide-react/icons/file-text';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
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
import { Button } from '../../../../web/components/ui/button';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { customerName } from '../../../customers/web';
import { useContracts } from '../api/get-contracts';
import type { ContractListParams, ContractRow } from '../api/types';
import { CONTRACT_STATUSES, CONTRACT_TONES, ContractStatusBadge } from '../components/contract-status-badge';
import { useContractsT } from '../i18n';

const PAGE_SIZE = 50;
const SORTS = ['start', 'end', 'number', 'created'] as const;

/** /contracts: search, status chips with counts, "ending within 7 days", sort, server pages. */
export function ContractsPage() {
  const { t, language } = useContractsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const { get, set, page } = useListParams();
  const search = get('q');
  const status = (CONTRACT_STATUSES as string[]).includes(get('status')) ? get('status') : '';
  const ending = get('ending') === '7' || get('endingWithinDays') === '7';
  const sort = (SORTS as readonly string[]).includes(get('sort')) ? (get('sort') as ContractListParams['sort']) : 'start';
  const dir = get('dir') === 'asc' ? 'asc' : 'desc';
  const list = useContracts({ search, status: status || undefined, endingWithinDays: ending ? 7 : undefined, sort, dir, page, pageSize: PAGE_SIZE });
  const canWrite = co.can('operations.contracts.write');
  const href = (c: ContractRow) => withBase(co.base, `/contracts/${c.id}`);
  const onSearch = useCallback((value: string) => set({ q: value, page: null }), [set]);
  const newContract = () => canWrite && navigate(withBase(co.base, '/contracts/new'));
  useShortcutEvent('new', newContract);

  const counts = list.data?.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const chip = ending ? 'ending' : status || 'all';
  const name = (c: ContractRow) => customerName({ nameAr: c.customerNameAr, nameEn: c.customerNameEn }, language);
  const columns: Column<ContractRow>[] = [
    {
      key: 'number',
      header: t('list.columns.number'),
      rowHeader: true,
      cell: (c) => (
        <Link to={href(c)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">
          {c.contractNumber}
        </Link>
      ),
    },
    { key: 'customer', header: t('list.columns.customer'), cell: (c) => <span className="line-clamp-1">{name(c)}</span> },
    { key: 'vehicle', header: t('list.columns.vehicle'), cell: (c) => <span className="whitespace-nowrap"><span dir="ltr" className="num font-medium">{c.plateNumber}</span> <span className="text-muted-foreground max-xl:hidden">{c.make} {c.model}</span></span> },
    { key: 'start', header: t('list.columns.start'), cell: (c) => <span className="num whitespace-nowrap">{co.at(c.startAt)}</span> },
    { key: 'end', header: t('list.columns.end'), hideBelow: 'lg', cell: (c) => <span className="num whitespace-nowrap">{co.at(c.endAt)}</span> },
    { key: 'amount', header: t('list.columns.amount'), align: 'end', cell: (c) => <span className="num whitespace-nowrap">{co.money(c.rentalAmount)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (c) => <ContractStatusBadge status={c.status} /> },
  ];

  const filtered = Boolean(search || status || ending);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('list.subtitle')}
        actions={
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
        }
      />
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <div className="flex flex-col gap-3 lg:flex-row">
          <SearchBox id="contracts-search" value={search} onSearch={onSearch} label={t('list.search')} placeholder={t('list.searchPlaceholder')} className="flex-1" />
          <div className="lg:w-56">
            <label htmlFor="contracts-sort" className="sr-only">
              {d('sortBy')}
            </label>
            <NativeSelect id="contracts-sort" value={`${sort}:${dir}`} onChange={(event) => { const [s, o] = event.target.value.split(':'); set({ sort: s === 'start' ? null : s, dir: o === 'desc' ? null : o, page: null }); }}>
              {SORTS.flatMap((s) => [
                <option key={`${s}:desc`} value={`${s}:desc`}>{`${t(`list.sort.${s}`)} — ${d('descending')}`}</option>,
                <option key={`${s}:asc`} value={`${s}:asc`}>{`${t(`list.sort.${s}`)} — ${d('ascending')}`}</option>,
              ])}
            </NativeSelect>
          </div>
        </div>
        <FilterChips
          label={t('list.statusFilter')}
          testId="contract-chips"
          value={chip}
          onChange={(value) => set({ status: value === 'all' || value === 'ending' ? null : value, ending: value === 'ending' ? 7 : null, endingWithinDays: null, page: null })}
          chips={[
            { value: 'all', label: t('list.all'), count: list.data ? total : undefined },
            { value: 'ending', label: t('list.ending'), tone: 'warning' as const },
            ...CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), count: list.data ? (counts[s] ?? 0) : undefined, tone: CONTRACT_TONES[s] })),
          ]}
        />
      </div>
      {list.isPending ? (
        <SkeletonRows rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={FileText} title={t('list.noMatches')} body={t('list.noMatchesBody')} action={<Button variant="outline" onClick={() => set({ q: null, status: null, ending: null, endingWithinDays: null, page: null })}>{d('clearFilters')}</Button>} />
        ) : (
          <EmptyState icon={FilePlus} title={t('list.empty')} body={t('list.emptyBody')} action={canWrite ? <Button onClick={newContract}>{t('list.new')}</Button> : undefined} />
        )
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            rows={list.data.items}
            rowKey={(c) => c.id}
            columns={columns}
            caption={t('list.caption')}
            testId="contracts-table"
            dim={list.isPlaceholderData}
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
          <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => set({ page: next === 1 ? null : next })} />
        </div>
      )}
    </div>
  );
}
