import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { taxInGross, taxOnNet } from '../../../../core/finance/vat';
import { multiplyMoney, resolveCurrency, subtractMoney, sumMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { addDays, useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, normaliseNumber, ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useCustomerOptions, type Customer } from '../../../customers/web';
import { useCreateInvoice } from '../api/create-invoice';
import { useCustomerContracts } from '../api/get-customer-contracts';
import type { InvoiceInput } from '../api/types';
import { useBillingT } from '../i18n';

const KINDS = ['extras', 'damages', 'fines', 'rental', 'other'] as const;
const QTY = /^\d{1,6}(\.\d{1,3})?$/;

/** /finance/invoices/new — a manual invoice: customer, optional contract, lines, discount, tax; totals live. */
export function NewInvoicePage() {
  const { t } = useBillingT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const currency = resolveCurrency(co.currency);
  const formRef = useRef<HTMLFormElement>(null);
  const [customer, setCustomer] = useState<PickerOption<Customer> | null>(null);
  const [contractId, setContractId] = useState('');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('extras');
  const [issueDate, setIssueDate] = useState(co.today);
  const [dueDate, setDueDate] = useState(() => addDays(co.today, 7));
  const [lines, setLines] = useState([{ description: '', quantity: '1', unitPrice: '' }]);
  const [discount, setDiscount] = useState('');
  // null: untouched, so the company's VAT rate (decision 027) shows once the company has loaded.
  const [typedTaxRate, setTaxRate] = useState<string | null>(null);
  const taxRate = typedTaxRate ?? (co.vatRate && Number(co.vatRate) > 0 ? String(Number(co.vatRate)) : '');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const contracts = useCustomerContracts(customer?.id ?? null);
  const create = useCreateInvoice();

  const lineTotals = lines.map((l) => {
    const q = normaliseNumber(l.quantity);
    const p = amountOf(l.unitPrice);
    return QTY.test(q) && p ? multiplyMoney(p, q, currency) : null;
  });
  const subtotal = lineTotals.every(Boolean) ? sumMoney(lineTotals as string[]) : null;
  const disc = amountOf(discount);
  const afterDiscount = subtotal && disc !== null ? subtractMoney(subtotal, disc || '0') : null;
  const rate = normaliseNumber(taxRate);
  const rateOk = !rate || /^\d{1,2}(\.\d{1,2})?$/.test(rate);
  // The company's setting: prices include the VAT (taken out of them) or exclude it (added on top).
  const inclusive = co.pricesIncludeVat;
  const tax = afterDiscount && rateOk ? (rate ? (inclusive ? taxInGross(afterDiscount, rate, currency) : taxOnNet(afterDiscount, rate, currency)) : '0') : null;
  const total = afterDiscount && tax !== null ? (inclusive ? afterDiscount : sumMoney([afterDiscount, tax])) : null;

  function save() {
    if (create.isPending) return;
    const found: Record<string, string> = {};
    if (!customer) found.customerId = d('required');
    lines.forEach((l, i) => {
      if (!l.description.trim()) found[`line-${i}-description`] = d('required');
      if (!QTY.test(normaliseNumber(l.quantity))) found[`line-${i}-quantity`] = d('invalidNumber');
      if (!amountOf(l.unitPrice)) found[`line-${i}-unitPrice`] = d('invalidAmount');
    });
    if (disc === null) found.discount = d('invalidAmount');
    if (rate && !/^\d{1,2}(\.\d{1,2})?$/.test(rate)) found.taxRate = d('invalidNumber');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`invoice-${first}`)?.focus();
    setFormError(null);
    const body: InvoiceInput = {
      customerId: customer!.id,
      contractId: contractId || null,
      kind,
      issueDate,
      dueDate,
      lines: lines.map((l) => ({ description: l.description.trim(), quantity: normaliseNumber(l.quantity), unitPrice: amountOf(l.unitPrice)! })),
      ...(disc ? { discount: disc } : {}),
      ...(rate ? { taxRate: rate } : {}),
      notes: notes.trim() || null,
    };
    create.mutate(body, {
      onSuccess: (invoice) => {
        toast.success(t('newInvoice.created', { number: invoice.invoiceNumber }));
        navigate(withBase(co.base, `/finance/invoices/${invoice.id}`));
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields);
        setFormError(errorText(error, d('saveFailed'), d('network')));
      },
    });
  }
  useSaveShortcut(formRef, save, { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const setLine = (i: number, key: 'description' | 'quantity' | 'unitPrice', value: string) => setLines((list) => list.map((l, j) => (j === i ? { ...l, [key]: value } : l)));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageHeader title={t('newInvoice.title')} subtitle={t('newInvoice.description')} back={withBase(co.base, '/finance/invoices')} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <Section title={t('newInvoice.customer')}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField id="invoice-customerId" label={t('newInvoice.customer')} required error={errors.customerId}>
              <EntityPicker id="invoice-customerId" selected={customer} onSelect={(c) => { setCustomer(c); setContractId(''); }} useOptions={useCustomerOptions} />
            </FormField>
            <FormField id="invoice-contractId" label={t('newInvoice.contract')}>
              <NativeSelect value={contractId} disabled={!customer} onChange={(event) => setContractId(event.target.value)}>
                <option value="">{t('newInvoice.contractNone')}</option>
                {(contracts.data?.items ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${c.contractNumber} · ${ltr(c.plateNumber)}`}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="invoice-kind" label={t('newInvoice.kind')} required>
              <NativeSelect value={kind} onChange={(event) => setKind(event.target.value as (typeof KINDS)[number])}>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`invoiceKind.${k}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="grid grid-cols-2 gap-4">
              <FormField id="invoice-issueDate" label={t('newInvoice.issueDate')} required error={errors.issueDate}>
                <Input type="date" value={issueDate} onChange={(event) => setIssueDate(event.target.value)} />
              </FormField>
              <FormField id="invoice-dueDate" label={t('newInvoice.dueDate')} required error={errors.dueDate}>
                <Input type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
              </FormField>
            </div>
          </div>
        </Section>
        <Section title={t('newInvoice.lines')}>
          <div className="flex flex-col gap-3">
            {lines.map((line, i) => (
              <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_6rem_9rem_8rem_auto]">
                <FormField id={`invoice-line-${i}-description`} label={t('newInvoice.description_')} required error={errors[`line-${i}-description`]}>
                  <Input value={line.description} onChange={(event) => setLine(i, 'description', event.target.value)} />
                </FormField>
                <FormField id={`invoice-line-${i}-quantity`} label={t('newInvoice.quantity')} required error={errors[`line-${i}-quantity`]}>
                  <Input inputMode="decimal" dir="ltr" className="num text-start" value={line.quantity} onChange={(event) => setLine(i, 'quantity', event.target.value)} />
                </FormField>
                <FormField id={`invoice-line-${i}-unitPrice`} label={`${t('newInvoice.unitPrice')} (${co.currency})`} required error={errors[`line-${i}-unitPrice`]}>
                  <Input inputMode="decimal" dir="ltr" className="num text-start" value={line.unitPrice} onChange={(event) => setLine(i, 'unitPrice', event.target.value)} />
                </FormField>
                <p className="num pb-3 text-end text-sm font-medium">{lineTotals[i] ? co.money(lineTotals[i]) : '—'}</p>
                <Button variant="ghost" size="icon" disabled={lines.length === 1} aria-label={t('newInvoice.removeLine')} onClick={() => setLines((list) => list.filter((_, j) => j !== i))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button variant="outline" size="sm" className="w-fit" onClick={() => setLines((list) => [...list, { description: '', quantity: '1', unitPrice: '' }])}>
              <Plus aria-hidden="true" />
              {t('newInvoice.addLine')}
            </Button>
          </div>
        </Section>
        <Section title={t('newInvoice.total')}>
          <div className="grid gap-4 md:grid-cols-3">
            <FormField id="invoice-discount" label={`${t('newInvoice.discount')} (${co.currency})`} error={errors.discount}>
              <Input inputMode="decimal" dir="ltr" className="num text-start" value={discount} onChange={(event) => setDiscount(event.target.value)} />
            </FormField>
            <FormField id="invoice-taxRate" label={t('newInvoice.taxRate')} error={errors.taxRate}>
              <Input inputMode="decimal" dir="ltr" className="num text-start" value={taxRate} onChange={(event) => setTaxRate(event.target.value)} />
            </FormField>
            <div className="flex flex-col justify-end">
              <p className="flex items-baseline justify-between gap-3 rounded-md bg-muted px-3 py-2.5">
                <span className="font-semibold">{t('newInvoice.total')}</span>
                <span className="num text-lg font-bold text-primary">{total ? co.money(total) : '—'}</span>
              </p>
              {tax && rate ? (
                <p className="mt-1 text-xs text-muted-foreground" data-testid="invoice-tax-note">
                  {t(inclusive ? 'newInvoice.taxIncluded' : 'newInvoice.taxAdded', { amount: co.money(tax) })}
                </p>
              ) : null}
            </div>
            <FormField id="invoice-notes" label={t('newInvoice.notes')} className="md:col-span-3">
              <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
            </FormField>
          </div>
        </Section>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {t('newInvoice.create')}
          </Button>
          <Button variant="ghost" disabled={create.isPending} onClick={() => navigate(-1)}>
            {d('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
