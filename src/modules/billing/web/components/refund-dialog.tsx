import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useRefundPayment } from '../api/refund-payment';
import type { Payment, PaymentMethod } from '../api/types';
import { useMethodLabel } from './invoice-badges';
import { useBillingT } from '../i18n';

const METHODS: readonly PaymentMethod[] = ['cash', 'bank_transfer', 'cheque', 'card'];

/**
 * Paying a customer back what no invoice took of a receipt (an over-payment, an advance), with the
 * reason; under the company's approval workflow a large refund is sent for approval instead.
 */
export function RefundDialog({ payment, onOpenChange }: { payment: Payment | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useBillingT();
  const co = useCompany();
  const method = useMethodLabel();
  const refund = useRefundPayment();
  const [amount, setAmount] = useState('');
  const [how, setHow] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  useEffect(() => {
    if (!payment) return;
    setAmount(payment.refundable ?? '');
    setHow(payment.method === 'bank_transfer' ? 'bank_transfer' : 'cash');
    setReference('');
    setReason('');
    setErrors({});
  }, [payment]);
  if (!payment) return null;
  function submit(e: FormEvent) {
    e.preventDefault();
    const next = { amount: amount.trim() ? undefined : t('refund.amountRequired'), reason: reason.trim() ? undefined : t('refund.reasonRequired') };
    setErrors(next);
    if (next.amount || next.reason) return;
    refund.mutate(
      { id: payment!.id, amount: amount.trim(), method: how, reference: reference.trim() || null, reason: reason.trim() },
      {
        onSuccess: (after) => {
          toast.success(after.awaitingApproval ? t('refund.asked', { number: after.awaitingApproval.number }) : t('refund.done', { number: payment!.paymentNumber }));
          onOpenChange(false);
        },
        onError: (err) => setErrors({ form: errorText(err, t('refund.failed'), t('refund.failed')) }),
      },
    );
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" aria-describedby="refund-description">
        <DialogTitle>{t('refund.title', { number: payment.paymentNumber })}</DialogTitle>
        <DialogDescription id="refund-description">{t('refund.description', { amount: co.money(payment.refundable ?? '0') })}</DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t('refund.title', { number: payment.paymentNumber })}>
          <FormField id="refund-amount" label={t('refund.amount')} error={errors.amount}>
            <Input id="refund-amount" dir="ltr" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField id="refund-method" label={t('refund.method')}>
            <NativeSelect id="refund-method" value={how} onChange={(e) => setHow(e.target.value as PaymentMethod)}>
              {METHODS.map((m) => (
                <option key={m} value={m}>{method(m)}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="refund-reference" label={t('refund.reference')}>
            <Input id="refund-reference" value={reference} onChange={(e) => setReference(e.target.value)} maxLength={120} />
          </FormField>
          <FormField id="refund-reason" label={t('refund.reason')} error={errors.reason}>
            <Input id="refund-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </FormField>
          {errors.form ? <p className="text-sm text-destructive" role="alert">{errors.form}</p> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t('refund.cancel')}</Button>
            <Button type="submit" disabled={refund.isPending}>{t('refund.save')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
