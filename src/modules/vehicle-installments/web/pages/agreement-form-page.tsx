import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, integerOf, ltr, normaliseNumber } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useVehicleOptions, type Vehicle } from '../../../fleet/web';
import { useCreateAgreement } from '../api/financing';
import { FINANCING_PAYMENT_METHODS, type AgreementInput, type PreviewInput } from '../api/types';
import { SchedulePreviewCard } from '../components/schedule-preview';
import { useFinancingT } from '../i18n';

type Values = Record<'vendorName' | 'vendorContact' | 'total' | 'downPayment' | 'downPaymentMethod' | 'instalmentCount' | 'annualRate' | 'startDate' | 'notes', string>;
type Field = keyof Values | 'vehicleIds';

const RATE = /^\d{1,3}(\.\d{1,3})?$/;

/** Any vehicle may be financed, whatever its rental status: the fleet's picker with nothing greyed out. */
function useAnyVehicle(search: string) {
  const { options, loading } = useVehicleOptions(search);
  return { options: options.map((o) => ({ ...o, disabled: false })), loading };
}

/** The terms the preview needs, or null while one is missing or malformed. */
function termsOf(v: Values): PreviewInput | null {
  const total = amountOf(v.total);
  const down = amountOf(v.downPayment);
  const count = integerOf(v.instalmentCount);
  const rate = normaliseNumber(v.annualRate);
  if (!total || down === null || !count || count > 360 || !RATE.test(rate) || !/^\d{4}-\d{2}-\d{2}$/.test(v.startDate)) return null;
  if (down && Number(down) >= Number(total)) return null;
  return { total, ...(down ? { downPayment: down } : {}), instalmentCount: count, annualRate: rate, startDate: v.startDate };
}

/** The terms, settled: the preview asks again only once typing pauses. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), 300);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/** /fleet/vehicle-installments/new — the lender, the vehicles and the terms, with the schedule live below. */
export function AgreementFormPage() {
  const { t } = useFinancingT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const activateRef = useRef(false);
  const [values, setValues] = useState<Values>({ vendorName: '', vendorContact: '', total: '', downPayment: '', downPaymentMethod: 'bank_transfer', instalmentCount: '12', annualRate: '', startDate: co.today, notes: '' });
  const [cars, setCars] = useState<PickerOption<Vehicle>[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAgreement();
  const terms = useSettled(termsOf(values));

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const addCar = (option: PickerOption<Vehicle> | null) => {
    if (!option || cars.some((c) => c.id === option.id)) return;
    setCars((list) => [...list, option]);
    if (errors.vehicleIds) setErrors(({ vehicleIds: _, ...rest }) => rest);
  };

  function submitNow() {
    if (create.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.vendorName.trim()) found.vendorName = d('required');
    if (!cars.length) found.vehicleIds = d('required');
    const total = amountOf(values.total);
    if (!total) found.total = total === '' ? d('required') : d('invalidAmount');
    const down = amountOf(values.downPayment);
    if (down === null) found.downPayment = d('invalidAmount');
    else if (down && total && Number(down) >= Number(total)) found.downPayment = t('form.downTooLarge');
    const count = integerOf(values.instalmentCount);
    if (!count || count > 360) found.instalmentCount = t('form.invalidCount');
    const rate = normaliseNumber(values.annualRate);
    if (!RATE.test(rate)) found.annualRate = rate ? t('form.invalidRate') : d('required');
    if (!values.startDate) found.startDate = d('required');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`financing-${first}`)?.focus();
    setFormError(null);
    const body: AgreementInput = {
      vendorName: values.vendorName.trim(),
      vendorContact: values.vendorContact.trim() || null,
      vehicleIds: cars.map((c) => c.id),
      total: total!,
      ...(down ? { downPayment: down, downPaymentMethod: values.downPaymentMethod } : {}),
      instalmentCount: count!,
      annualRate: rate,
      startDate: values.startDate,
      notes: values.notes.trim() || null,
      activate: activateRef.current,
    };
    create.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('form.created', { number: saved.agreementNumber }));
        navigate(withBase(co.base, `/fleet/vehicle-installments/${saved.id}`));
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
        setFormError(errorText(error, d('saveFailed'), d('network')));
      },
    });
  }
  useSaveShortcut(formRef, () => ((activateRef.current = false), submitNow()), { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitNow();
  };

  const text = (field: keyof Values, props: { type?: string; ltr?: boolean; label?: string; required?: boolean; numeric?: boolean } = {}) => (
    <FormField id={`financing-${field}`} label={props.label ?? t(`fields.${field as 'notes'}`)} error={errors[field]} required={props.required}>
      <Input type={props.type ?? 'text'} inputMode={props.numeric ? 'decimal' : undefined} dir={props.ltr ? 'ltr' : undefined} className={props.ltr ? 'num text-start' : undefined} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('form.newTitle')} subtitle={t('form.description')} back={withBase(co.base, '/fleet/vehicle-installments')} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-label={t('form.newTitle')} data-testid="financing-form">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          {text('vendorName', { required: true })}
          {text('vendorContact')}
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormField id="financing-vehicleIds" label={t('fields.vehicles')} error={errors.vehicleIds} required>
              <EntityPicker id="financing-vehicleIds" selected={null} onSelect={addCar} useOptions={useAnyVehicle} placeholder={t('form.addVehicle')} />
            </FormField>
            <ul className="flex flex-wrap gap-2" data-testid="financing-vehicles">
              {cars.map((c) => (
                <li key={c.id} className="flex items-center gap-1 rounded-full border border-border bg-muted py-1 ps-3 pe-1 text-sm">
                  <span className="num">{c.label}</span>
                  <button type="button" className="flex size-7 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-background" aria-label={t('form.removeVehicle', { plate: ltr(c.value.plateNumber) })} onClick={() => setCars((list) => list.filter((x) => x.id !== c.id))}>
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            {cars.length ? null : <p className="text-xs text-muted-foreground">{t('form.noVehicles')}</p>}
          </div>
          {text('total', { ltr: true, numeric: true, required: true, label: `${t('fields.total')} (${co.currency})` })}
          {text('downPayment', { ltr: true, numeric: true, label: `${t('fields.downPayment')} (${co.currency})` })}
          <FormField id="financing-downPaymentMethod" label={t('fields.downPaymentMethod')}>
            <NativeSelect value={values.downPaymentMethod} onChange={(e) => set('downPaymentMethod', e.target.value)}>
              {FINANCING_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>{t(`method.${m}`)}</option>
              ))}
            </NativeSelect>
          </FormField>
          {text('instalmentCount', { ltr: true, numeric: true, required: true })}
          {text('annualRate', { ltr: true, numeric: true, required: true })}
          {text('startDate', { type: 'date', ltr: true, required: true })}
          <FormField id="financing-notes" label={t('fields.notes')} className="sm:col-span-2">
            <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
        </fieldset>
        <SchedulePreviewCard terms={terms} />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="outline" disabled={create.isPending} onClick={() => (activateRef.current = false)} data-testid="financing-save-draft">
            {create.isPending && !activateRef.current ? <Spinner /> : null}
            {t('form.saveDraft')}
          </Button>
          <Button type="submit" disabled={create.isPending} onClick={() => (activateRef.current = true)} data-testid="financing-save-activate" title={t('form.activateHint')}>
            {create.isPending && activateRef.current ? <Spinner /> : null}
            {t('form.saveActivate')}
          </Button>
          <Button variant="ghost" disabled={create.isPending} onClick={() => navigate(-1)}>
            {d('cancel')}
          </Button>
          <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
        </div>
      </form>
    </div>
  );
}
