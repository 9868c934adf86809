import { useRef, useState, type FormEvent } from 'react';
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
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useRecordLeasePayment } from '../api/record-payment';
import { LEASE_PAYMENT_METHODS, type LeaseDetail, type LeasePaymentMethod } from '../api/types';
import { useLeasesT } from '../i18n';

type Props = { lease: LeaseDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** The instalments still owed, oldest first (what a payment is allocated to). */
export const openInstallments = (lease: LeaseDetail) => lease.installments.filter((i) => i.state !== 'paid' && i.state !== 'cancelled' && compareMoney(i.balance, '0') > 0);

/** Money received on the lease: the method, the amount (the next open instalment's by default), the day, a cheque's details. */
export function PaymentDialog({ lease, open, onOpenChange }: Props) {
  const { t } = useLeasesT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby="lease-payment-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('payment.title', { number: lease.leaseNumber })}</DialogTitle>
          <DialogDescription id="lease-payment-description">{t('payment.description')}</DialogDescription>
        </div>
        {open ? <PaymentForm lease={lease} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({ lease, onDone, onCancel }: { lease: LeaseDetail; onDone: () => void; onCancel: () => void }) {
  const { t } = useLeasesT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const owed = openInstallments(lease);
  const next = owed[0];
  const [method, setMethod] = useState<LeasePaymentMethod>('cash');
  const [installmentId, setInstallmentId] = useState('');
  const [amount, setAmount] = useState(next?.balance ?? '');
  const [date, setDate] = useState(co.today);
  const [reference, setReference] = useState('');
  const [chequeNumber, setChequeNumber] = useState('');
  const [bankName, setBankName] = useState('');
  const [chequeDate, setChequeDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const record = useRecordLeasePayment();
  const cheque = method === 'cheque';

  const pick = (id: string) => {
    setInstallmentId(id);
    const chosen = owed.find((i) => i.id === id);
    if (chosen) setAmount(chosen.balance);
  };

  function save() {
    if (record.isPending) return;
    const found: Record<string, string> = {};
    const value = amountOf(amount);
    if (!amount.trim()) found.amount = d('required');
    else if (!value || compareMoney(value, '0') <= 0) found.amount = d('invalidAmount');
    if (!date) found.date = d('required');
    if (cheque && !chequeNumber.trim()) found.chequeNumber = d('required');
    if (cheque && !bankName.trim()) found.bankName = d('required');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`lease-payment-${first}`)?.focus();
    setFormError(null);
    record.mutate(
      {
        id: lease.id,
        input: {
          method,
          amount: value!,
          date,
          ...(installmentId ? { installmentIds: [installmentId] } : {}),
          ...(cheque ? { cheque: { chequeNumber: chequeNumber.trim(), bankName: bankName.trim(), chequeDate: chequeDate || date } } : { reference: reference.trim() || null }),
        },
      },
      {
        onSuccess: (result) => {
          if (result.payment) toast.success(t('payment.recorded', { number: result.payment.paymentNumber }));
          else if (result.cheque) toast.success(t('payment.held', { number: result.cheque.chequeNumber, date: co.day(result.cheque.chequeDate) }));
          onDone();
        },
        onError: (error) => {
          // The cheque's fields come back nested ("cheque.chequeNumber"); show them under their inputs.
          const fields = isApiError(error) && error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^cheque\./, '').replace(/^installmentIds.*/, 'installment'), v])) : {};
          if (Object.keys(fields).length) setErrors(fields);
          else setFormError(errorText(error, d('saveFailed'), d('network')));
        },
      },
    );
  }
  useSaveShortcut(formRef, save);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const input = (id: string, label: string, value: string, onChange: (v: string) => void, opts: { type?: 'date'; ltr?: boolean; required?: boolean; hint?: string } = {}) => (
    <FormField id={`lease-payment-${id}`} label={label} required={opts.required} error={errors[id]} hint={opts.hint}>
      <Input type={opts.type ?? 'text'} inputMode={id === 'amount' ? 'decimal' : undefined} dir={opts.ltr ? 'ltr' : undefined} className={opts.ltr ? 'num text-start' : undefined} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('actions.pay')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lease-payment-method" label={t('payment.method')} required>
          <NativeSelect value={method} onChange={(event) => setMethod(event.target.value as LeasePaymentMethod)}>
            {LEASE_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {input('amount', t('payment.amount', { currency: co.currency }), amount, setAmount, { ltr: true, required: true, hint: next ? t('payment.amountHint', { amount: co.money(next.balance) }) : undefined })}
        {input('date', t('payment.date'), date, setDate, { type: 'date', required: true })}
        <FormField id="lease-payment-installment" label={t('payment.installment')} error={errors.installment}>
          <NativeSelect value={installmentId} onChange={(event) => pick(event.target.value)}>
            <option value="">{t('payment.oldestFirst')}</option>
            {owed.map((i) => (
              <option key={i.id} value={i.id}>
                {t('payment.installmentOption', { n: co.f.number(i.sequence), date: co.day(i.dueDate), amount: co.money(i.balance) })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {cheque ? (
          <>
            {input('chequeNumber', t('payment.chequeNumber'), chequeNumber, setChequeNumber, { ltr: true, required: true })}
            {input('bankName', t('payment.bankName'), bankName, setBankName, { required: true })}
            {input('chequeDate', t('payment.chequeDate'), chequeDate || date, setChequeDate, { type: 'date', hint: t('payment.chequeHint') })}
          </>
        ) : (
          input('reference', t('payment.reference'), reference, setReference, { ltr: true })
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? <Spinner /> : null}
          {t('payment.save')}
        </Button>
        <Button variant="ghost" disabled={record.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
