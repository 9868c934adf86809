import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { multiplyMoney, resolveCurrency, sumMoney } from '../../../../core/money';
import { quoteTotals } from '../../../../core/rental/charges';
import { addDays, useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, integerOf } from '../../../../web/components/data/numbers';
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
import { useVehicleOptions, type Vehicle } from '../../../fleet/web';
import { useCreateQuotation } from '../api/create-quotation';
import type { Quotation, QuotationInput, RateUnit } from '../api/types';
import { useQuotationsT } from '../i18n';

const CLASSES = ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'] as const;

function vehicleRate(v: Vehicle | undefined, unit: RateUnit): string {
  if (!v) return '';
  return (unit === 'day' ? v.dailyRate : unit === 'week' ? v.weeklyRate : v.monthlyRate) ?? '';
}

/** A new quotation with its total computed live by the same rules the server applies (core/rental quoteTotals). */
export function QuotationForm({ initialCustomer, onCreated, onCancel }: { initialCustomer: PickerOption<Customer> | null; onCreated: (q: Quotation) => void; onCancel: () => void }) {
  const { t } = useQuotationsT();
  const d = useDataT().t;
  const co = useCompany();
  const currency = resolveCurrency(co.currency);
  const formRef = useRef<HTMLFormElement>(null);
  const [customer, setCustomer] = useState(initialCustomer);
  const [mode, setMode] = useState<'vehicle' | 'class'>('vehicle');
  const [vehicle, setVehicle] = useState<PickerOption<Vehicle> | null>(null);
  const [vehicleClass, setVehicleClass] = useState<string>('sedan');
  const [startDate, setStartDate] = useState(() => addDays(co.today, 1));
  const [unit, setUnit] = useState<RateUnit>('day');
  const [duration, setDuration] = useState('1');
  const [rate, setRate] = useState('');
  const [extras, setExtras] = useState<Array<{ description: string; amount: string }>>([]);
  const [discount, setDiscount] = useState('');
  const [validUntil, setValidUntil] = useState(() => addDays(co.today, 7));
  const [terms, setTerms] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateQuotation();

  // The rate follows the chosen vehicle and unit until the user types their own.
  const [rateTouched, setRateTouched] = useState(false);
  const pickVehicle = (option: PickerOption<Vehicle> | null) => {
    setVehicle(option);
    if (!rateTouched) setRate(vehicleRate(option?.value, unit));
  };
  const pickUnit = (next: RateUnit) => {
    setUnit(next);
    if (!rateTouched) setRate(vehicleRate(vehicle?.value, next));
  };

  const n = integerOf(duration);
  const rateValue = amountOf(rate);
  const extraValues = extras.map((e) => amountOf(e.amount));
  const discountValue = amountOf(discount);
  const totals = n && rateValue && extraValues.every((v) => v !== null) && discountValue !== null ? quoteTotals({ rate: rateValue, duration: n, extras: extraValues.map((v) => ({ amount: v || '0' })), discount: discountValue || '0' }, currency) : null;
  const rental = n && rateValue ? multiplyMoney(rateValue, n, currency) : null;
  const extrasTotal = extraValues.every((v) => v !== null) ? sumMoney(extraValues.map((v) => v || '0')) : null;

  function save() {
    if (create.isPending) return;
    const found: Record<string, string> = {};
    if (!customer) found.customerId = d('required');
    if (mode === 'vehicle' && !vehicle) found.vehicleId = d('required');
    if (!startDate) found.startDate = d('required');
    if (!n || n < 1 || n > 120) found.duration = t('form.invalidNumber');
    if (!rateValue) found.rate = rate.trim() ? t('form.invalidAmount') : d('required');
    extras.forEach((e, i) => {
      if (!e.description.trim()) found[`extra-${i}-description`] = d('required');
      if (!amountOf(e.amount)) found[`extra-${i}-amount`] = t('form.invalidAmount');
    });
    if (discountValue === null) found.discount = t('form.invalidAmount');
    else if (totals && 'error' in totals) found.discount = t('form.discountTooBig');
    if (!validUntil) found.validUntil = d('required');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`quotation-${first}`)?.focus();
    setFormError(null);
    const body: QuotationInput = {
      customerId: customer!.id,
      ...(mode === 'vehicle' ? { vehicleId: vehicle!.id } : { vehicleClass }),
      startDate,
      rateUnit: unit,
      duration: n!,
      rate: rateValue!,
      extras: extras.map((e) => ({ description: e.description.trim(), amount: amountOf(e.amount)! })),
      ...(discountValue ? { discount: discountValue } : {}),
      validUntil,
      terms: terms.trim() || null,
      notes: notes.trim() || null,
    };
    create.mutate(body, {
      onSuccess: (q) => {
        toast.success(t('form.created', { number: q.quotationNumber }));
        onCreated(q);
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

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5 lg:grid-cols-[1fr_20rem]" aria-label={t('form.title')}>
      <div className="flex min-w-0 flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <Section title={t('form.sections.customer')}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField id="quotation-customerId" label={t('form.customer')} required error={errors.customerId} className="md:col-span-2">
              <EntityPicker id="quotation-customerId" selected={customer} onSelect={setCustomer} useOptions={useCustomerOptions} />
            </FormField>
            <FormField id="quotation-mode" label={t('form.vehicleMode')}>
              <NativeSelect value={mode} onChange={(event) => setMode(event.target.value === 'class' ? 'class' : 'vehicle')}>
                <option value="vehicle">{t('form.byVehicle')}</option>
                <option value="class">{t('form.byClass')}</option>
              </NativeSelect>
            </FormField>
            {mode === 'vehicle' ? (
              <FormField id="quotation-vehicleId" label={t('form.vehicle')} required error={errors.vehicleId}>
                <EntityPicker id="quotation-vehicleId" selected={vehicle} onSelect={pickVehicle} useOptions={useVehicleOptions} />
              </FormField>
            ) : (
              <FormField id="quotation-vehicleClass" label={t('form.vehicleClass')} required>
                <NativeSelect value={vehicleClass} onChange={(event) => setVehicleClass(event.target.value)}>
                  {CLASSES.map((c) => (
                    <option key={c} value={c}>
                      {t(`classes.${c}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
          </div>
        </Section>
        <Section title={t('form.sections.period')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FormField id="quotation-startDate" label={t('form.startDate')} required error={errors.startDate}>
              <Input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
            </FormField>
            <FormField id="quotation-unit" label={t('form.unit')} required>
              <NativeSelect value={unit} onChange={(event) => pickUnit(event.target.value as RateUnit)}>
                {(['day', 'week', 'month'] as const).map((u) => (
                  <option key={u} value={u}>
                    {t(`units.${u}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="quotation-duration" label={`${t('form.duration')} (${t(`unitsPlural.${unit}`)})`} required error={errors.duration}>
              <Input inputMode="numeric" dir="ltr" className="num text-start" value={duration} onChange={(event) => setDuration(event.target.value)} />
            </FormField>
            <FormField id="quotation-rate" label={`${t('form.rate')} (${co.currency})`} required error={errors.rate} hint={vehicle && !rateTouched && rate ? t('form.rateFromVehicle') : undefined}>
              <Input inputMode="decimal" dir="ltr" className="num text-start" value={rate} onChange={(event) => { setRate(event.target.value); setRateTouched(true); }} />
            </FormField>
          </div>
        </Section>
        <Section title={t('form.sections.extras')}>
          <div className="flex flex-col gap-3">
            {extras.length === 0 ? <p className="text-sm text-muted-foreground">{t('form.noExtras')}</p> : null}
            {extras.map((extra, i) => (
              <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
                <FormField id={`quotation-extra-${i}-description`} label={t('form.extraDescription')} error={errors[`extra-${i}-description`]}>
                  <Input value={extra.description} onChange={(event) => setExtras((list) => list.map((x, j) => (j === i ? { ...x, description: event.target.value } : x)))} />
                </FormField>
                <FormField id={`quotation-extra-${i}-amount`} label={`${t('form.extraAmount')} (${co.currency})`} error={errors[`extra-${i}-amount`]}>
                  <Input inputMode="decimal" dir="ltr" className="num text-start" value={extra.amount} onChange={(event) => setExtras((list) => list.map((x, j) => (j === i ? { ...x, amount: event.target.value } : x)))} />
                </FormField>
                <Button variant="ghost" size="icon" aria-label={t('form.removeExtra')} onClick={() => setExtras((list) => list.filter((_, j) => j !== i))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button variant="outline" size="sm" className="w-fit" onClick={() => setExtras((list) => [...list, { description: '', amount: '' }])}>
              <Plus aria-hidden="true" />
              {t('form.addExtra')}
            </Button>
            <FormField id="quotation-discount" label={`${t('form.discount')} (${co.currency})`} error={errors.discount} className="sm:w-60">
              <Input inputMode="decimal" dir="ltr" className="num text-start" value={discount} onChange={(event) => setDiscount(event.target.value)} />
            </FormField>
          </div>
        </Section>
        <Section title={t('form.sections.terms')}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField id="quotation-validUntil" label={t('form.validUntil')} required error={errors.validUntil}>
              <Input type="date" value={validUntil} min={co.today} onChange={(event) => setValidUntil(event.target.value)} />
            </FormField>
            <div className="max-md:hidden" />
            <FormField id="quotation-terms" label={t('form.terms')}>
              <Textarea value={terms} onChange={(event) => setTerms(event.target.value)} />
            </FormField>
            <FormField id="quotation-notes" label={t('form.notes')}>
              <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
            </FormField>
          </div>
        </Section>
      </div>
      <aside className="flex h-fit flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm lg:sticky lg:top-20" data-testid="quotation-totals">
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('form.rental', { duration: n ?? '—', rate: rateValue ? co.money(rateValue) : '—' })}</dt>
            <dd className="num font-medium">{rental ? co.money(rental) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('form.extrasTotal')}</dt>
            <dd className="num font-medium">{extrasTotal ? co.money(extrasTotal) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('form.discount')}</dt>
            <dd className="num font-medium">{discountValue ? `− ${co.money(discountValue)}` : co.money('0')}</dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-border pt-3">
            <dt className="font-semibold">{t('form.total')}</dt>
            <dd className="num text-xl font-bold text-primary" data-testid="quotation-total">
              {totals && !('error' in totals) ? co.money(totals.total) : '—'}
            </dd>
          </div>
          {totals && 'error' in totals ? <p className="text-sm text-destructive">{t('form.discountTooBig')}</p> : null}
        </dl>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('form.create')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </aside>
    </form>
  );
}
