import HandCoins from 'lucide-react/icons/hand-coins';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useAgreement, useMoveAgreement } from '../api/financing';
import type { AgreementDetail } from '../api/types';
import { FinancingStatusBadge } from '../components/financing-badges';
import { PaymentDialog } from '../components/payment-dialog';
import { agreementRows, ScheduleTable } from '../components/schedule-table';
import { useFinancingT } from '../i18n';
import { RecordActivity } from '../../../admin/web';

/** /fleet/vehicle-installments/:id — the terms, the vehicles, the schedule, the payments and the actions. */
export function AgreementPage() {
  const { id = '' } = useParams();
  const query = useAgreement(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <AgreementView agreement={query.data} />;
}

function AgreementView({ agreement: a }: { agreement: AgreementDetail }) {
  const { t } = useFinancingT();
  const d = useDataT().t;
  const co = useCompany();
  const move = useMoveAgreement();
  const [confirming, setConfirming] = useState<'activate' | 'cancel' | null>(null);
  const [paying, setPaying] = useState(false);
  const canWrite = co.can('fleet.installments.write');
  const live = a.status === 'active' || a.status === 'completed';

  const run = (action: 'activate' | 'cancel') =>
    move.mutate(
      { id: a.id, action },
      {
        onSuccess: () => {
          toast.success(t(action === 'activate' ? 'actions.activated' : 'actions.cancelled'));
          setConfirming(null);
        },
      },
    );

  return (
    <div className="flex flex-col gap-5" data-testid="financing-detail">
      <PageHeader
        title={a.agreementNumber}
        back={withBase(co.base, '/fleet/vehicle-installments')}
        badges={<FinancingStatusBadge status={a.status} />}
        subtitle={a.vendorName}
        actions={
          canWrite && (a.status === 'draft' || a.status === 'active') ? (
            <div className="flex flex-wrap gap-2" data-testid="financing-actions">
              {a.status === 'draft' ? (
                <>
                  <Button onClick={() => setConfirming('activate')}>{t('actions.activate')}</Button>
                  <Button variant="outline" onClick={() => setConfirming('cancel')}>{t('actions.cancel')}</Button>
                </>
              ) : (
                <Button onClick={() => setPaying(true)}>
                  <HandCoins aria-hidden="true" />
                  {t('actions.pay')}
                </Button>
              )}
            </div>
          ) : null
        }
      />
      {live ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="financing-totals">
          <Stat label={t('detail.paid')} value={co.money(a.totals.paid)} testId="financing-paid" />
          <Stat label={t('detail.remaining')} value={co.money(a.totals.remaining)} testId="financing-remaining" />
          <Stat label={t('detail.overdue')} value={co.money(a.totals.overdue)} tone={a.totals.overdueCount ? 'danger' : undefined} testId="financing-overdue" />
          <Stat label={t('detail.next')} value={a.totals.next ? t('detail.nextValue', { amount: co.money(a.totals.next.amount), date: co.day(a.totals.next.dueDate) }) : t('detail.none')} />
        </div>
      ) : a.status === 'draft' ? (
        <p className="rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">{t('detail.draftNote')}</p>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-3">
        <Section title={t('detail.terms')} className="lg:col-span-2" testId="financing-terms">
          <Facts
            className="lg:grid-cols-3"
            items={[
              { label: t('fields.vendorName'), value: a.vendorName },
              a.vendorContact ? { label: t('fields.vendorContact'), value: a.vendorContact } : null,
              { label: t('fields.total'), value: <span className="num">{co.money(a.total)}</span> },
              { label: t('fields.downPayment'), value: <span className="num">{`${co.money(a.downPayment)} · ${t(`method.${a.downPaymentMethod}`)}`}</span> },
              { label: t('fields.financed'), value: <span className="num">{co.money(a.financed)}</span> },
              { label: t('fields.instalmentCount'), value: <span className="num">{co.f.number(a.instalmentCount)}</span> },
              { label: t('fields.annualRate'), value: <span className="num">{`${co.f.number(Number(a.annualRate))}٪`}</span> },
              { label: t('fields.monthlyPayment'), value: <span className="num">{co.money(a.monthlyPayment)}</span> },
              { label: t('fields.totalInterest'), value: <span className="num">{co.money(a.totalInterest)}</span> },
              { label: t('fields.startDate'), value: <span className="num">{co.day(a.startDate)}</span> },
              a.activatedOn ? { label: t('fields.activatedOn'), value: <span className="num">{co.day(a.activatedOn)}</span> } : null,
              a.completedOn ? { label: t('fields.completedOn'), value: <span className="num">{co.day(a.completedOn)}</span> } : null,
              a.cancelledOn ? { label: t('fields.cancelledOn'), value: <span className="num">{co.day(a.cancelledOn)}</span> } : null,
              a.notes ? { label: t('fields.notes'), value: a.notes, wide: true } : null,
            ]}
          />
        </Section>
        <Section title={t('detail.vehicles')} testId="financing-vehicles">
          <ul className="flex flex-col gap-2">
            {a.vehicles.map((v) => (
              <li key={v.id} className="flex flex-col">
                <Link className="num font-medium text-primary hover:underline" to={withBase(co.base, `/fleet/vehicles/${v.id}`)}>
                  {ltr(v.plateNumber)}
                </Link>
                <span className="text-xs text-muted-foreground">{`${v.make} ${v.model} ${v.year}`}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <Section title={t('schedule.title')}>
        <ScheduleTable rows={agreementRows(a.financed, a.instalments)} testId="financing-schedule" />
      </Section>
      <Section title={t('detail.payments')} testId="financing-payments">
        {a.payments.length ? (
          <ul className="flex flex-col divide-y divide-border">
            {[...a.payments].reverse().map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="flex flex-col">
                  <span className="num font-medium">{co.money(p.amount)}</span>
                  <span className="text-xs text-muted-foreground">
                    {`${co.day(p.paidOn)} · ${t(`method.${p.method}`)}`}
                    {p.reference ? <span className="num">{` · ${p.reference}`}</span> : null}
                  </span>
                </span>
                <span className="num text-xs text-muted-foreground">
                  {`${t('schedule.principal')} ${co.money(p.principal)} · ${t('schedule.interest')} ${co.money(p.interest)} · `}
                  {p.allocations.map((x) => t('detail.allocation', { sequence: co.f.number(x.sequence) })).join('، ')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noPayments')}</p>
        )}
      </Section>
      <RecordActivity entity="financing_agreements" id={a.id} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && (move.reset(), setConfirming(null))}
        title={t(confirming === 'cancel' ? 'actions.cancelTitle' : 'actions.activateTitle', { number: a.agreementNumber })}
        description={t(confirming === 'cancel' ? 'actions.cancelBody' : 'actions.activateBody')}
        confirmLabel={t(confirming === 'cancel' ? 'actions.cancel' : 'actions.activate')}
        destructive={confirming === 'cancel'}
        busy={move.isPending}
        error={move.isError ? errorText(move.error, d('saveFailed'), d('network')) : null}
        onConfirm={() => confirming && run(confirming)}
      />
      <PaymentDialog agreement={a} open={paying} onClose={() => setPaying(false)} />
    </div>
  );
}
