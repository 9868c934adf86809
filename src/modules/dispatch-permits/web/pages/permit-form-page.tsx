import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { isoToLocal, localToIso, useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr, normaliseNumber } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { usePermit, usePermitOptions, useSavePermit } from '../api/permits';
import { PERMIT_PRIORITIES, PERMIT_PURPOSES, type PermitDetail, type PermitInput } from '../api/types';
import { inLang } from '../components/permit-badges';
import { usePermitsT } from '../i18n';

type Values = Record<'vehicleId' | 'driverId' | 'purpose' | 'purposeAr' | 'purposeEn' | 'destinationAr' | 'destinationEn' | 'startAt' | 'endAt' | 'expectedKm' | 'fuelAllowance' | 'priority' | 'notes', string>;
type Field = keyof Values;

/** /fleet/dispatch-permits/new and /:id/edit — the period first, then only the vehicles free over it. */
export function PermitFormPage() {
  const { id = '' } = useParams();
  const query = usePermit(id, Boolean(id));
  if (id && query.isPending) return <SkeletonPage />;
  if (id && query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PermitForm key={id || 'new'} permit={id ? (query.data ?? null) : null} />;
}

function initial(permit: PermitDetail | null, timeZone: string, today: string): Values {
  if (!permit) return { vehicleId: '', driverId: '', purpose: 'delivery', purposeAr: '', purposeEn: '', destinationAr: '', destinationEn: '', startAt: `${today}T08:00`, endAt: `${today}T12:00`, expectedKm: '', fuelAllowance: '', priority: 'normal', notes: '' };
  return {
    vehicleId: permit.vehicleId,
    driverId: permit.driverId,
    purpose: permit.purpose,
    purposeAr: permit.purposeAr ?? '',
    purposeEn: permit.purposeEn ?? '',
    destinationAr: permit.destinationAr ?? '',
    destinationEn: permit.destinationEn ?? '',
    startAt: isoToLocal(permit.startAt, timeZone),
    endAt: isoToLocal(permit.endAt, timeZone),
    expectedKm: permit.expectedKm === null ? '' : String(permit.expectedKm),
    fuelAllowance: permit.fuelAllowance,
    priority: permit.priority,
    notes: permit.notes ?? '',
  };
}

function PermitForm({ permit }: { permit: PermitDetail | null }) {
  const { t, language } = usePermitsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initial(permit, co.timeZone, co.today));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSavePermit();

  const validPeriod = values.startAt.length >= 16 && values.endAt.length >= 16 && values.endAt > values.startAt;
  const startIso = validPeriod ? localToIso(values.startAt, co.timeZone) : null;
  const endIso = validPeriod ? localToIso(values.endAt, co.timeZone) : null;
  const options = usePermitOptions(startIso, endIso, permit?.id ?? '');
  const vehicles = options.data?.vehicles ?? [];
  const drivers = options.data?.drivers ?? [];
  // A vehicle chosen earlier that is no longer free for the new times is dropped from the choice.
  const vehicleId = vehicles.some((v) => v.id === values.vehicleId) ? values.vehicleId : '';

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submitNow() {
    if (save.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!validPeriod) found.endAt = t('form.endBeforeStart');
    if (!vehicleId) found.vehicleId = d('required');
    if (!values.driverId) found.driverId = d('required');
    const km = normaliseNumber(values.expectedKm).trim();
    if (km && !/^\d{1,7}$/.test(km)) found.expectedKm = d('invalidNumber');
    const fuel = normaliseNumber(values.fuelAllowance).trim();
    if (fuel && !/^\d{1,12}(\.\d{1,6})?$/.test(fuel)) found.fuelAllowance = d('invalidAmount');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`permit-${first}`)?.focus();
    setFormError(null);
    const body: PermitInput = {
      vehicleId,
      driverId: values.driverId,
      purpose: values.purpose,
      purposeAr: values.purposeAr.trim() || null,
      purposeEn: values.purposeEn.trim() || null,
      destinationAr: values.destinationAr.trim() || null,
      destinationEn: values.destinationEn.trim() || null,
      startAt: startIso!,
      endAt: endIso!,
      expectedKm: km ? Number(km) : null,
      fuelAllowance: fuel || '0',
      priority: values.priority,
      notes: values.notes.trim() || null,
    };
    save.mutate(
      { id: permit?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast.success(permit ? t('form.updated') : t('form.created', { number: saved.permitNumber }));
          navigate(withBase(co.base, `/fleet/dispatch-permits/${saved.id}`));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
          setFormError(errorText(error, d('saveFailed'), d('network')));
        },
      },
    );
  }
  useSaveShortcut(formRef, submitNow, { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitNow();
  };

  const text = (field: Field, props: { type?: string; ltr?: boolean; label?: string; required?: boolean } = {}) => (
    <FormField id={`permit-${field}`} label={props.label ?? t(`fields.${field as 'notes'}`)} error={errors[field]} required={props.required}>
      <Input type={props.type ?? 'text'} dir={props.ltr ? 'ltr' : undefined} className={props.ltr ? 'num text-start' : undefined} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={permit ? t('form.editTitle', { number: permit.permitNumber }) : t('form.newTitle')} subtitle={t('form.description')} back={withBase(co.base, permit ? `/fleet/dispatch-permits/${permit.id}` : '/fleet/dispatch-permits')} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-label={t('form.newTitle')} data-testid="permit-form">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          {text('startAt', { type: 'datetime-local', ltr: true, required: true })}
          {text('endAt', { type: 'datetime-local', ltr: true, required: true })}
          <FormField id="permit-vehicleId" label={t('fields.vehicle')} error={errors.vehicleId} required hint={!validPeriod ? t('form.pickTimes') : options.isSuccess && !vehicles.length ? t('form.noFree') : undefined}>
            <NativeSelect value={vehicleId} disabled={!validPeriod} onChange={(e) => set('vehicleId', e.target.value)}>
              <option value="">{t('form.chooseVehicle')}</option>
              {vehicles.map((v) => (
                <option key={v.id} value={v.id}>{`${ltr(v.plateNumber)} — ${v.make} ${v.model}`}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="permit-driverId" label={t('fields.driver')} error={errors.driverId} required>
            <NativeSelect value={values.driverId} onChange={(e) => set('driverId', e.target.value)}>
              <option value="">{t('form.chooseDriver')}</option>
              {drivers.map((e) => (
                <option key={e.id} value={e.id}>{`${inLang(language, e.nameAr, e.nameEn)} (${e.employeeNumber})`}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="permit-purpose" label={t('fields.purpose')} required>
            <NativeSelect value={values.purpose} onChange={(e) => set('purpose', e.target.value)}>
              {PERMIT_PURPOSES.map((p) => (
                <option key={p} value={p}>{t(`purpose.${p}`)}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="permit-priority" label={t('fields.priority')}>
            <NativeSelect value={values.priority} onChange={(e) => set('priority', e.target.value)}>
              {PERMIT_PRIORITIES.map((p) => (
                <option key={p} value={p}>{t(`priority.${p}`)}</option>
              ))}
            </NativeSelect>
          </FormField>
          {text('destinationAr')}
          {text('destinationEn')}
          {text('purposeAr')}
          {text('purposeEn')}
          {text('expectedKm', { ltr: true })}
          {text('fuelAllowance', { ltr: true, label: `${t('fields.fuelAllowance')} (${co.currency})` })}
          <FormField id="permit-notes" label={t('fields.notes')} className="sm:col-span-2">
            <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? d('saving') : d('save')}
          </Button>
          <Button variant="ghost" disabled={save.isPending} onClick={() => navigate(-1)}>
            {d('cancel')}
          </Button>
          <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
        </div>
      </form>
    </div>
  );
}
