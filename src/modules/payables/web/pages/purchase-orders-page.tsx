import ClipboardList from 'lucide-react/icons/clipboard-list';
import FilePlus from 'lucide-react/icons/file-plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips } from '../../../../web/components/data/list-toolbar';
import { Button } from '../../../../web/components/ui/button';
import { AwaitingApprovalBadge } from '../../../admin/web';
import { useOrderAction, useOrders } from '../api/payables';
import { PO_STATUSES, type OrderRow, type PoAction, type PoStatus } from '../api/types';
import { PO_TONES, PoStatusBadge } from '../components/badges';
import { OrderDialog } from '../components/order-dialog';
import { usePayablesT } from '../i18n';

const LIST: ListConfig<string, 'all' | PoStatus> = { dir: 'desc', chips: { values: ['all', ...PO_STATUSES] } };
/** The next steps an order's status allows (billing a received order creates its bill). */
const NEXT: Record<PoStatus, readonly (PoAction | 'bill')[]> = { draft: ['approve', 'cancel'], approved: ['receive', 'cancel'], received: ['bill'], billed: ['close'], closed: [], cancelled: [] };

/** /finance/purchase-orders: orders by status with their next step (approve, receive, bill, close, cancel). */
export function PurchaseOrdersPage() {
  const { t } = usePayablesT();
  const d = useDataT().t;
  const co = useCompany();
  const list = useListState(LIST);
  const query = useOrders({ search: list.search, status: list.chip === 'all' ? undefined : list.chip, page: list.page, pageSize: list.pageSize, dir: 'desc' });
  const act = useOrderAction();
  const canWrite = co.can('finance.vendors.write');
  const [creating, setCreating] = useState(false);

  const run = (o: OrderRow, action: PoAction | 'bill') =>
    act.mutate(
      { id: o.id, action },
      {
        // Under the company's approval workflow approving a draft only asks for it: the order waits.
        onSuccess: (after) => {
          const waiting = action === 'approve' ? (after as OrderRow).awaitingApproval : null;
          if (waiting) toast.info(t('orders.sentForApproval', { number: waiting.number }));
          else toast.success(t(`orders.done.${action}`));
        },
        onError: (err) => toast.error(errorText(err, d('saveFailed'), d('network'))),
      },
    );
  const next = (o: OrderRow) => (o.awaitingApproval ? NEXT[o.status].filter((a) => a !== 'approve') : NEXT[o.status]);
  const actions = (o: OrderRow) =>
    canWrite && next(o).length ? (
      <span className="flex flex-wrap gap-1">
        {next(o).map((a) => (
          <Button key={a} size="sm" variant={a === 'cancel' ? 'ghost' : 'outline'} disabled={act.isPending} onClick={() => run(o, a)} aria-label={`${t(`orders.actions.${a}`)} ${o.number}`}>
            {t(`orders.actions.${a}`)}
          </Button>
        ))}
      </span>
    ) : null;
  const vendor = (o: OrderRow) => (
    <Link to={withBase(co.base, `/finance/vendors/${o.vendor.id}`)} className="hover:text-primary hover:underline">
      {co.f.language === 'en' && o.vendor.nameEn ? o.vendor.nameEn : o.vendor.nameAr}
    </Link>
  );
  // A draft waiting on its approval says so, linking to the request on /approvals.
  const status = (o: OrderRow) => (o.awaitingApproval ? <AwaitingApprovalBadge number={o.awaitingApproval.number} /> : <PoStatusBadge status={o.status} />);
  const columns: Column<OrderRow>[] = [
    { key: 'number', header: t('orders.columns.number'), rowHeader: true, cell: (o) => <span className="num font-medium whitespace-nowrap">{o.number}</span> },
    { key: 'vendor', header: t('orders.columns.vendor'), cell: vendor },
    { key: 'date', header: t('orders.columns.date'), hideBelow: 'lg', cell: (o) => <span className="num whitespace-nowrap">{co.day(o.orderDate)}</span> },
    { key: 'total', header: t('orders.columns.total'), align: 'end', cell: (o) => <span className="num whitespace-nowrap">{co.money(o.total)}</span> },
    { key: 'status', header: t('orders.columns.status'), cell: (o) => status(o) },
    { key: 'actions', header: t('orders.columns.actions'), cell: (o) => actions(o) },
  ];

  return (
    <>
      <ListPage
        list={list}
        query={query}
        id="purchase-orders"
        header={{
          subtitle: t('orders.subtitle'),
          actions: canWrite ? (
            <Button onClick={() => setCreating(true)}>
              <FilePlus aria-hidden="true" />
              {t('orders.new')}
            </Button>
          ) : null,
        }}
        search={{ label: t('orders.search'), placeholder: t('orders.searchPlaceholder') }}
        chips={{
          label: t('orders.statusFilter'),
          testId: 'order-chips',
          items: countedChips([{ value: 'all', label: t('orders.all') }, ...PO_STATUSES.map((s) => ({ value: s, label: t(`poStatus.${s}`), tone: PO_TONES[s] }))], query.data?.counts),
        }}
        columns={columns}
        rowKey={(o) => o.id}
        rowLabel={(o) => o.number}
        caption={t('orders.caption')}
        testId="orders-table"
        empty={{ icon: ClipboardList, title: t('orders.empty'), body: t('orders.emptyBody'), action: canWrite ? <Button onClick={() => setCreating(true)}>{t('orders.new')}</Button> : undefined }}
        noMatches={{ icon: ClipboardList, title: t('orders.noMatches'), body: t('orders.noMatchesBody') }}
        card={(o) => (
          <RowCard
            title={<span className="num font-medium">{o.number}</span>}
            subtitle={vendor(o)}
            badge={status(o)}
            facts={[
              [t('orders.columns.date'), <span key="d" className="num">{co.day(o.orderDate)}</span>],
              [t('orders.columns.total'), <span key="t" className="num">{co.money(o.total)}</span>],
            ]}
            action={actions(o) ?? undefined}
          />
        )}
      />
      <OrderDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
