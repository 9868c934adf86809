import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useBillingT } from '../i18n';

const TONES: Record<string, Tone> = { pending: 'warning', partially_paid: 'info', paid: 'success', cancelled: 'muted', overdue: 'danger' };

/** An invoice's status; an unpaid invoice past its due date reads "overdue" in red. */
export function InvoiceStatusBadge({ status, overdueDays = 0 }: { status: string; overdueDays?: number }) {
  const { t } = useBillingT();
  const shown = overdueDays > 0 && (status === 'pending' || status === 'partially_paid') ? 'overdue' : status;
  const known = shown in TONES ? (shown as 'pending') : 'pending';
  return <Badge tone={TONES[shown] ?? 'muted'}>{t(`invoiceStatus.${known}`)}</Badge>;
}

export function useMethodLabel() {
  const { t } = useBillingT();
  return (method: string) => (['cash', 'cheque', 'bank_transfer', 'card', 'deposit'].includes(method) ? t(`methods.${method as 'cash'}`) : method);
}

export function useKindLabel() {
  const { t } = useBillingT();
  return (kind: string) => (['rental', 'extras', 'damages', 'fines', 'return_charges', 'rent', 'other'].includes(kind) ? t(`invoiceKind.${kind as 'rental'}`) : kind);
}

/** A bounced cheque's payment stays listed, marked, so nobody counts it as money in. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useBillingT();
  return status === 'bounced' ? <Badge tone="danger">{t('paymentStatus.bounced')}</Badge> : null;
}
