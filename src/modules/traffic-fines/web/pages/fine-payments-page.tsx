import HandCoins from 'lucide-react/icons/hand-coins';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { Button } from '../../../../web/components/ui/button';
import { useFinePayments } from '../api/get-fines';
import type { FinePaymentRow } from '../api/types';
import { useFinesT } from '../i18n';

const LIST: ListConfig<'date', 'all'> = { sorts: ['date'], dir: 'desc', chips: { values: ['all'] } };

/** /fleet/traffic-violation-payments: payments of fines to the authority, with the outstanding and unrecovered totals; a payment is recorded from the fine's drawer. */
export function FinePaymentsPage() {
  const { t } = useFinesT();
  const co = useCompany();
  const list = useListState(LIST);
  const query = useFinePayments({ search: list.search, dir: list.dir, page: list.page, pageSize: list.pageSize });
  const columns: Column<FinePaymentRow>[] = [
    { key: 'number', header: t('payments.columns.number'), rowHeader: true, cell: (p) => <span className="num font-semibold whitespace-nowrap">{p.paymentNumber}</span> },
    { key: 'date', header: t('payments.columns.date'), cell: (p) => <span className="num whitespace-nowrap">{co.day(p.paidOn)}</span> },
    { key: 'fine', header: t('payments.columns.fine'), cell: (p) => <span className="num whitespace-nowrap">{p.violationNumber} · <span dir="ltr">{p.plate}</span></span> },
    { key: 'method', header: t('payments.columns.method'), cell: (p) => t(`methods.${p.method}`) },
    { key: 'reference', header: t('payments.columns.reference'), hideBelow: 'lg', cell: (p) => <span className="num">{p.reference ?? '—'}</span> },
    { key: 'amount', header: t('payments.columns.amount'), align: 'end', cell: (p) => <span className="num whitespace-nowrap">{co.money(p.amount)}</span> },
  ];
  const totals = query.data?.totals;
  return (
    <ListPage
      list={list}
      query={query}
      id="fine-payments"
      header={{
        subtitle: t('payments.subtitle'),
        actions: (
          <Button asChild variant="outline">
            <Link to={withBase(co.base, '/fleet/traffic-violations')}>{t('payments.open')}</Link>
          </Button>
        ),
      }}
      above={
        totals ? (
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3" data-testid="fine-payments-totals">
            {(['outstanding', 'unrecovered', 'recharged'] as const).map((k) => (
              <div key={k} className="rounded-lg border border-border bg-card px-3 py-2">
                <dt className="text-xs text-muted-foreground">{t(`list.totals.${k}`)}</dt>
                <dd className="num text-lg font-semibold">{co.money(totals[k])}</dd>
              </div>
            ))}
          </dl>
        ) : null
      }
      search={{ label: t('payments.search'), placeholder: t('payments.searchPlaceholder') }}
      sort={{ label: () => t('payments.columns.date') }}
      columns={columns}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.paymentNumber}
      caption={t('payments.caption')}
      testId="fine-payments-table"
      empty={{ icon: HandCoins, title: t('payments.empty'), body: t('payments.emptyBody') }}
      noMatches={{ icon: HandCoins, title: t('payments.noMatches'), body: t('payments.noMatchesBody') }}
      card={(p) => (
        <RowCard
          title={<span className="num">{p.paymentNumber}</span>}
          subtitle={<span className="num">{p.violationNumber} · <span dir="ltr">{p.plate}</span></span>}
          facts={[
            [t('payments.columns.date'), <span key="d" className="num">{co.day(p.paidOn)}</span>],
            [t('payments.columns.method'), <span key="m">{t(`methods.${p.method}`)}</span>],
            [t('payments.columns.amount'), <span key="a" className="num font-medium">{co.money(p.amount)}</span>],
          ]}
        />
      )}
    />
  );
}
