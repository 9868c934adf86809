import Download from 'lucide-react/icons/download';
import Wallet from 'lucide-react/icons/wallet';
import { toast } from 'sonner';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Stat } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import { useDepositsRegister, useDownloadRegister, type DepositAge, type DepositRow, type DepositStatus } from '../api/deposits';
import { useDepositsT } from '../i18n';

const STATUSES = ['held', 'settled', 'carried_over'] as const satisfies readonly DepositStatus[];
const AGES = ['all', '0_90', '91_180', '181_365', '365_plus'] as const;
const SOURCES = ['all', 'contract', 'lease'] as const;
const TONES: Record<DepositStatus, Tone> = { held: 'warning', settled: 'success', carried_over: 'info' };
const LIST: ListConfig<string, 'all' | DepositStatus> = { chips: { values: ['all', ...STATUSES] }, selects: { age: AGES, source: SOURCES } };

/** /finance/deposits: the security deposits register beside the deposits-held account. */
export function DepositsPage() {
  const { t } = useDepositsT();
  const co = useCompany();
  const list = useListState(LIST);
  const params = {
    search: list.search || undefined,
    status: list.chip === 'all' ? undefined : list.chip,
    age: list.selects.age === 'all' ? undefined : (list.selects.age as DepositAge),
    source: list.selects.source === 'all' ? undefined : (list.selects.source as 'contract' | 'lease'),
  };
  const query = useDepositsRegister({ ...params, page: list.page, pageSize: list.pageSize });
  const exporter = useDownloadRegister();
  const data = query.data;

  const href = (d: DepositRow) => withBase(co.base, d.source === 'contract' ? `/contracts/${d.id}` : `/properties/contracts/${d.id}`);
  const number = (d: DepositRow) => (
    <Link to={href(d)} className="num font-semibold whitespace-nowrap text-foreground hover:text-primary hover:underline">
      {d.number}
    </Link>
  );
  const customer = (d: DepositRow) => (co.f.language === 'ar' ? (d.customerNameAr ?? d.customerNameEn) : (d.customerNameEn ?? d.customerNameAr)) ?? '—';
  const badge = (d: DepositRow) => <Badge tone={TONES[d.status]}>{t(`status.${d.status}`)}</Badge>;
  const money = (v: string) => <span className="num whitespace-nowrap">{co.money(v)}</span>;
  const columns: Column<DepositRow>[] = [
    { key: 'number', header: t('columns.number'), rowHeader: true, cell: number },
    { key: 'customer', header: t('columns.customer'), cell: (d) => <span className="line-clamp-2">{customer(d)}</span> },
    { key: 'heldOn', header: t('columns.heldOn'), hideBelow: 'lg', cell: (d) => <span className="num whitespace-nowrap">{co.day(d.heldOn)}</span> },
    { key: 'days', header: t('columns.days'), hideBelow: 'xl', cell: (d) => <span className="num whitespace-nowrap">{t('days', { count: d.days })}</span> },
    { key: 'amount', header: t('columns.amount'), align: 'end', cell: (d) => money(d.amount) },
    { key: 'applied', header: t('columns.applied'), align: 'end', hideBelow: 'xl', cell: (d) => money(d.applied) },
    { key: 'refunded', header: t('columns.refunded'), align: 'end', hideBelow: 'xl', cell: (d) => money(d.refunded) },
    { key: 'held', header: t('columns.held'), align: 'end', cell: (d) => <span className="num font-medium whitespace-nowrap">{co.money(d.held)}</span> },
    { key: 'status', header: t('columns.status'), cell: badge },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      id="deposits"
      header={{
        subtitle: t('subtitle'),
        actions: (
          <Button variant="outline" disabled={exporter.isPending} onClick={() => exporter.mutate({ params, format: 'xlsx', name: `deposits-${data?.asOf ?? co.today}` }, { onError: () => toast.error(t('exportFailed')) })}>
            <Download aria-hidden="true" />
            {t('export')}
          </Button>
        ),
      }}
      above={
        data ? (
          <div className="flex flex-col gap-2" data-testid="deposits-reconciliation">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Stat label={t('totals.held')} value={co.money(data.totalHeld)} />
              <Stat label={t('totals.account', { code: data.account.code })} value={co.money(data.account.balance)} />
              <Stat label={t('totals.difference')} value={co.money(data.difference)} tone={data.reconciled ? undefined : 'danger'} />
            </div>
            <p className={data.reconciled ? 'text-sm text-success' : 'text-sm font-medium text-destructive'}>{data.reconciled ? t('reconciled') : t('notReconciled')}</p>
          </div>
        ) : null
      }
      search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
      selects={[
        { key: 'age', label: t('ageFilter'), option: (v) => t(`ages.${v as (typeof AGES)[number]}`) },
        { key: 'source', label: t('sourceFilter'), option: (v) => t(`sources.${v as (typeof SOURCES)[number]}`) },
      ]}
      chips={{
        label: t('statusFilter'),
        testId: 'deposits-chips',
        items: countedChips([{ value: 'all', label: t('all') }, ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`), tone: TONES[s] }))], data?.counts),
      }}
      columns={columns}
      rowKey={(d) => `${d.source}:${d.id}`}
      rowLabel={(d) => d.number}
      caption={t('caption')}
      testId="deposits-table"
      empty={{ icon: Wallet, title: t('empty'), body: t('emptyBody') }}
      noMatches={{ icon: Wallet, title: t('noMatches'), body: t('noMatchesBody') }}
      card={(d) => (
        <RowCard
          title={number(d)}
          subtitle={<span>{customer(d)}</span>}
          badge={badge(d)}
          facts={[
            [t('columns.heldOn'), <span key="h" className="num">{co.day(d.heldOn)}</span>],
            [t('columns.amount'), <span key="a">{money(d.amount)}</span>],
            [t('columns.applied'), <span key="p">{money(d.applied)}</span>],
            [t('columns.refunded'), <span key="r">{money(d.refunded)}</span>],
            [t('columns.held'), <span key="l" className="font-medium">{money(d.held)}</span>],
          ]}
        />
      )}
    />
  );
}
