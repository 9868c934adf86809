import Coins from 'lucide-react/icons/coins';
import FilePlus from 'lucide-react/icons/file-plus';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { ltr } from '../../../../web/components/data/numbers';
import { Stat } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useAgreements } from '../api/financing';
import { FINANCING_STATUSES, type AgreementRow, type AgreementSort, type FinancingStatus } from '../api/types';
import { FINANCING_TONES, FinancingStatusBadge } from '../components/financing-badges';
import { useFinancingT } from '../i18n';

const LIST: ListConfig<AgreementSort, 'all' | FinancingStatus> = { sorts: ['created', 'start', 'number', 'total'], dir: 'desc', chips: { values: ['all', ...FINANCING_STATUSES] } };

/** /fleet/vehicle-installments: the agreements with what is paid and left, the overdue, status chips and totals. */
export function AgreementsPage() {
  const { t } = useFinancingT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const query = useAgreements({ search: list.search, status: list.chip === 'all' ? undefined : list.chip, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('fleet.installments.write');
  const newHref = withBase(co.base, '/fleet/vehicle-installments/new');
  useShortcutEvent('new', () => canWrite && navigate(newHref));

  const href = (a: AgreementRow) => withBase(co.base, `/fleet/vehicle-installments/${a.id}`);
  const number = (a: AgreementRow) => (
    <Link to={href(a)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">
      {a.agreementNumber}
    </Link>
  );
  const plates = (a: AgreementRow) => {
    const [first, ...rest] = a.vehicles;
    if (!first) return '—';
    return (
      <span className="flex flex-col">
        <span className="num whitespace-nowrap">{ltr(first.plateNumber)}{rest.length ? <span className="ms-1 text-xs text-muted-foreground">{t('list.moreVehicles', { count: rest.length })}</span> : null}</span>
        <span className="line-clamp-1 text-xs text-muted-foreground">{`${first.make} ${first.model}`}</span>
      </span>
    );
  };
  const live = (a: AgreementRow) => a.status === 'active';
  const overdue = (a: AgreementRow) =>
    live(a) && a.overdueCount > 0 ? (
      <span className="flex flex-col text-destructive" data-testid="agreement-overdue">
        <span className="num font-medium whitespace-nowrap">{co.money(a.overdue)}</span>
        <span className="text-xs">{t('list.overdueCount', { count: a.overdueCount })}</span>
      </span>
    ) : (
      <span className="text-muted-foreground">—</span>
    );

  const columns: Column<AgreementRow>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: number },
    { key: 'lender', header: t('list.columns.lender'), cell: (a) => <span className="line-clamp-2">{a.vendorName}</span> },
    { key: 'vehicles', header: t('list.columns.vehicles'), cell: plates },
    { key: 'total', header: t('list.columns.total'), align: 'end', hideBelow: 'xl', cell: (a) => <span className="num whitespace-nowrap">{co.money(a.total)}</span> },
    { key: 'paid', header: t('list.columns.paid'), align: 'end', hideBelow: 'lg', cell: (a) => <span className="num whitespace-nowrap">{co.money(a.paid)}</span> },
    { key: 'outstanding', header: t('list.columns.outstanding'), align: 'end', cell: (a) => <span className="num font-medium whitespace-nowrap">{live(a) ? co.money(a.remaining) : '—'}</span> },
    { key: 'next', header: t('list.columns.next'), cell: (a) => <span className="num whitespace-nowrap">{co.day(a.nextDueDate)}</span> },
    { key: 'overdue', header: t('list.columns.overdue'), cell: overdue },
    { key: 'status', header: t('list.columns.status'), cell: (a) => <FinancingStatusBadge status={a.status} /> },
  ];
  const totals = query.data?.totals;

  return (
    <ListPage
      list={list}
      query={query}
      id="vehicle-financing"
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
        totals ? (
          <div className="grid grid-cols-2 gap-3" data-testid="financing-totals">
            <Stat label={t('list.totals.outstanding')} value={co.money(totals.remaining)} />
            <Stat label={t('list.totals.overdue')} value={totals.overdueCount ? `${co.money(totals.overdue)} · ${t('list.overdueCount', { count: totals.overdueCount })}` : co.money(totals.overdue)} tone={totals.overdueCount ? 'danger' : undefined} />
          </div>
        ) : null
      }
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      chips={{
        label: t('list.statusFilter'),
        testId: 'financing-chips',
        items: countedChips([{ value: 'all', label: t('list.all') }, ...FINANCING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: FINANCING_TONES[s] }))], query.data?.counts),
      }}
      columns={columns}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.agreementNumber}
      caption={t('list.caption')}
      testId="financing-table"
      empty={{ icon: Coins, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={() => navigate(newHref)}>{t('list.new')}</Button> : undefined }}
      noMatches={{ icon: Coins, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(a) => (
        <RowCard
          title={number(a)}
          subtitle={<span>{a.vendorName}</span>}
          badge={<FinancingStatusBadge status={a.status} />}
          facts={[
            [
              t('list.columns.vehicles'),
              <span key="v" className="flex flex-wrap justify-end gap-x-3">
                {a.vehicles.length ? a.vehicles.map((v) => <span key={v.id} dir="ltr" className="num whitespace-nowrap">{v.plateNumber}</span>) : '—'}
              </span>,
            ],
            [t('list.columns.total'), <span key="t" className="num">{co.money(a.total)}</span>],
            [t('list.columns.paid'), <span key="p" className="num">{co.money(a.paid)}</span>],
            [t('list.columns.outstanding'), <span key="o" className="num font-medium">{live(a) ? co.money(a.remaining) : '—'}</span>],
            [t('list.columns.next'), <span key="n" className="num">{co.day(a.nextDueDate)}</span>],
            [t('list.columns.overdue'), <span key="d">{overdue(a)}</span>],
          ]}
        />
      )}
    />
  );
}
