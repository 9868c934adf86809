import Printer from 'lucide-react/icons/printer';
import { openFile } from '../../../../web/lib/open-file';
import CreditCard from 'lucide-react/icons/credit-card';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { InvoiceStatusBadge, ReceiptButton, RecordPaymentDialog, useKindLabel, useMethodLabel } from '../../../billing/web';
import { customerName } from '../../../customers/web';
import { useMoveContract } from '../api/contract-action';
import { useContract } from '../api/get-contract';
import type { CloseResult, ContractDetail, HandoverInput, Inspection, ReturnResult } from '../api/types';
import { ChargesDialog } from '../components/charges-dialog';
import { ContractStatusBadge } from '../components/contract-status-badge';
import { ContractTimeline } from '../components/contract-timeline';
import { CHECKLIST, InspectionDialog } from '../components/inspection-dialog';
import { useContractsT } from '../i18n';
import { ltr } from '../../../../web/components/data/numbers';
import { RecordApprovals, CustomerSignature, RecordActivity, useApprovalsT } from '../../../admin/web';
import { isApiError } from '../../../../web/lib/api';

type Dialog = null | 'reserve' | 'handover' | 'return' | 'close' | 'suspend' | 'resume' | 'cancel' | 'pay';

/** /contracts/:id — the contract with its timeline, the moves its status allows, invoices and payments. */
export function ContractPage() {
  const { id = '' } = useParams();
  const { t } = useContractsT();
  const co = useCompany();
  const query = useContract(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <ContractView contract={query.data} key={query.data.id} t={t} co={co} />;
}

function ContractView({ contract: c, t, co }: { contract: ContractDetail; t: ReturnType<typeof useContractsT>['t']; co: ReturnType<typeof useCompany> }) {
  const { language } = useContractsT();
  const a = useApprovalsT().t;
  const d = useDataT().t;
  const methodLabel = useMethodLabel();
  const kindLabel = useKindLabel();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [charges, setCharges] = useState<ReturnResult | null>(null);
  const move = useMoveContract();
  const canWrite = co.can('operations.contracts.write');
  const canPay = co.can('finance.payments.write');
  const s = c.status;
  const open = (next: Dialog) => {
    move.reset();
    setDialog(next);
  };

  const run = (input: Parameters<typeof move.mutate>[0], done: string, after?: (result: unknown) => void) =>
    move.mutate(input, {
      onSuccess: (result) => {
        toast.success(done);
        setDialog(null);
        after?.(result);
      },
    });

  // The printable contract (Typst PDF) is for anyone who can read the contract.
  const print = (
    <Button variant="outline" onClick={() => void openFile(`/api/contracts/${c.id}/pdf`).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))))}>
      <Printer aria-hidden="true" />
      {d('print')}
    </Button>
  );
  // A discount awaiting approval holds the draft: no reservation or hand-over until approved. After
  // a rejection the agent asks again (or, if the workflow has changed since, simply reserves).
  const approval = c.approvals.find((r) => r.sourceType === 'contract_discount') ?? null;
  // A refund awaiting approval holds the returned contract: no close until approved.
  const refund = s === 'returned' ? (c.approvals.find((r) => r.sourceType === 'deposit_refund') ?? null) : null;
  const held = s === 'draft' && approval?.status === 'pending';
  const askApproval = s === 'draft' && (approval?.status === 'rejected' || (isApiError(move.error) && move.error.code === 'approval_required'));
  const actions = canWrite ? (
    <>
      {print}
      {askApproval ? <Button onClick={() => run({ action: 'request-approval', id: c.id }, a('history.requested'))}>{a('history.requestApproval')}</Button> : null}
      {s === 'draft' && !held ? <Button variant="outline" onClick={() => open('reserve')}>{t('actions.reserve')}</Button> : null}
      {(s === 'draft' && !held) || s === 'reserved' ? <Button onClick={() => open('handover')}>{t('actions.handover')}</Button> : null}
      {s === 'reserved' ? <Button variant="outline" asChild><Link to={withBase(co.base, `/fleet/vehicle-condition-check/new?contractId=${c.id}&kind=handover`)}>{t('actions.inspectHandover')}</Link></Button> : null}
      {s === 'active' || s === 'suspended' ? <Button onClick={() => open('return')}>{t('actions.return')}</Button> : null}
      {s === 'active' || s === 'suspended' ? <Button variant="outline" asChild><Link to={withBase(co.base, `/fleet/vehicle-condition-check/new?contractId=${c.id}&kind=return`)} data-testid="return-with-check">{t('actions.inspectReturn')}</Link></Button> : null}
      {s === 'returned' && refund?.status !== 'pending' ? <Button onClick={() => open('close')}>{t('actions.close')}</Button> : null}
      {s === 'active' ? <Button variant="outline" onClick={() => open('suspend')}>{t('actions.suspend')}</Button> : null}
      {s === 'suspended' ? <Button variant="outline" onClick={() => open('resume')}>{t('actions.resume')}</Button> : null}
      {s === 'draft' || s === 'reserved' ? <Button variant="ghost" className="text-destructive" onClick={() => open('cancel')}>{t('actions.cancel')}</Button> : null}
    </>
  ) : (
    print
  );

  const customer = c.customer;
  const vehicle = c.vehicle;
  const moveError = move.error ? errorText(move.error, d('saveFailed'), d('network')) : null;
  const unit = (n: number) => `${co.f.number(n)} ${n === 1 ? t(`units.${c.rateUnit}`) : t(`unitsPlural.${c.rateUnit}`)}`;

  return (
    <div className="flex flex-col gap-5" data-testid="contract-detail">
      <PageHeader
        title={c.contractNumber}
        back={withBase(co.base, '/contracts')}
        badges={<ContractStatusBadge status={s} />}
        subtitle={customer ? `${customerName(customer, language)} · ${vehicle ? `${ltr(vehicle.plateNumber)} ${vehicle.make} ${vehicle.model}` : ''}` : undefined}
        actions={actions}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label={t('detail.rental')} value={co.money(c.rentalAmount)} />
        <Stat label={t('detail.deposit')} value={`${co.money(c.depositAmount)} · ${t(`detail.depositStatus.${c.depositStatus}`)}`} />
        <Stat label={t('detail.balance')} value={co.money(c.balance)} tone={compareMoney(c.balance, '0') > 0 ? 'danger' : 'success'} testId="contract-balance" />
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <RecordApprovals
            title={a('history.title')}
            testId="contract-approvals"
            requests={c.approvals}
            hint={
              <>
                {s === 'draft' && (approval?.status === 'pending' || approval?.status === 'rejected') ? <p className="mb-2 text-sm text-muted-foreground">{a(approval.status === 'pending' ? 'history.pendingHint' : 'history.rejectedHint')}</p> : null}
                {refund?.status === 'pending' || refund?.status === 'rejected' ? <p className="mb-2 text-sm text-muted-foreground" data-testid="refund-hint">{a(refund.status === 'pending' ? 'history.refundPendingHint' : 'history.refundRejectedHint')}</p> : null}
              </>
            }
          />
          <Section title={t('detail.period')}>
            <Facts
              items={[
                { label: t('detail.customer'), value: customer ? <Link className="text-primary hover:underline" to={withBase(co.base, `/customers/${customer.id}`)}>{customerName(customer, language)}</Link> : '—' },
                { label: t('detail.vehicle'), value: vehicle ? <Link className="text-primary hover:underline" to={withBase(co.base, `/fleet/vehicles/${vehicle.id}`)}>{`${ltr(vehicle.plateNumber)} — ${vehicle.make} ${vehicle.model} ${vehicle.year}`}</Link> : '—' },
                { label: t('detail.start'), value: <span className="num">{co.at(c.startAt)}</span> },
                { label: t('detail.plannedEnd'), value: <span className="num">{co.at(c.plannedEndAt)}</span> },
                c.returnedAt ? { label: t('detail.returnedAt'), value: <span className="num">{co.at(c.returnedAt)}</span> } : null,
                { label: t('detail.rate'), value: <span className="num">{`${co.money(c.rate)} / ${t(`units.${c.rateUnit}`)} × ${unit(c.duration)}`}</span> },
                ...c.extras.map((e) => ({ label: `${t('detail.extras')}: ${e.description}`, value: <span className="num">{co.money(e.amount)}</span> })),
                compareMoney(c.discount, '0') > 0 ? { label: t('detail.discount'), value: <span className="num">{`− ${co.money(c.discount)}`}</span> } : null,
                { label: t('detail.kmAllowance'), value: c.kmAllowancePerDay > 0 ? t('detail.kmPerDay', { km: co.f.number(c.kmAllowancePerDay) }) : t('detail.unlimited') },
                { label: t('detail.extraKmRate'), value: <span className="num">{co.money(c.extraKmRate)}</span> },
                { label: t('detail.lateHourRate'), value: <span className="num">{co.money(c.lateHourRate)}</span> },
                { label: t('detail.fuelCharge'), value: <span className="num">{co.money(c.fuelChargePerEighth)}</span> },
                s === 'closed' ? { label: t('detail.closed.applied'), value: <span className="num">{co.money(c.depositApplied)}</span> } : null,
                s === 'closed' ? { label: t('detail.closed.refunded'), value: <span className="num" data-testid="deposit-refunded">{co.money(c.depositRefunded)}</span> } : null,
                c.quotationId ? { label: t('detail.quotation'), value: <Link className="text-primary hover:underline" to={withBase(co.base, `/quotations/${c.quotationId}`)}>{t('detail.quotation')}</Link> } : null,
                c.statusReason ? { label: t('detail.reason'), value: c.statusReason, wide: true } : null,
                c.terms ? { label: t('detail.terms'), value: <span className="whitespace-pre-line">{c.terms}</span>, wide: true } : null,
                c.notes ? { label: t('detail.notes'), value: <span className="whitespace-pre-line">{c.notes}</span>, wide: true } : null,
              ]}
            />
          </Section>
          {c.handoverAt || c.returnedAt ? (
            <div className="grid gap-5 md:grid-cols-2">
              {c.handoverAt ? <InspectionSummary title={t('detail.handover')} at={c.handoverAt} odometer={c.handoverOdometer} fuel={c.handoverFuel} inspection={c.handoverInspection} /> : null}
              {c.returnedAt ? <InspectionSummary title={t('detail.return')} at={c.returnedAt} odometer={c.returnOdometer} fuel={c.returnFuel} inspection={c.returnInspection} charges={c.returnChargesTotal} /> : null}
            </div>
          ) : null}
          <Section
            title={t('detail.billing')}
            testId="contract-billing"
            actions={
              canPay && s !== 'cancelled' && s !== 'draft' ? (
                <Button size="sm" onClick={() => open('pay')}>
                  <CreditCard aria-hidden="true" />
                  {t('detail.recordPayment')}
                </Button>
              ) : null
            }
          >
            <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('detail.invoices')}</h3>
            {c.invoices.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('detail.noInvoices')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm" data-testid="contract-invoices">
                  <thead className="border-b border-border text-xs text-muted-foreground">
                    <tr>
                      <th className="py-2 pe-2 text-start font-semibold">{t('detail.columns.number')}</th>
                      <th className="py-2 pe-2 text-start font-semibold max-sm:hidden">{t('detail.columns.kind')}</th>
                      <th className="py-2 pe-2 text-start font-semibold max-sm:hidden">{t('detail.columns.due')}</th>
                      <th className="py-2 pe-2 text-end font-semibold max-sm:hidden">{t('detail.columns.total')}</th>
                      <th className="py-2 pe-2 text-end font-semibold">{t('detail.columns.balance')}</th>
                      <th className="py-2 text-start font-semibold">{t('detail.columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {c.invoices.map((i) => (
                      <tr key={i.id}>
                        <td className="num py-2 pe-2 whitespace-nowrap">
                          <Link className="text-primary hover:underline" to={withBase(co.base, `/finance/invoices/${i.id}`)}>
                            {i.invoiceNumber}
                          </Link>
                        </td>
                        <td className="py-2 pe-2 max-sm:hidden">{kindLabel(i.kind)}</td>
                        <td className="py-2 pe-2 whitespace-nowrap max-sm:hidden">{co.day(i.dueDate)}</td>
                        <td className="num py-2 pe-2 text-end whitespace-nowrap max-sm:hidden">{co.money(i.total)}</td>
                        <td className="num py-2 pe-2 text-end whitespace-nowrap">{co.money(i.balance)}</td>
                        <td className="py-2">
                          <InvoiceStatusBadge status={i.status} overdueDays={i.overdueDays} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <h3 className="mt-5 mb-2 text-sm font-semibold text-muted-foreground">{t('detail.payments')}</h3>
            {c.payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('detail.noPayments')}</p>
            ) : (
              <ul className="divide-y divide-border text-sm" data-testid="contract-payments">
                {c.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="num">{p.paymentNumber}</span>
                    <span className="text-muted-foreground">
                      {co.day(p.paymentDate)} · {methodLabel(p.method)}
                    </span>
                    <span className="flex items-center gap-1">
                      <span className="num font-medium">{co.money(p.amount)}</span>
                      <ReceiptButton id={p.id} number={p.paymentNumber} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <Section title={t('detail.timeline')} className="h-fit">
            <ContractTimeline contract={c} />
          </Section>
          {c.customerSignature ? <CustomerSignature signature={c.customerSignature} title={t('detail.customerSignature')} /> : null}
          <RecordActivity entity="contracts" id={c.id} />
        </div>
      </div>

      <ConfirmDialog
        open={dialog === 'reserve'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('actions.reserveTitle', { number: c.contractNumber })}
        description={t('actions.reserveBody')}
        confirmLabel={t('actions.reserve')}
        busy={move.isPending}
        error={moveError}
        onConfirm={() => run({ action: 'reserve', id: c.id }, t('actions.reserved'))}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('actions.closeTitle', { number: c.contractNumber })}
        description={
          <>
            <span className="block">{t('actions.closeBody')}</span>
            <span className="num mt-2 block font-medium text-foreground">{t('actions.closeBalance', { balance: co.money(c.balance), deposit: co.money(c.depositStatus === 'held' ? c.depositAmount : '0') })}</span>
          </>
        }
        confirmLabel={t('actions.close')}
        busy={move.isPending}
        error={moveError}
        onConfirm={() =>
          move.mutate(
            { action: 'close', id: c.id },
            {
              onSuccess: (result) => {
                const r = result as CloseResult;
                setDialog(null);
                // Under the company's approval workflow a refund above its amount waits; the contract stays returned.
                if (r.awaitingApproval) return void toast.info(a('history.refundSent', { number: r.awaitingApproval.number }));
                toast.success(t('actions.closedDone'));
                toast.info(`${t('detail.closed.applied')}: ${co.money(r.depositApplied)} — ${t('detail.closed.refunded')}: ${co.money(r.depositRefunded)}`);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'suspend'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('actions.suspendTitle', { number: c.contractNumber })}
        description={t('actions.suspendBody')}
        confirmLabel={t('actions.suspend')}
        reason={{ label: t('actions.reason'), required: true }}
        busy={move.isPending}
        error={moveError}
        onConfirm={(reason) => run({ action: 'suspend', id: c.id, reason }, t('actions.suspended'))}
      />
      <ConfirmDialog
        open={dialog === 'resume'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('actions.resumeTitle', { number: c.contractNumber })}
        description={t('actions.resumeBody')}
        confirmLabel={t('actions.resume')}
        busy={move.isPending}
        error={moveError}
        onConfirm={() => run({ action: 'resume', id: c.id }, t('actions.resumed'))}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('actions.cancelTitle', { number: c.contractNumber })}
        description={t('actions.cancelBody')}
        confirmLabel={t('actions.cancel')}
        destructive
        reason={{ label: t('actions.reason'), required: true }}
        busy={move.isPending}
        error={moveError}
        onConfirm={(reason) => run({ action: 'cancel', id: c.id, reason }, t('actions.cancelled'))}
      />
      <InspectionDialog
        kind="handover"
        open={dialog === 'handover'}
        onOpenChange={(o) => !o && setDialog(null)}
        contractNumber={c.contractNumber}
        lastOdometer={vehicle?.odometer ?? 0}
        fuel={8}
        busy={move.isPending}
        error={move.error}
        onSubmit={(input: HandoverInput) => run({ action: 'handover', id: c.id, input }, t('actions.handedOver'))}
        signature={{ required: c.handoverSignatureRequired, signerName: customer ? customerName(customer, language) : '' }}
      />
      <InspectionDialog
        kind="return"
        open={dialog === 'return'}
        onOpenChange={(o) => !o && setDialog(null)}
        contractNumber={c.contractNumber}
        lastOdometer={c.handoverOdometer ?? vehicle?.odometer ?? 0}
        fuel={c.handoverFuel ?? 8}
        busy={move.isPending}
        error={move.error}
        onSubmit={(input: HandoverInput) => run({ action: 'return', id: c.id, input }, t('actions.returned'), (result) => setCharges(result as ReturnResult))}
      />
      <ChargesDialog result={charges} onClose={() => setCharges(null)} />
      {customer ? (
        <RecordPaymentDialog open={dialog === 'pay'} onOpenChange={(o) => !o && setDialog(null)} customer={{ id: customer.id, label: customerName(customer, language) }} contract={{ id: c.id, number: c.contractNumber }} />
      ) : null}
    </div>
  );
}

function InspectionSummary({ title, at, odometer, fuel, inspection, charges }: { title: string; at: string; odometer: number | null; fuel: number | null; inspection: Inspection | null; charges?: string | null }) {
  const { t } = useContractsT();
  const co = useCompany();
  const missing = (inspection?.checklist ?? []).filter((i) => !i.ok);
  const known = (code: string) => (CHECKLIST as readonly string[]).includes(code);
  return (
    <Section title={title}>
      <Facts
        className="sm:grid-cols-2"
        items={[
          { label: t('inspection.at'), value: <span className="num">{co.at(at)}</span> },
          { label: t('detail.odometer'), value: <span className="num">{odometer === null ? '—' : t('detail.km', { km: co.f.number(odometer) })}</span> },
          { label: t('detail.fuel'), value: <span className="num">{fuel === null ? '—' : t('detail.eighths', { n: co.f.number(fuel) })}</span> },
          charges ? { label: t('detail.returnCharges'), value: <span className="num">{co.money(charges)}</span> } : null,
          inspection ? { label: t('detail.checklist'), value: missing.length === 0 ? t('detail.allChecked') : t('detail.missing', { items: missing.map((i) => (known(i.code) ? t(`inspection.items.${i.code as 'jack'}`) : i.code)).join('، ') }), wide: true } : null,
          inspection ? { label: t('detail.damages'), value: inspection.damages.length === 0 ? t('detail.noDamages') : inspection.damages.map((x) => `${x.description} (${co.money(x.amount)})`).join('، '), wide: true } : null,
        ]}
      />
      {inspection?.id && co.can('fleet.vehicles.read') ? (
        <Link className="mt-3 inline-block text-sm text-primary hover:underline" to={withBase(co.base, `/fleet/vehicle-condition-check/${inspection.id}`)}>
          {t('detail.openCheck', { count: inspection.damagePointCount ?? 0 })}
        </Link>
      ) : null}
    </Section>
  );
}
