import FileUp from 'lucide-react/icons/file-up';
import Plus from 'lucide-react/icons/plus';
import Siren from 'lucide-react/icons/siren';
import { useState } from 'react';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { useFines } from '../api/get-fines';
import { FINE_STATUSES, type FineRow, type FineSort, type FineStatus } from '../api/types';
import { FINE_TONES, FineBadges } from '../components/fine-badges';
import { CaptureDialog } from '../components/capture-dialog';
import { FineDrawer } from '../components/fine-drawer';
import { ImportDialog } from '../components/import-dialog';
import '../i18n';
import { useFinesT } from '../i18n';

const LIST: ListConfig<FineSort, 'all' | FineStatus> = { sorts: ['at', 'number', 'amount'], dir: 'desc', chips: { values: ['all', ...FINE_STATUSES] } };

/** /fleet/traffic-violations: status chips with counts, search by number, plate, customer or contract, the totals, a fine's drawer, the import wizard. */
export function FinesPage() {
  const { t, language } = useFinesT();
  const co = useCompany();
  const list = useListState(LIST);
  const [openId, setOpenId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const query = useFines({ search: list.search, status: list.chip === 'all' ? undefined : list.chip, sort: list.sort, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const canWrite = co.can('fleet.violations.write');
  const who = (f: FineRow) => (f.responsible === 'customer' ? ((language === 'ar' ? f.customerNameAr : f.customerNameEn) ?? f.customerNameAr ?? f.customerNameEn ?? '') : t(`responsible.${f.responsible}`));
  const number = (f: FineRow) => (
    <button type="button" className="num cursor-pointer font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline" onClick={() => setOpenId(f.id)}>
      {f.violationNumber}
    </button>
  );
  const columns: Column<FineRow>[] = [
    { key: 'number', header: t('list.columns.number'), rowHeader: true, cell: number },
    { key: 'at', header: t('list.columns.at'), cell: (f) => <span className="num whitespace-nowrap">{co.at(f.violatedAt)}</span> },
    {
      key: 'vehicle',
      header: t('list.columns.vehicle'),
      cell: (f) => (
        <span className="flex min-w-0 flex-col">
          <span dir="ltr" className="num text-start">{f.plate}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground">{f.violationType}</span>
        </span>
      ),
    },
    {
      key: 'who',
      header: t('list.columns.who'),
      cell: (f) => (
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-1">{who(f)}</span>
          <span className="num text-xs text-muted-foreground">{f.contractNumber}</span>
        </span>
      ),
    },
    { key: 'amount', header: t('list.columns.amount'), align: 'end', cell: (f) => <span className="num whitespace-nowrap">{co.money(f.amount)}</span> },
    { key: 'status', header: t('list.columns.status'), cell: (f) => <FineBadges fine={f} /> },
  ];
  const totals = query.data?.totals;
  return (
    <>
      <ListPage
        list={list}
        query={query}
        id="fines"
        header={{
          subtitle: t('list.subtitle'),
          actions: canWrite ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setImporting(true)} data-testid="fines-import-open">
                <FileUp aria-hidden="true" />
                {t('list.import')}
              </Button>
              <Button variant="outline" onClick={() => setCapturing(true)}>
                <Plus aria-hidden="true" />
                {t('list.add')}
              </Button>
            </div>
          ) : null,
        }}
        above={
          totals ? (
            <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3" data-testid="fines-totals">
              {(['outstanding', 'unrecovered', 'recharged'] as const).map((k) => (
                <div key={k} className="rounded-lg border border-border bg-card px-3 py-2">
                  <dt className="text-xs text-muted-foreground">{t(`list.totals.${k}`)}</dt>
                  <dd className="num text-lg font-semibold">{co.money(totals[k])}</dd>
                </div>
              ))}
            </dl>
          ) : null
        }
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        sort={{ label: (s) => t(`list.sorts.${s}`) }}
        chips={{ label: t('list.statusFilter'), testId: 'fine-chips', items: countedChips([{ value: 'all', label: t('list.all') }, ...FINE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: FINE_TONES[s] }))], query.data?.counts, []) }}
        columns={columns}
        rowKey={(f) => f.id}
        rowLabel={(f) => f.violationNumber}
        caption={t('list.caption')}
        testId="fines-table"
        empty={{ icon: Siren, title: t('list.empty'), body: t('list.emptyBody'), action: canWrite ? <Button onClick={() => setImporting(true)}>{t('list.import')}</Button> : undefined }}
        noMatches={{ icon: Siren, title: t('list.noMatches'), body: t('list.noMatchesBody') }}
        card={(f) => (
          <RowCard
            title={number(f)}
            subtitle={<span dir="ltr" className="num">{f.plate}</span>}
            badge={<FineBadges fine={f} />}
            facts={[
              [t('list.columns.at'), <span key="a" className="num">{co.at(f.violatedAt)}</span>],
              [t('list.columns.who'), <span key="w">{who(f)}</span>],
              [t('list.columns.amount'), <span key="m" className="num font-medium">{co.money(f.amount)}</span>],
            ]}
          />
        )}
      />
      <FineDrawer id={openId} onClose={() => setOpenId(null)} />
      <ImportDialog open={importing} onOpenChange={setImporting} />
      <CaptureDialog open={capturing} onOpenChange={setCapturing} onSaved={setOpenId} />
    </>
  );
}
