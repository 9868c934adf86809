import Truck from 'lucide-react/icons/truck';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { ltr } from '../../../../web/components/data/numbers';
import { Stat } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useVendors } from '../api/payables';
import type { VendorRow } from '../api/types';
import { VendorDialog } from '../components/vendor-dialog';
import { usePayablesT } from '../i18n';

const LIST: ListConfig = {};

/** /finance/vendors: the vendors with what the company owes each, the overdue, and the totals. */
export function VendorsPage() {
  const { t } = usePayablesT();
  const co = useCompany();
  const list = useListState(LIST);
  const query = useVendors({ search: list.search, page: list.page, pageSize: list.pageSize, dir: 'asc' });
  const canWrite = co.can('finance.vendors.write');
  const [creating, setCreating] = useState(false);
  useShortcutEvent('new', () => canWrite && setCreating(true));

  const name = (v: VendorRow) => (
    <span className="flex flex-col">
      <Link to={withBase(co.base, `/finance/vendors/${v.id}`)} className="font-semibold text-foreground hover:text-primary hover:underline">
        {co.f.language === 'en' && v.nameEn ? v.nameEn : v.nameAr}
      </Link>
      <span className="num text-xs text-muted-foreground">{v.isActive ? v.code : `${v.code} · ${t('vendors.inactive')}`}</span>
    </span>
  );
  const overdue = (v: VendorRow) => <span className={Number(v.overdue) > 0 ? 'num font-medium whitespace-nowrap text-destructive' : 'num whitespace-nowrap text-muted-foreground'}>{co.money(v.overdue)}</span>;
  const columns: Column<VendorRow>[] = [
    { key: 'name', header: t('vendors.columns.name'), rowHeader: true, cell: name },
    { key: 'phone', header: t('vendors.columns.phone'), hideBelow: 'lg', cell: (v) => <span className="num whitespace-nowrap">{ltr(v.phone ?? '—')}</span> },
    { key: 'terms', header: t('vendors.columns.terms'), hideBelow: 'xl', cell: (v) => <span className="num whitespace-nowrap">{t('vendors.termsDays', { count: v.paymentTermsDays })}</span> },
    { key: 'open', header: t('vendors.columns.openBills'), align: 'end', cell: (v) => <span className="num">{co.f.number(v.openBills)}</span> },
    { key: 'overdue', header: t('vendors.columns.overdue'), align: 'end', cell: overdue },
    { key: 'balance', header: t('vendors.columns.balance'), align: 'end', cell: (v) => <span className="num font-medium whitespace-nowrap">{co.money(v.balance)}</span> },
  ];
  const totals = query.data?.totals;

  return (
    <>
      <ListPage
        list={list}
        query={query}
        id="vendors"
        header={{
          subtitle: t('vendors.subtitle'),
          actions: (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={withBase(co.base, '/finance/purchase-orders')}>{t('vendors.links.orders')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={withBase(co.base, '/finance/payables-aging')}>{t('vendors.links.aging')}</Link>
              </Button>
              {canWrite ? (
                <Button onClick={() => setCreating(true)}>
                  <UserPlus aria-hidden="true" />
                  {t('vendors.new')}
                </Button>
              ) : null}
            </div>
          ),
        }}
        above={
          totals ? (
            <div className="grid grid-cols-2 gap-3" data-testid="vendor-totals">
              <Stat label={t('vendors.totals.balance')} value={co.money(totals.balance)} />
              <Stat label={t('vendors.totals.overdue')} value={co.money(totals.overdue)} tone={Number(totals.overdue) > 0 ? 'danger' : undefined} />
            </div>
          ) : null
        }
        search={{ label: t('vendors.search'), placeholder: t('vendors.searchPlaceholder') }}
        columns={columns}
        rowKey={(v) => v.id}
        rowLabel={(v) => v.nameAr}
        caption={t('vendors.caption')}
        testId="vendors-table"
        empty={{ icon: Truck, title: t('vendors.empty'), body: t('vendors.emptyBody'), action: canWrite ? <Button onClick={() => setCreating(true)}>{t('vendors.new')}</Button> : undefined }}
        noMatches={{ icon: Truck, title: t('vendors.noMatches'), body: t('vendors.noMatchesBody') }}
        card={(v) => (
          <RowCard
            title={name(v)}
            facts={[
              [t('vendors.columns.phone'), <span key="p" className="num">{ltr(v.phone ?? '—')}</span>],
              [t('vendors.columns.openBills'), <span key="o" className="num">{co.f.number(v.openBills)}</span>],
              [t('vendors.columns.overdue'), <span key="d">{overdue(v)}</span>],
              [t('vendors.columns.balance'), <span key="b" className="num font-medium">{co.money(v.balance)}</span>],
            ]}
          />
        )}
      />
      <VendorDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
