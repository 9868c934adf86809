import FileSignature from 'lucide-react/icons/file-signature';
import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { subtractMoney, sumMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { CopyField } from '../../../../web/components/data/copy-field';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { customerName } from '../../../customers/web';
import { useQuotation } from '../api/get-quotation';
import { useSendQuotation } from '../api/send-quotation';
import type { QuotationDetail } from '../api/types';
import { ConvertDialog } from '../components/convert-dialog';
import { QuotationStatusBadge } from '../components/quotation-status-badge';
import { useQuotationsT } from '../i18n';
import { ltr } from '../../../../web/components/data/numbers';
import { CustomerSignature, RecordActivity, RecordApprovals } from '../../../admin/web';

/** /quotations/:id — the offer, its approval link (Send) and, once approved, Convert to contract. */
export function QuotationPage() {
  const { id = '' } = useParams();
  const query = useQuotation(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <QuotationView q={query.data} />;
}

function QuotationView({ q }: { q: QuotationDetail }) {
  const { t, language } = useQuotationsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const send = useSendQuotation();
  const [link, setLink] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const canWrite = co.can('operations.quotations.write');
  const unit = (n: number) => `${co.f.number(n)} ${n === 1 ? t(`units.${q.rateUnit}`) : t(`unitsPlural.${q.rateUnit}`)}`;
  const latestRequest = q.approvals[0];
  const held = latestRequest?.status === 'pending';
  const discountRejected = latestRequest?.status === 'rejected' && q.status === 'draft';
  const canSend = canWrite && (q.status === 'draft' || q.status === 'sent') && !held && !discountRejected;

  const doSend = () =>
    send.mutate(q.id, {
      onSuccess: (r) => {
        if (r.awaitingApproval) return void toast.info(t('detail.heldToast', { number: r.awaitingApproval.number }));
        setLink(r.approvalUrl);
        toast.success(t('detail.sent'));
      },
    });

  return (
    <div className="flex flex-col gap-5" data-testid="quotation-detail">
      <PageHeader
        title={q.quotationNumber}
        back={withBase(co.base, '/quotations')}
        badges={<QuotationStatusBadge status={q.status} />}
        subtitle={q.customer ? customerName(q.customer, language) : undefined}
        actions={
          <>
            {canSend ? (
              <Button variant={q.status === 'draft' ? 'primary' : 'outline'} disabled={send.isPending} onClick={doSend}>
                <Send aria-hidden="true" className="rtl:-scale-x-100" />
                {q.status === 'draft' ? t('detail.send') : t('detail.resend')}
              </Button>
            ) : null}
            {q.status === 'approved' && co.can('operations.contracts.write') ? (
              <Button onClick={() => setConverting(true)}>
                <FileSignature aria-hidden="true" />
                {t('detail.convert')}
              </Button>
            ) : null}
            {q.contractId ? (
              <Button asChild>
                <Link to={withBase(co.base, `/contracts/${q.contractId}`)}>{t('detail.contract')}</Link>
              </Button>
            ) : null}
          </>
        }
      />
      {send.error ? <Alert>{errorText(send.error, d('saveFailed'), d('network'))}</Alert> : null}
      {link ? (
        <Section title={t('detail.linkTitle')} testId="approval-link">
          <p className="mb-3 text-sm text-muted-foreground">{t('detail.linkBody')}</p>
          <CopyField id="approval-url" value={link} label={t('detail.linkLabel')} />
        </Section>
      ) : q.status === 'sent' ? (
        <Alert tone="info">{`${t('detail.waiting')} ${t('detail.linkHidden')}`}</Alert>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <Section title={t('detail.customer')} testId="quotation-facts">
          <Facts
            items={[
              { label: t('detail.customer'), value: q.customer ? <span>{customerName(q.customer, language)} · <span dir="ltr" className="num">{q.customer.phone}</span></span> : '—' },
              q.vehicle
                ? { label: t('detail.vehicle'), value: `${ltr(q.vehicle.plateNumber)} — ${q.vehicle.make} ${q.vehicle.model} ${q.vehicle.year}` }
                : { label: t('detail.vehicleClass'), value: q.vehicleClass && (['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'] as string[]).includes(q.vehicleClass) ? t(`classes.${q.vehicleClass as 'suv'}`) : (q.vehicleClass ?? '—') },
              { label: t('detail.start'), value: co.day(q.startDate) },
              { label: t('detail.duration'), value: unit(q.duration) },
              { label: t('detail.validUntil'), value: co.day(q.validUntil) },
              q.sentAt ? { label: t('detail.sentAt'), value: <span className="num">{co.at(q.sentAt)}</span> } : null,
              q.decidedAt ? { label: t('detail.decidedAt'), value: <span className="num">{co.at(q.decidedAt)}</span> } : null,
              q.clientComment ? { label: t('detail.clientComment'), value: q.clientComment, wide: true } : null,
              q.terms ? { label: t('detail.terms'), value: <span className="whitespace-pre-line">{q.terms}</span>, wide: true } : null,
              q.notes ? { label: t('detail.notes'), value: <span className="whitespace-pre-line">{q.notes}</span>, wide: true } : null,
            ]}
          />
        </Section>
        <Section title={t('detail.total')} className="h-fit">
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{`${unit(q.duration)} × ${co.money(q.rate)}`}</dt>
              <dd className="num">{co.money(subtractMoney(q.subtotal, sumMoney(q.extras.map((e) => e.amount))))}</dd>
            </div>
            {q.extras.map((e, i) => (
              <div key={i} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{e.description}</dt>
                <dd className="num">{co.money(e.amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 border-t border-border pt-2">
              <dt>{t('detail.subtotal')}</dt>
              <dd className="num">{co.money(q.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t('detail.discount')}</dt>
              <dd className="num">{co.money(q.discount)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 border-t border-border pt-2">
              <dt className="font-semibold">{t('detail.total')}</dt>
              <dd className="num text-xl font-bold text-primary" data-testid="quotation-detail-total">
                {co.money(q.total)}
              </dd>
            </div>
          </dl>
        </Section>
      </div>
      <RecordApprovals
        title={t('detail.approvals')}
        sectionTestId="quotation-approvals"
        requests={q.approvals}
        hint={held ? <p className="mb-2 text-sm text-muted-foreground">{t('detail.held', { number: latestRequest.requestNumber })}</p> : discountRejected ? <p className="mb-2 text-sm text-muted-foreground">{t('detail.rejectedHint')}</p> : null}
      />
      {q.clientSignature ? <CustomerSignature signature={q.clientSignature} title={t('detail.clientSignature')} /> : null}
      <RecordActivity entity="quotations" id={q.id} />
      {q.status === 'approved' ? (
        <ConvertDialog
          quotation={q}
          open={converting}
          onOpenChange={setConverting}
          onConverted={(contractId, number) => {
            toast.success(t('convert.done', { number }));
            navigate(withBase(co.base, `/contracts/${contractId}`));
          }}
        />
      ) : null}
    </div>
  );
}
