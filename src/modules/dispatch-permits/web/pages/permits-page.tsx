import FilePlus from 'lucide-react/icons/file-plus';
import Ticket from 'lucide-react/icons/ticket';
import { Link, useNavigate } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { ltr } from '../../../../web/components/data/numbers';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { usePermits } from '../api/permits';
import { PERMIT_STATUSES, type PermitRow, type PermitSort, type PermitStatus } from '../api/types';
import { inLang, PERMIT_TONES, PermitStatusBadge } from '../components/permit-badges';
import { usePermitsT } from '../i18n';

const LIST: ListConfig<PermitSort, 'all' | PermitStatus> = { sorts: ['start', 'number', 'created'], dir: 'desc', chips: { values: ['all', ...PERMIT_STATUSES] } };

/** /fleet/dispatch-permits: status chips with counts, search, sort; Ctrl+N opens a new permit. */
export function PermitsPage() {
  const { t, language } = usePermitsT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const query = usePermits({ search: list.search, status: list.chip === 'all' ? undefined : list.chip, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('fleet.dispatch_permits.write');
  const newHref = withBase(co.base, '/fleet/dispatch-permits/new');
  useShortcutEvent('new', () => canWrite && navigate(newHref));

  const href = (p: PermitRow) => withBase(co.base, `/fleet/dispatch-permits/${p.id}`);
  const driver = (p: PermitRow) => inLang(language, p.driverNameAr, p.driverNameEn);
  const destination = (p: PermitRow) => inLang(language, p.destinationAr, p.destinationEn);
  const period = (p: PermitRow) => (
    <span className="flex flex-col">
      <span className="num whitespace-nowrap">{co.at(p.startAt)}</span>
      <span className="num text-xs whitespace-nowrap text-muted-foreground">{co.at(p.endAt)}</span>
    </span>
  );
  const vehicle = (p: PermitRow) => (
    <span className="flex min-w-0 flex-col">
      <span className="num font-medium">{ltr(p.vehiclePlate)}</span>
      <span className="line-clamp-1 text-xs text-muted-foreground">{`${p.vehicleMake} ${p.vehicleModel}`}</span>
    </span>
  );

  const columns: Column<PermitRow>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: (p) => <Link to={href(p)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{p.permitNumber}</Link> },
    { key: 'vehicle', header: t('list.columns.vehicle'), cell: vehicle },
    { key: 'driver', header: t('list.columns.driver'), cell: (p) => <span className="line-clamp-1">{driver(p)}</span> },
    {
      key: 'purpose',
      header: t('list.columns.purpose'),
      hideBelow: 'lg',
      cell: (p) => (
        <span className="flex min-w-0 flex-col">
          <span>{t(`purpose.${p.purpose}`)}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground">{destination(p)}</span>
        </span>
      ),
    },
    { key: 'period', header: t('list.columns.period'), cell: period },
    { key: 'status', header: t('list.columns.status'), cell: (p) => <PermitStatusBadge status={p.status} /> },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="dispatch-permits"
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
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      chips={{
        label: t('list.statusFilter'),
        testId: 'permit-chips',
        items: countedChips([{ value: 'all', label: t('list.all') }, ...PERMIT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: PERMIT_TONES[s] }))], query.data?.counts),
      }}
      columns={columns}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.permitNumber}
      caption={t('list.caption')}
      testId="permits-table"
      empty={{ icon: Ticket, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={() => navigate(newHref)}>{t('list.new')}</Button> : undefined }}
      noMatches={{ icon: Ticket, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(p) => (
        <RowCard
          title={<Link to={href(p)} className="num hover:text-primary hover:underline">{p.permitNumber}</Link>}
          subtitle={<span>{`${t(`purpose.${p.purpose}`)} · ${destination(p)}`}</span>}
          badge={<PermitStatusBadge status={p.status} />}
          facts={[
            [t('list.columns.vehicle'), <span key="v" className="num">{ltr(p.vehiclePlate)}</span>],
            [t('list.columns.driver'), <span key="d">{driver(p)}</span>],
            [t('fields.startAt'), <span key="s" className="num">{co.at(p.startAt)}</span>],
            [t('fields.endAt'), <span key="e" className="num">{co.at(p.endAt)}</span>],
          ]}
        />
      )}
    />
  );
}
