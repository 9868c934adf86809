import FilePlus from 'lucide-react/icons/file-plus';
import FileText from 'lucide-react/icons/file-text';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { cn } from '../../../../web/lib/cn';
import { queryString } from '../../../../web/lib/api';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useLeases } from '../api/get-leases';
import { LEASE_STATUSES, type LeaseRow, type LeaseSort, type LeaseStatus } from '../api/types';
import { LEASE_TONES, LeaseStatusBadge } from '../components/lease-badges';
import { leasedProperty, nameIn } from '../components/lease-names';
import { useLeasesT } from '../i18n';

// `?ending=90` and `?overdue=1` are the real-estate dashboard's links; `?propertyId=` (a building
// includes its units) and `?customerId=` come from the property and tenant pages.
const LIST: ListConfig<LeaseSort, 'all' | LeaseStatus | 'ending' | 'overdue'> = {
  sorts: ['start', 'end', 'number', 'rent', 'created'],
  dir: 'desc',
  chips: { values: ['all', ...LEASE_STATUSES, 'ending', 'overdue'], presets: { ending: { ending: '90' }, overdue: { overdue: '1' } } },
  open: ['propertyId', 'customerId'],
};

/** /properties/contracts: status chips with counts, ending within 90 days, overdue, search, sort, property and tenant filters; Ctrl+N opens a new lease. */
export function LeasesPage() {
  const { t, language } = useLeasesT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const { propertyId, customerId } = list.selects;
  const status = list.chip === 'all' || list.chip === 'ending' || list.chip === 'overdue' ? undefined : list.chip;
  const query = useLeases({
    search: list.search,
    status,
    propertyId: propertyId || undefined,
    customerId: customerId || undefined,
    endingWithinDays: list.chip === 'ending' ? 90 : undefined,
    overdue: list.chip === 'overdue' ? 1 : undefined,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    pageSize: list.pageSize,
  });
  const canWrite = co.can('operations.contracts.write');
  // A new lease from a filtered list starts with that property or tenant picked.
  const newHref = withBase(co.base, `/properties/contracts/new${queryString({ propertyId: propertyId || undefined, customerId: customerId || undefined })}`);
  useShortcutEvent('new', () => canWrite && navigate(newHref));

  const href = (l: LeaseRow) => withBase(co.base, `/properties/contracts/${l.id}`);
  const property = (l: LeaseRow) => leasedProperty({ nameAr: l.propertyNameAr, nameEn: l.propertyNameEn, buildingNameAr: l.buildingNameAr, buildingNameEn: l.buildingNameEn }, language);
  const tenant = (l: LeaseRow) => nameIn({ nameAr: l.tenantNameAr, nameEn: l.tenantNameEn }, language);
  const place = (l: LeaseRow) => [l.propertyCode, property(l).building].filter(Boolean).join(' · ');
  const end = (l: LeaseRow) => (l.terminatedOn ? t('list.terminatedOn', { date: co.day(l.terminatedOn) }) : co.day(l.endDate));
  const overdue = (l: LeaseRow) => <span className={cn('num whitespace-nowrap', compareMoney(l.overdue, '0') > 0 ? 'font-semibold text-destructive' : 'text-muted-foreground')}>{co.money(l.overdue)}</span>;
  const rent = (l: LeaseRow) => (
    <span className="flex flex-col items-end">
      <span className="num whitespace-nowrap">{co.money(l.monthlyRent)}</span>
      <span className="text-xs whitespace-nowrap text-muted-foreground">{t(`frequency.${l.paymentFrequency}`)}</span>
    </span>
  );

  const columns: Column<LeaseRow>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: (l) => <Link to={href(l)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{l.leaseNumber}</Link> },
    {
      key: 'property',
      header: t('list.columns.property'),
      cell: (l) => (
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-1 font-medium">{property(l).name}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground">{place(l)}</span>
        </span>
      ),
    },
    {
      key: 'tenant',
      header: t('list.columns.tenant'),
      cell: (l) => (
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-1">{tenant(l)}</span>
          <span dir="ltr" className="num line-clamp-1 text-start text-xs text-muted-foreground">{l.tenantPhone}</span>
        </span>
      ),
    },
    { key: 'start', header: t('list.columns.start'), hideBelow: 'lg', cell: (l) => <span className="num whitespace-nowrap">{co.day(l.startDate)}</span> },
    { key: 'end', header: t('list.columns.end'), cell: (l) => <span className="num whitespace-nowrap">{end(l)}</span> },
    { key: 'rent', header: t('list.columns.rent'), align: 'end', cell: rent },
    { key: 'overdue', header: t('list.columns.overdue'), align: 'end', hideBelow: 'lg', cell: overdue },
    { key: 'status', header: t('list.columns.status'), cell: (l) => <LeaseStatusBadge status={l.status} /> },
  ];

  // A building's id lists its units' leases: name the building then.
  function propertyNamed(items: readonly LeaseRow[], id: string): string | null {
    const own = items.find((l) => l.propertyId === id);
    if (own) return property(own).name;
    return items[0] ? property(items[0]).building : null;
  }

  // An open filter from another page's link shows what it narrows to, with a way out.
  const rows = query.data?.items ?? [];
  const filters = [
    propertyId ? { key: 'propertyId', text: t('list.forProperty', { name: propertyNamed(rows, propertyId) ?? t('list.theProperty') }) } : null,
    customerId ? { key: 'customerId', text: t('list.forTenant', { name: rows[0] ? tenant(rows[0]) : t('list.theTenant') }) } : null,
  ].filter((f): f is { key: string; text: string } => f !== null);

  return (
    <ListPage
      list={list}
      query={query}
      id="leases"
      header={{
        subtitle: t('list.subtitle'),
        actions: canWrite ? (
          <Button asChild>
            <Link to={newHref}>
              <FilePlus aria-hidden="true" />
              {t('list.new')}
            </Link>
          </Button>
        ) : null,
      }}
      above={
        filters.length ? (
          <div className="flex flex-wrap gap-2" data-testid="lease-open-filters">
            {filters.map((f) => (
              <span key={f.key} className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/40 bg-primary-soft py-1 ps-3 pe-1 text-sm text-primary">
                <span className="truncate">{f.text}</span>
                <button type="button" onClick={() => list.setSelect(f.key, '')} className="flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-primary/10" aria-label={t('list.showAll', { name: f.text })} title={t('list.showAll', { name: f.text })}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
            ))}
          </div>
        ) : null
      }
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      chips={{
        label: t('list.statusFilter'),
        testId: 'lease-chips',
        items: countedChips(
          [
            { value: 'all', label: t('list.all') },
            ...LEASE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: LEASE_TONES[s] })),
            { value: 'ending', label: t('list.ending'), tone: 'warning' as const },
            { value: 'overdue', label: t('list.overdue'), tone: 'danger' as const },
          ],
          query.data?.counts,
          ['ending', 'overdue'],
        ),
      }}
      columns={columns}
      rowKey={(l) => l.id}
      rowLabel={(l) => l.leaseNumber}
      caption={t('list.caption')}
      testId="leases-table"
      empty={{ icon: FilePlus, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={() => navigate(newHref)}>{t('list.new')}</Button> : undefined }}
      noMatches={{ icon: FileText, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(l) => (
        <RowCard
          title={<Link to={href(l)} className="num hover:text-primary hover:underline">{l.leaseNumber}</Link>}
          subtitle={
            <span className="flex flex-col">
              <span>{property(l).name}</span>
              <span className="text-xs">{place(l)}</span>
            </span>
          }
          badge={<LeaseStatusBadge status={l.status} />}
          facts={[
            [t('list.columns.tenant'), <span key="t">{tenant(l)}</span>],
            [t('list.columns.start'), <span key="s" className="num">{co.day(l.startDate)}</span>],
            [t('list.columns.end'), <span key="e" className="num">{end(l)}</span>],
            [t('list.columns.rent'), <span key="r" className="num font-medium">{co.money(l.monthlyRent)}</span>],
            ...(compareMoney(l.overdue, '0') > 0 ? [[t('list.columns.overdue'), <span key="o">{overdue(l)}</span>] as [string, ReactNode]] : []),
          ]}
        />
      )}
    />
  );
}
