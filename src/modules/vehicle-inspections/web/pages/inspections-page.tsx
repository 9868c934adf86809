import ClipboardList from 'lucide-react/icons/clipboard-list';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { ltr } from '../../../../web/components/data/numbers';
import { useInspections } from '../api/inspections';
import { INSPECTION_KINDS, type InspectionKind, type InspectionRow } from '../api/types';
import { useInspectionsT } from '../i18n';

const LIST: ListConfig<'at', 'all' | InspectionKind> = { sorts: ['at'], dir: 'desc', chips: { values: ['all', ...INSPECTION_KINDS] } };

/**
 * /fleet/vehicle-condition-check: every check, newest first, kind chips with counts, search by
 * number or plate. A check is started from its contract (handover, return) or dispatch permit.
 */
export function InspectionsPage() {
  const { t } = useInspectionsT();
  const co = useCompany();
  const list = useListState(LIST);
  const query = useInspections({ search: list.search, kind: list.chip === 'all' ? undefined : list.chip, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const href = (r: InspectionRow) => withBase(co.base, `/fleet/vehicle-condition-check/${r.id}`);
  const source = (r: InspectionRow) => <span className="num">{r.contractNumber ?? r.permitNumber ?? '—'}</span>;
  const damage = (r: InspectionRow) => (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="num">{t('list.damageCount', { count: r.damageCount })}</span>
      {r.chargeInvoiceId ? <Badge tone="info">{t('list.charged')}</Badge> : null}
    </span>
  );

  const columns: Column<InspectionRow>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: (r) => <Link to={href(r)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">{r.inspectionNumber}</Link> },
    {
      key: 'vehicle',
      header: t('list.columns.vehicle'),
      cell: (r) => (
        <span className="flex min-w-0 flex-col">
          <span className="num font-medium">{ltr(r.vehiclePlate)}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground">{`${r.vehicleMake} ${r.vehicleModel}`}</span>
        </span>
      ),
    },
    { key: 'kind', header: t('list.columns.kind'), cell: (r) => <Badge tone={r.kind === 'return' ? 'warning' : r.kind === 'dispatch' ? 'muted' : 'success'}>{t(`kind.${r.kind}`)}</Badge> },
    { key: 'source', header: t('list.columns.source'), hideBelow: 'lg', cell: source },
    { key: 'at', header: t('list.columns.at'), cell: (r) => <span className="num whitespace-nowrap">{co.at(r.at)}</span> },
    { key: 'damage', header: t('list.columns.damage'), cell: damage },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="vehicle-inspections"
      header={{ subtitle: t('list.subtitle') }}
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      chips={{ label: t('list.kindFilter'), testId: 'inspection-chips', items: countedChips([{ value: 'all', label: t('list.all') }, ...INSPECTION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))], query.data?.counts) }}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.inspectionNumber}
      caption={t('list.caption')}
      testId="inspections-table"
      empty={{ icon: ClipboardList, title: t('list.empty'), body: t('list.emptyBody') }}
      noMatches={{ icon: ClipboardList, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(r) => (
        <RowCard
          title={<Link to={href(r)} className="num hover:text-primary hover:underline">{r.inspectionNumber}</Link>}
          subtitle={<span className="num">{`${ltr(r.vehiclePlate)} · ${r.vehicleMake} ${r.vehicleModel}`}</span>}
          badge={<Badge tone={r.kind === 'return' ? 'warning' : r.kind === 'dispatch' ? 'muted' : 'success'}>{t(`kind.${r.kind}`)}</Badge>}
          facts={[
            [t('list.columns.source'), source(r)],
            [t('list.columns.at'), <span key="a" className="num">{co.at(r.at)}</span>],
            [t('list.columns.damage'), damage(r)],
          ]}
        />
      )}
    />
  );
}
