import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { compareMoney } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useRecordPayment } from '../api/financing';
import { FINANCING_PAYMENT_METHODS, type AgreementDetail } from '../api/types';
import { useFinancingT } from '../i18n';

/** Record a payment to the lender: amount (partial allowed, never more than is left), date, method, reference. */
export function PaymentDialog({ agreement, open, onClose }: { agreement: AgreementDetail; open: boolean; onClose: () => void }) {
  const { t } = useFinancingT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md" aria-describedby="financing-pay-description">
        <DialogTitle>{t('actions.payTitle', { number: agreement.agreementNumber })}</DialogTitle>
        <DialogDescription id="financing-pay-description">{t('actions.payBody')}</DialogDescription>
        {open ? <PaymentForm agreement={agreement} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({ agreement: a, onDone }: { agreement: AgreementDetail; onDone: () => void }) {
  const { t } = useFinancingT();
  const d = useDataT().t;
  const co = useCompany();
  const pay = useRecordPayment();
  const [amount, setAmount] = useState(a.totals.next?.amount ?? '');
  const [paidOn, setPaidOn] = useState(co.today);
  const [method, setMethod] = useState<string>('bank_transfer');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amountOf(amount);
    if (!value || Number(value) <= 0) return setError(value === '' ? d('required') : d('invalidAmount'));
    if (compareMoney(value, a.totals.remaining) > 0) return setError(t('actions.tooMuch'));
    setError(null);
    pay.mutate(
      { id: a.id, body: { amount: value, method, paidOn: paidOn || undefined, reference: reference.trim() || null } },
      {
        onSuccess: () => {
          toast.success(t('actions.paidDone'));
          onDone();
        },
        onError: (err) => setFormError(errorText(err, d('saveFailed'), d('network'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="financing-pay-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="financing-pay-amount" label={`${t('actions.amount')} (${co.currency})`} error={error ?? undefined} required hint={t('actions.left', { amount: co.money(a.totals.remaining) })}>
        <Input inputMode="decimal" dir="ltr" className="num text-start" value={amount} onChange={(e) => setAmount(e.target.value)} autoFocus />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="financing-pay-paidOn" label={t('actions.paidOn')}>
          <Input type="date" dir="ltr" className="num text-start" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
        </FormField>
        <FormField id="financing-pay-method" label={t('actions.method')}>
          <NativeSelect value={method} onChange={(e) => setMethod(e.target.value)}>
            {FINANCING_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>{t(`method.${m}`)}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="financing-pay-reference" label={t('actions.reference')}>
        <Input dir="ltr" className="num text-start" value={reference} onChange={(e) => setReference(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pay.isPending}>
          {pay.isPending ? <Spinner /> : null}
          {t('actions.confirm')}
        </Button>
        <Button variant="ghost" disabled={pay.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
