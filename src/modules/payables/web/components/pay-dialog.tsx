import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { compareMoney, resolveCurrency, sumMoney, parseMoney } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useRecordVendorPayment } from '../api/payables';
import { VENDOR_PAYMENT_METHODS, type VendorDetail } from '../api/types';
import { usePayablesT } from '../i18n';

/** Pay a vendor: an amount per open bill (oldest due first, each filled with what it owes), date, method, reference. */
export function PayDialog({ vendor, open, onClose }: { vendor: VendorDetail; open: boolean; onClose: () => void }) {
  const { t } = usePayablesT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg" aria-describedby="vendor-pay-description">
        <DialogTitle>{t('payment.title')}</DialogTitle>
        <DialogDescription id="vendor-pay-description">{t('payment.body')}</DialogDescription>
        {open ? <PayForm vendor={vendor} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PayForm({ vendor, onDone }: { vendor: VendorDetail; onDone: () => void }) {
  const { t } = usePayablesT();
  const d = useDataT().t;
  const co = useCompany();
  const pay = useRecordVendorPayment();
  const open = vendor.bills.filter((b) => b.state === 'open' || b.state === 'partial').sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number.localeCompare(b.number)));
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries(open.map((b) => [b.id, b.balance])));
  const [paidOn, setPaidOn] = useState(co.today);
  const [method, setMethod] = useState<string>('bank_transfer');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const currency = resolveCurrency(co.currency);
  const typed = open.map((b) => ({ bill: b, value: amountOf(amounts[b.id] ?? '') }));
  const total = parseMoney(sumMoney(typed.flatMap((x) => (x.value && Number(x.value) > 0 ? [x.value] : []))), currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, string> = {};
    for (const { bill, value } of typed) {
      if ((amounts[bill.id] ?? '').trim() === '') continue;
      if (value === null) wrong[bill.id] = d('invalidAmount');
      else if (compareMoney(value, bill.balance) > 0) wrong[bill.id] = t('payment.tooMuch');
    }
    const allocations = typed.flatMap(({ bill, value }) => (value && compareMoney(value, '0') > 0 ? [{ billId: bill.id, amount: value }] : []));
    if (!Object.keys(wrong).length && !allocations.length) return setFormError(t('payment.nothing'));
    if (Object.keys(wrong).length) return setErrors(wrong);
    setErrors({});
    pay.mutate(
      { vendorId: vendor.id, paidOn: paidOn || undefined, method, reference: reference.trim() || null, allocations },
      {
        onSuccess: () => {
          toast.success(t('payment.saved'));
          onDone();
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [allocations[Number(k.split('.')[1])]?.billId ?? k, v])));
          setFormError(errorText(err, d('saveFailed'), d('network')));
        },
      },
    );
  };

  if (!open.length) return <p className="text-sm text-muted-foreground">{t('payment.noOpen')}</p>;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="vendor-pay-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex max-h-64 flex-col gap-3 overflow-y-auto">
        {open.map((b) => (
          <FormField key={b.id} id={`pay-${b.id}`} label={t('payment.allocate', { number: b.number })} hint={`${t('payment.left', { amount: co.money(b.balance) })} · ${co.day(b.dueDate)}`} error={errors[b.id]}>
            <Input inputMode="decimal" dir="ltr" className="num text-start" value={amounts[b.id] ?? ''} onChange={(e) => setAmounts({ ...amounts, [b.id]: e.target.value })} />
          </FormField>
        ))}
      </div>
      <p className="num text-sm font-semibold" data-testid="vendor-pay-total">{t('payment.totalLine', { amount: co.money(total) })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="vendor-pay-paidOn" label={t('payment.paidOn')} error={errors.paidOn}>
          <Input type="date" dir="ltr" className="num text-start" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
        </FormField>
        <FormField id="vendor-pay-method" label={t('payment.method')}>
          <NativeSelect value={method} onChange={(e) => setMethod(e.target.value)}>
            {VENDOR_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>{t(`method.${m}`)}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="vendor-pay-reference" label={t('payment.reference')}>
        <Input dir="ltr" className="num text-start" value={reference} onChange={(e) => setReference(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pay.isPending}>
          {pay.isPending ? <Spinner /> : null}
          {t('payment.save')}
        </Button>
        <Button variant="ghost" disabled={pay.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
