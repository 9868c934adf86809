import Building2 from 'lucide-react/icons/building-2';
import CalendarCheck from 'lucide-react/icons/calendar-check';
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
import { useAssets } from '../api/assets';
import { ASSET_STATUSES, type AssetRow, type AssetSort, type AssetStatus } from '../api/types';
import { ASSET_TONES, AssetStatusBadge } from '../components/asset-badges';
import { useAssetsT } from '../i18n';

const LIST: ListConfig<AssetSort, 'all' | AssetStatus> = { sorts: ['code', 'name', 'cost', 'purchase'], dir: 'asc', chips: { values: ['all', ...ASSET_STATUSES] } };

/** /finance/assets: the register with cost, accumulated depreciation and book value, status chips and totals. */
export function AssetsPage() {
  const { t } = useAssetsT();
  const co = useCompany();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const query = useAssets({ search: list.search, status: list.chip === 'all' ? undefined : list.chip, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('finance.assets.write');
  const newHref = withBase(co.base, '/finance/assets/new');
  const runHref = withBase(co.base, '/finance/assets/depreciation');
  useShortcutEvent('new', () => canWrite && navigate(newHref));

  const code = (a: AssetRow) => (
    <Link to={withBase(co.base, `/finance/assets/${a.id}`)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">
      {a.code}
    </Link>
  );
  const name = (a: AssetRow) => (co.f.language.startsWith('en') && a.nameEn ? a.nameEn : a.nameAr);
  const category = (a: AssetRow) => (co.f.language.startsWith('en') && a.category.nameEn ? a.category.nameEn : a.category.nameAr);
  const what = (a: AssetRow) => (
    <span className="flex flex-col">
      <span className="line-clamp-2">{name(a)}</span>
      {a.vehicle ? <span className="num text-xs text-muted-foreground">{ltr(a.vehicle.plateNumber)}</span> : null}
    </span>
  );

  const columns: Column<AssetRow>[] = [
    { key: 'code', header: t('list.columns.code'), rowHeader: true, cell: code },
    { key: 'name', header: t('list.columns.name'), cell: what },
    { key: 'category', header: t('list.columns.category'), hideBelow: 'lg', cell: (a) => <span className="line-clamp-2">{category(a)}</span> },
    { key: 'purchase', header: t('list.columns.purchaseDate'), hideBelow: 'xl', cell: (a) => <span className="num whitespace-nowrap">{co.day(a.purchaseDate)}</span> },
    { key: 'cost', header: t('list.columns.cost'), align: 'end', cell: (a) => <span className="num whitespace-nowrap">{co.money(a.cost)}</span> },
    { key: 'accumulated', header: t('list.columns.accumulated'), align: 'end', hideBelow: 'lg', cell: (a) => <span className="num whitespace-nowrap">{co.money(a.accumulated)}</span> },
    { key: 'book', header: t('list.columns.bookValue'), align: 'end', cell: (a) => <span className="num font-medium whitespace-nowrap">{a.status === 'disposed' ? '—' : co.money(a.bookValue)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (a) => <AssetStatusBadge status={a.status} /> },
  ];
  const totals = query.data?.totals;

  return (
    <ListPage
      list={list}
      query={query}
      id="fixed-assets"
      header={{
        subtitle: t('list.subtitle'),
        actions: (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={runHref} data-testid="assets-depreciation-link">
                <CalendarCheck aria-hidden="true" />
                {t('list.depreciation')}
              </Link>
            </Button>
            {canWrite ? (
              <Button asChild>
                <Link to={newHref}>
                  <FilePlus aria-hidden="true" />
                  {t('list.new')}
                </Link>
              </Button>
            ) : null}
          </div>
        ),
      }}
      above={
        totals ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="assets-totals">
            <Stat label={t('list.totals.cost')} value={co.money(totals.cost)} />
            <Stat label={t('list.totals.accumulated')} value={co.money(totals.accumulated)} />
            <Stat label={t('list.totals.bookValue')} value={co.money(totals.bookValue)} />
          </div>
        ) : null
      }
      search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
      sort={{ label: (s) => t(`list.sorts.${s}`) }}
      chips={{
        label: t('list.statusFilter'),
        testId: 'assets-chips',
        items: countedChips([{ value: 'all', label: t('list.all') }, ...ASSET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: ASSET_TONES[s] }))], query.data?.counts),
      }}
      columns={columns}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.code}
      caption={t('list.caption')}
      testId="assets-table"
      empty={{ icon: Building2, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={() => navigate(newHref)}>{t('list.new')}</Button> : undefined }}
      noMatches={{ icon: Building2, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
      card={(a) => (
        <RowCard
          title={code(a)}
          subtitle={<span>{name(a)}</span>}
          badge={<AssetStatusBadge status={a.status} />}
          facts={[
            [t('list.columns.category'), <span key="c">{category(a)}</span>],
            [t('list.columns.cost'), <span key="t" className="num">{co.money(a.cost)}</span>],
            [t('list.columns.accumulated'), <span key="a" className="num">{co.money(a.accumulated)}</span>],
            [t('list.columns.bookValue'), <span key="b" className="num font-medium">{a.status === 'disposed' ? '—' : co.money(a.bookValue)}</span>],
          ]}
        />
      )}
    />
  );
}
