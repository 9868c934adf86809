import { useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { multiplyMoney, resolveCurrency } from '../../../../core/money';
import { rentalEnd } from '../../../../core/rental/periods';
import { isoToLocal, localToIso, useCompany } from '../../../../web/components/data/company';
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
import { useCreateContract } from '../api/create-contract';
import type { Contract, ContractInput, RateUnit } from '../api/types';
import { useContractsT } from '../i18n';

type Props = { initialCustomer: PickerOption<Customer> | null; initialVehicle: PickerOption<Vehicle> | null; onCreated: (contract: Contract) => void; onCancel: () => void };

const TERMS = ['rate', 'discount', 'depositAmount', 'kmAllowancePerDay', 'extraKmRate', 'lateHourRate', 'fuelChargePerEighth'] as const;
type Term = (typeof TERMS)[number];

function nextHour(timeZone: string): string {
  const local = isoToLocal(new Date(Date.now() + 3_600_000).toISOString(), timeZone);
  return `${local.slice(0, 14)}00`;
}

/**
 * A new contract: customer and vehicle pickers, start, unit and duration, optional terms, reserve
 * now or keep a draft. A double booking (409) or a blacklisted/licence refusal (422) is shown at the top.
 */
export function ContractForm({ initialCustomer, initialVehicle, onCreated, onCancel }: Props) {
  const { t } = useContractsT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [customer, setCustomer] = useState(initialCustomer);
  const [vehicle, setVehicle] = useState(initialVehicle);
  const [start, setStart] = useState(() => nextHour(co.timeZone));
  const [unit, setUnit] = useState<RateUnit>('day');
  const [duration, setDuration] = useState('1');
  const [terms, setTerms] = useState<Record<Term, string>>({ rate: '', discount: '', depositAmount: '', kmAllowancePerDay: '', extraKmRate: '', lateHourRate: '', fuelChargePerEighth: '' });
  const [text, setText] = useState({ terms: '', notes: '' });
  const [reserve, setReserve] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateContract();
  const currency = resolveCurrency(co.currency);

  const v = vehicle?.value;
  const vehicleRate = v ? (unit === 'day' ? v.dailyRate : unit === 'week' ? (v.weeklyRate ?? multiplyMoney(v.dailyRate, 7, currency)) : (v.monthlyRate ?? multiplyMoney(v.dailyRate, 30, currency))) : null;
  const preview = useMemo(() => {
    const n = integerOf(duration);
    const rate = amountOf(terms.rate) || vehicleRate;
    if (!n || !rate || !start) return null;
    try {
      const end = rentalEnd(new Date(localToIso(start, co.timeZone)), unit, n);
      return { end: co.at(end.toISOString()), amount: co.money(multiplyMoney(rate, n, currency)) };
    } catch {
      return null;
    }
  }, [duration, terms.rate, vehicleRate, start, unit, co, currency]);

  function save() {
    if (create.isPending) return;
    const found: Record<string, string> = {};
    if (!customer) found.customerId = d('required');
    if (!vehicle) found.vehicleId = d('required');
    if (!start) found.startAt = d('required');
    const n = integerOf(duration);
    if (!n || n < 1 || n > 120) found.duration = t('form.invalidNumber');
    const body: ContractInput = { customerId: customer?.id ?? '', vehicleId: vehicle?.id ?? '', startAt: start ? localToIso(start, co.timeZone) : '', rateUnit: unit, duration: n ?? 0, reserve, terms: text.terms.trim() || null, notes: text.notes.trim() || null };
    for (const term of TERMS) {
      if (!terms[term].trim()) continue;
      if (term === 'kmAllowancePerDay') {
        const km = integerOf(terms[term]);
        if (km === null) found[term] = t('form.invalidNumber');
        else body.kmAllowancePerDay = km;
      } else {
        const value = amountOf(terms[term]);
        if (!value) found[term] = t('form.invalidNumber');
        else body[term] = value;
      }
    }
    setErrors(found);
    setRefusal(null);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`contract-${first}`)?.focus();
    create.mutate(body, {
      onSuccess: (contract) => {
        toast.success(t('form.created', { number: contract.contractNumber }));
        onCreated(contract);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields && error.status === 400) setErrors(error.fields);
        setRefusal(errorText(error, d('saveFailed'), d('network')));
        formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      },
    });
  }
  useSaveShortcut(formRef, save, { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const termField = (term: Term, label: string, hint?: string) => (
    <FormField id={`contract-${term}`} label={label} hint={hint} error={errors[term]}>
      <Input inputMode="decimal" dir="ltr" className="num text-start" value={terms[term]} onChange={(event) => setTerms((c) => ({ ...c, [term]: event.target.value }))} />
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('form.title')}>
      {refusal ? (
        <Alert data-testid="contract-refusal">
          <p>{refusal}</p>
        </Alert>
      ) : null}
      <Section title={t('form.sections.parties')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="contract-customerId" label={t('form.customer')} required error={errors.customerId}>
            <EntityPicker id="contract-customerId" selected={customer} onSelect={setCustomer} useOptions={useCustomerOptions} />
          </FormField>
          <FormField id="contract-vehicleId" label={t('form.vehicle')} required error={errors.vehicleId}>
            <EntityPicker id="contract-vehicleId" selected={vehicle} onSelect={setVehicle} useOptions={useVehicleOptions} />
          </FormField>
        </div>
      </Section>
      <Section title={t('form.sections.period')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FormField id="contract-startAt" label={t('form.startAt')} required error={errors.startAt}>
            <Input type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} />
          </FormField>
          <FormField id="contract-unit" label={t('form.unit')} required>
            <NativeSelect value={unit} onChange={(event) => setUnit(event.target.value as RateUnit)}>
              {(['day', 'week', 'month'] as const).map((u) => (
                <option key={u} value={u}>
                  {t(`units.${u}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="contract-duration" label={`${t('form.duration')} (${t(`unitsPlural.${unit}`)})`} required error={errors.duration}>
            <Input inputMode="numeric" dir="ltr" className="num text-start" value={duration} onChange={(event) => setDuration(event.target.value)} />
          </FormField>
          {termField('rate', `${t('form.rate')} (${co.currency})`, vehicleRate ? t('form.rateHint', { rate: co.money(vehicleRate) }) : undefined)}
          {termField('discount', `${t('form.discount')} (${co.currency})`, t('form.discountHint'))}
        </div>
        {preview ? (
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm" data-testid="contract-preview">
            <span>{t('form.plannedEnd', { date: preview.end })}</span>
            <span className="num font-semibold">{t('form.rental', { amount: preview.amount })}</span>
          </p>
        ) : null}
      </Section>
      <Section title={t('form.sections.terms')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {termField('depositAmount', `${t('form.deposit')} (${co.currency})`, v ? t('form.depositHint', { amount: co.money(v.depositAmount) }) : undefined)}
          {termField('kmAllowancePerDay', t('form.kmAllowance'), t('form.kmAllowanceHint'))}
          {termField('extraKmRate', `${t('form.extraKmRate')} (${co.currency})`)}
          {termField('lateHourRate', `${t('form.lateHourRate')} (${co.currency})`, t('form.lateHourHint'))}
          {termField('fuelChargePerEighth', `${t('form.fuelCharge')} (${co.currency})`)}
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <FormField id="contract-terms" label={t('form.terms')}>
            <Textarea value={text.terms} onChange={(event) => setText((c) => ({ ...c, terms: event.target.value }))} />
          </FormField>
          <FormField id="contract-notes" label={t('form.notes')}>
            <Textarea value={text.notes} onChange={(event) => setText((c) => ({ ...c, notes: event.target.value }))} />
          </FormField>
        </div>
        <label className="mt-4 flex items-start gap-2 text-sm font-medium">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={reserve} onChange={(event) => setReserve(event.target.checked)} />
          <span>
            {t('form.reserve')}
            {reserve ? null : <span className="block text-xs font-normal text-muted-foreground">{t('form.keepDraft')}</span>}
          </span>
        </label>
      </Section>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('form.create')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
        <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
      </div>
    </form>
  );
}
