import Undo2 from 'lucide-react/icons/undo-2';
import { AwaitingApprovalBadge } from '../../../admin/web';
import { useCompany } from '../../../../web/components/data/company';
import { Button } from '../../../../web/components/ui/button';
import type { Payment } from '../api/types';
import { useBillingT } from '../i18n';

const positive = (v: string | undefined) => Boolean(v && v.replace(/[0.]/g, ''));

/** Under a payment's amount: what was refunded of it, and its refund's waiting request. */
export function RefundState({ payment }: { payment: Payment }) {
  const { t } = useBillingT();
  const co = useCompany();
  if (!positive(payment.refundedAmount) && !payment.awaitingApproval) return null;
  return (
    <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
      {positive(payment.refundedAmount) ? <span className="num" data-testid="payment-refunded">{t('refund.refunded', { amount: co.money(payment.refundedAmount!) })}</span> : null}
      {payment.awaitingApproval ? <AwaitingApprovalBadge number={payment.awaitingApproval.number} /> : null}
    </span>
  );
}

/** Opens the refund of a payment that still has something no invoice took, for whoever records payments. */
export function RefundButton({ payment, onRefund }: { payment: Payment; onRefund: (payment: Payment) => void }) {
  const { t } = useBillingT();
  const co = useCompany();
  if (!co.can('finance.payments.write') || !positive(payment.refundable) || payment.awaitingApproval) return null;
  const label = t('refund.open', { number: payment.paymentNumber });
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => onRefund(payment)}>
      <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
    </Button>
  );
}
