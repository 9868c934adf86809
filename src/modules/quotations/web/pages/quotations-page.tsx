import FilePlus from 'lucide-react/icons/file-plus';
import FileText from 'lucide-react/icons/file-text';
import { useCallback } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
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
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { customerName } from '../../../customers/web';
import { useQuotations } from '../api/get-quotations';
import type { Quotation, QuotationStatus } from '../api/types';
import { QUOTATION_STATUSES, QUOTATION_TONES, QuotationStatusBadge } from '../components/quotation-status-badge';
import { useQuotationsT } from '../i18n';
import { ltr } from '../../../../web/components/data/numbers';

const PAGE_SIZE = 50;

/** /quotations: status chips, search, server pages. `?open=<id>` (the notice e-mail's link) opens one. */
export function QuotationsPage() {
  const { t, language } = useQuotationsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const { get, set, page } = useListParams();
  const search = get('q');
  const status = (QUOTATION_STATUSES as string[]).includes(get('status')) ? (get('status') as QuotationStatus) : 'all';
  const list = useQuotations({ search, status, page, pageSize: PAGE_SIZE });
  const canWrite = co.can('operations.quotations.write');
  const onSearch = useCallback((value: string) => set({ q: value, page: null }), [set]);
  useShortcutEvent('new', () => canWrite && navigate(withBase(co.base, '/quotations/new')));
  const open = get('open');
  if (open) return <Navigate replace to={withBase(co.base, `/quotations/${open}`)} />;

  const href = (q: Quotation) => withBase(co.base, `/quotations/${q.id}`);
  const name = (q: Quotation) => customerName({ nameAr: q.customerNameAr ?? null, nameEn: q.customerNameEn ?? null }, language);
  const vehicle = (q: Quotation) => (q.plateNumber ? `${ltr(q.plateNumber)} ${q.make ?? ''} ${q.model ?? ''}` : q.vehicleClass && (['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'] as string[]).includes(q.vehicleClass) ? t(`classes.${q.vehicleClass as 'suv'}`) : '—');
  const columns: Column<Quotation>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: (q) => <Link to={href(q)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{q.quotationNumber}</Link> },
    { key: 'customer', header: t('list.columns.customer'), cell: name },
    { key: 'vehicle', header: t('list.columns.vehicle'), hideBelow: 'lg', cell: (q) => <span className="whitespace-nowrap">{vehicle(q)}</span> },
    { key: 'start', header: t('list.columns.start'), cell: (q) => <span className="whitespace-nowrap">{co.day(q.startDate)}</span> },
    { key: 'duration', header: t('list.columns.duration'), hideBelow: 'xl', cell: (q) => `${co.f.number(q.duration)} ${q.duration === 1 ? t(`units.${q.rateUnit}`) : t(`unitsPlural.${q.rateUnit}`)}` },
    { key: 'total', header: t('list.columns.total'), align: 'end', cell: (q) => <span className="num whitespace-nowrap">{co.money(q.total)}</span> },
    { key: 'valid', header: t('list.columns.validUntil'), hideBelow: 'lg', cell: (q) => <span className="whitespace-nowrap">{co.day(q.validUntil)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (q) => <QuotationStatusBadge status={q.status} /> },
  ];
  const filtered = Boolean(search || status !== 'all');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('list.subtitle')}
        actions={
          canWrite ? (
            <Button asChild>
              <Link to={withBase(co.base, '/quotations/new')}>
                <FilePlus aria-hidden="true" />
                {t('list.new')}
              </Link>
            </Button>
          ) : null
        }
      />
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <SearchBox id="quotations-search" value={search} onSearch={onSearch} label={t('list.search')} placeholder={t('list.searchPlaceholder')} />
        <FilterChips
          label={t('list.statusFilter')}
          value={status}
          onChange={(value) => set({ status: value === 'all' ? null : value, page: null })}
          chips={[{ value: 'all', label: t('list.all') }, ...QUOTATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: QUOTATION_TONES[s] }))]}
        />
      </div>
      {list.isPending ? (
        <SkeletonRows rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={FileText} title={t('list.noMatches')} body={t('list.noMatchesBody')} action={<Button variant="outline" onClick={() => set({ q: null, status: null, page: null })}>{d('clearFilters')}</Button>} />
        ) : (
          <EmptyState icon={FilePlus} title={t('list.empty')} body={t('list.emptyBody')} action={canWrite ? <Button asChild><Link to={withBase(co.base, '/quotations/new')}>{t('list.new')}</Link></Button> : undefined} />
        )
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            rows={list.data.items}
            rowKey={(q) => q.id}
            columns={columns}
            caption={t('list.caption')}
            testId="quotations-table"
            dim={list.isPlaceholderData}
            card={(q) => (
              <RowCard
                title={<Link to={href(q)} className="num hover:text-primary hover:underline">{q.quotationNumber}</Link>}
                subtitle={name(q)}
                badge={<QuotationStatusBadge status={q.status} />}
                facts={[
                  [t('list.columns.vehicle'), vehicle(q)],
                  [t('list.columns.start'), co.day(q.startDate)],
                  [t('list.columns.total'), <span key="t" className="num font-medium">{co.money(q.total)}</span>],
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
