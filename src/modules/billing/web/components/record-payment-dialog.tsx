import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { addMoney, compareMoney } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, ltr } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useCustomerOptions, type Customer } from '../../../customers/web';
import { useCustomerContracts } from '../api/get-customer-contracts';
import { useInvoices } from '../api/get-invoices';
import { useRecordPayment } from '../api/record-payment';
import type { PaymentMethod, PaymentResult } from '../api/types';
import { useBillingT } from '../i18n';

const METHODS: readonly PaymentMethod[] = ['cash', 'cheque', 'bank_transfer', 'card'];

type Fixed = { id: string; label: string };
type ForInvoice = { id: string; number: string; balance: string };
type Props = { open: boolean; onOpenChange: (open: boolean) => void; customer?: Fixed | null; contract?: { id: string; number: string } | null; invoice?: ForInvoice | null; onSaved?: (payment: PaymentResult) => void };

/**
 * Record money received: customer, optional contract, method (cheque number for cheques), amount;
 * allocated oldest-first, or to `invoice` (up to its balance) when paying from an invoice.
 */
export function RecordPaymentDialog({ open, onOpenChange, customer, contract, invoice, onSaved }: Props) {
  const { t } = useBillingT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby="payment-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('payment.title')}</DialogTitle>
          <DialogDescription id="payment-description">{t(invoice ? 'payment.descriptionInvoice' : 'payment.description')}</DialogDescription>
        </div>
        {open ? <PaymentForm customer={customer ?? null} contract={contract ?? null} invoice={invoice ?? null} onDone={(p) => { onSaved?.(p); onOpenChange(false); }} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({ customer, contract, invoice, onDone, onCancel }: { customer: Fixed | null; contract: { id: string; number: string } | null; invoice: ForInvoice | null; onDone: (p: PaymentResult) => void; onCancel: () => void }) {
  const { t } = useBillingT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [picked, setPicked] = useState<PickerOption<Customer> | null>(null);
  const customerId = customer?.id ?? picked?.id ?? null;
  const [contractId, setContractId] = useState(contract?.id ?? '');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState(invoice?.balance ?? '');
  const [date, setDate] = useState(co.today);
  const [chequeNumber, setChequeNumber] = useState('');
  const [bankName, setBankName] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const contracts = useCustomerContracts(contract ? null : customerId);
  const open = useInvoices({ customerId: customerId ?? undefined, contractId: contractId || undefined, status: 'open', pageSize: 200 }, Boolean(customerId));
  const due = (open.data?.items ?? []).reduce((sum, i) => addMoney(sum, i.balance), '0');
  const record = useRecordPayment();

  useEffect(() => setContractId(contract?.id ?? ''), [customerId, contract?.id]);

  function save() {
    if (record.isPending) return;
    const found: Record<string, string> = {};
    if (!customerId) found.customerId = d('required');
    const value = amountOf(amount);
    if (!value || Number(value) <= 0) found.amount = t('payment.invalidAmount');
    if (method === 'cheque' && !chequeNumber.trim()) found.chequeNumber = d('required');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`payment-${first}`)?.focus();
    setFormError(null);
    record.mutate(
      {
        customerId: customerId!,
        contractId: contractId || null,
        paymentDate: date,
        method,
        amount: value!,
        chequeNumber: method === 'cheque' ? chequeNumber.trim() : null,
        bankName: bankName.trim() || null,
        reference: reference.trim() || null,
        // From an invoice: to that invoice, at most its balance (the rest stays as credit).
        ...(invoice ? { allocations: [{ invoiceId: invoice.id, amount: compareMoney(value!, invoice.balance) > 0 ? invoice.balance : value! }] } : {}),
      },
      {
        onSuccess: (payment) => {
          toast.success(t('payment.recorded', { number: payment.paymentNumber }), Number(payment.unallocated) > 0 ? { description: t('payment.unallocated', { amount: co.money(payment.unallocated) }) } : undefined);
          onDone(payment);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
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

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('payment.title')}>
      {formError ? <Alert>{formError}</Alert> : null}
      {customer ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('payment.customer')}: </span>
          <span className="font-semibold">{customer.label}</span>
        </p>
      ) : (
        <FormField id="payment-customerId" label={t('payment.customer')} required error={errors.customerId}>
          <EntityPicker id="payment-customerId" selected={picked} onSelect={setPicked} useOptions={useCustomerOptions} />
        </FormField>
      )}
      {invoice ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('payment.invoice')}: </span>
          <span className="num font-semibold">{invoice.number}</span>
        </p>
      ) : null}
      {contract ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('payment.contract')}: </span>
          <span className="num font-semibold">{contract.number}</span>
        </p>
      ) : customerId ? (
        <FormField id="payment-contractId" label={t('payment.contract')}>
          <NativeSelect value={contractId} onChange={(event) => setContractId(event.target.value)}>
            <option value="">{t('payment.contractAny')}</option>
            {(contracts.data?.items ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.contractNumber} · {ltr(c.plateNumber)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      {customerId && open.data ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm" data-testid="payment-due">
          <span className="num font-medium">{t('payment.due', { amount: co.money(due) })}</span>
          {Number(due) > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setAmount(due)}>
              {t('payment.payAll')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="payment-method" label={t('payment.method')} required>
          <NativeSelect value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="payment-amount" label={`${t('payment.amount')} (${co.currency})`} required error={errors.amount}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </FormField>
        <FormField id="payment-date" label={t('payment.date')} required error={errors.paymentDate}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        {method === 'cheque' ? (
          <FormField id="payment-chequeNumber" label={t('payment.chequeNumber')} required error={errors.chequeNumber}>
            <Input dir="ltr" className="text-start" value={chequeNumber} onChange={(event) => setChequeNumber(event.target.value)} />
          </FormField>
        ) : (
          <FormField id="payment-reference" label={t('payment.reference')}>
            <Input dir="ltr" className="text-start" value={reference} onChange={(event) => setReference(event.target.value)} />
          </FormField>
        )}
        {method === 'cheque' || method === 'bank_transfer' ? (
          <FormField id="payment-bankName" label={t('payment.bankName')}>
            <Input value={bankName} onChange={(event) => setBankName(event.target.value)} />
          </FormField>
        ) : null}
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
