import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useLease } from '../api/get-lease';
import type { LeaseDetail } from '../api/types';
import { ChequesDialog } from '../components/cheques-dialog';
import { SettleDialog, TerminateDialog } from '../components/end-dialogs';
import { DraftDialogs, LeaseActions, leaseAbilities, type LeaseDialog } from '../components/lease-actions';
import { LeaseStatusBadge } from '../components/lease-badges';
import { LeaseCheques } from '../components/lease-cheques';
import { LeaseFacts } from '../components/lease-facts';
import { LeaseMoney } from '../components/lease-money';
import { leasedProperty, nameIn } from '../components/lease-names';
import { LeaseSchedule } from '../components/lease-schedule';
import { LeaseStats } from '../components/lease-stats';
import { PaymentDialog } from '../components/payment-dialog';
import { RenewDialog } from '../components/renew-dialog';
import { useLeasesT } from '../i18n';
import { ActivityTabLabel, RecordApprovals, RecordActivity, useApprovalsT } from '../../../admin/web';

const TABS = ['schedule', 'cheques', 'money', 'terms', 'activity'] as const;
// The open tab is kept in the URL (?tab=), so a link or a reload lands on it.
const PAGE: ListConfig = { selects: { tab: TABS } };

/** /properties/contracts/:id — the lease's figures, schedule, cheques, invoices and payments, terms, and the moves its status allows. */
export function LeasePage() {
  const { id = '' } = useParams();
  const query = useLease(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <LeaseView key={query.data.id} lease={query.data} />;
}

function LeaseView({ lease: l }: { lease: LeaseDetail }) {
  const { t, language } = useLeasesT();
  const a = useApprovalsT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const page = useListState(PAGE);
  const [dialog, setDialog] = useState<LeaseDialog>(null);
  const tab = page.selects.tab as (typeof TABS)[number];
  const may = leaseAbilities(l, co.can);
  const close = () => setDialog(null);
  const openIf = (next: LeaseDialog) => (open: boolean) => setDialog(open ? next : null);
  const property = leasedProperty(l.property, language);
  const count = (n: number) => (n ? ` (${co.f.number(n)})` : '');

  return (
    <div className="flex flex-col gap-5" data-testid="lease-detail">
      <PageHeader
        title={l.leaseNumber}
        back={withBase(co.base, '/properties/contracts')}
        badges={<LeaseStatusBadge status={l.status} />}
        subtitle={
          <span className="flex flex-wrap gap-x-2 gap-y-1">
            <Link className="text-primary hover:underline" to={withBase(co.base, `/properties/${l.property.id}`)}>
              {property.building ? `${property.name} · ${property.building}` : property.name}
            </Link>
            <span aria-hidden="true">·</span>
            <Link className="text-primary hover:underline" to={withBase(co.base, `/tenants/${l.tenant.id}`)}>
              {nameIn(l.tenant, language)}
            </Link>
            <span aria-hidden="true">·</span>
            <span className="num">{`${co.day(l.startDate)} – ${co.day(l.terminatedOn ?? l.endDate)}`}</span>
          </span>
        }
        actions={<LeaseActions lease={l} open={setDialog} />}
      />
      <LeaseStats lease={l} />
      <RecordApprovals
        title={a('history.title')}
        testId="lease-approvals"
        requests={l.approvals}
        hint={l.approvals[0]?.status === 'pending' ? <p className="mb-2 text-sm text-muted-foreground" data-testid="refund-hint">{a('history.leaseRefundPendingHint')}</p> : null}
      />
      <Tabs value={tab} onValueChange={(value) => page.setSelect('tab', value)} className="flex flex-col gap-4">
        <TabsList className="w-full auto-cols-auto overflow-x-auto sm:w-fit">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {value === 'activity' ? <ActivityTabLabel /> : t(`detail.tabs.${value}`)}
              {value === 'cheques' ? count(l.cheques.length) : value === 'money' ? count(l.payments.length) : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="schedule">
          <LeaseSchedule lease={l} />
        </TabsContent>
        <TabsContent value="cheques">
          <LeaseCheques lease={l} canCollect={co.can('finance.payments.write')} onAdd={may.cheques ? () => setDialog('cheques') : undefined} />
        </TabsContent>
        <TabsContent value="money">
          <LeaseMoney lease={l} />
        </TabsContent>
        <TabsContent value="terms">
          <LeaseFacts lease={l} />
        </TabsContent>
        <TabsContent value="activity">
          <RecordActivity entity="leases" id={l.id} />
        </TabsContent>
      </Tabs>
      <DraftDialogs lease={l} dialog={dialog} close={close} />
      <PaymentDialog lease={l} open={dialog === 'pay'} onOpenChange={openIf('pay')} />
      <ChequesDialog lease={l} open={dialog === 'cheques'} onOpenChange={openIf('cheques')} />
      <RenewDialog lease={l} open={dialog === 'renew'} onOpenChange={openIf('renew')} onRenewed={(renewed) => navigate(withBase(co.base, `/properties/contracts/${renewed.id}`))} />
      <TerminateDialog lease={l} open={dialog === 'terminate'} onOpenChange={openIf('terminate')} />
      <SettleDialog lease={l} open={dialog === 'settle'} onOpenChange={openIf('settle')} />
    </div>
  );
}
