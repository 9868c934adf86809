import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { ltr, normaliseNumber } from '../../../../web/components/data/numbers';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useSaveVehicle } from '../api/save-vehicle';
import type { Vehicle } from '../api/types';
import { useFleetT } from '../i18n';
import { CHOICES, emptyVehicle, MONEY, toVehicleInput, toVehicleValues, validateVehicle, vehiclePatch, type VehicleField, type VehicleValues } from './vehicle-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; vehicle: Vehicle | null; currency: string; onSaved?: (v: Vehicle) => void };

/** Add or edit a vehicle in sections: identity, rates, documents, purchase and service; Ctrl+S saves. */
export function VehicleFormDialog({ open, onOpenChange, vehicle, currency, onSaved }: Props) {
  const { t } = useFleetT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-0 p-0" aria-describedby="vehicle-form-description">
        <div className="flex flex-col gap-1.5 border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{vehicle ? t('form.editTitle', { plate: ltr(vehicle.plateNumber) }) : t('form.newTitle')}</DialogTitle>
          <DialogDescription id="vehicle-form-description">{t('form.description')}</DialogDescription>
        </div>
        {open ? <VehicleForm vehicle={vehicle} currency={currency} onDone={(v) => { onSaved?.(v); onOpenChange(false); }} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VehicleForm({ vehicle, currency, onDone, onCancel }: { vehicle: Vehicle | null; currency: string; onDone: (v: Vehicle) => void; onCancel: () => void }) {
  const { t } = useFleetT();
  const d = useDataT().t;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<VehicleValues>(() => (vehicle ? toVehicleValues(vehicle) : emptyVehicle()));
  const [errors, setErrors] = useState<Partial<Record<VehicleField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveVehicle();

  const set = (field: VehicleField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submitNow() {
    if (save.isPending) return;
    const cleaned = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, ['notes', 'make', 'model', 'colorAr', 'color', 'insuranceProvider'].includes(k) ? v : normaliseNumber(v) || v.trim()])) as VehicleValues;
    const codes = validateVehicle(cleaned);
    const found: Partial<Record<VehicleField, string>> = {};
    for (const [f, code] of Object.entries(codes)) found[f as VehicleField] = code === 'required' ? d('required') : code === 'invalid_amount' ? d('invalidAmount') : d('invalidNumber');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`vehicle-${first}`)?.focus();
    setFormError(null);
    const body = vehicle ? vehiclePatch(cleaned, vehicle) : toVehicleInput(cleaned);
    if (vehicle && Object.keys(body).length === 0) return onDone(vehicle);
    save.mutate(
      { id: vehicle?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast.success(vehicle ? t('form.updated') : t('form.created', { plate: ltr(saved.plateNumber) }));
          onDone(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) {
            setErrors(error.fields as Partial<Record<VehicleField, string>>);
            const key = Object.keys(error.fields)[0];
            if (key) document.getElementById(`vehicle-${key}`)?.focus();
          }
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

  const text = (field: VehicleField, props: { required?: boolean; type?: string; ltr?: boolean; money?: boolean } = {}) => (
    <FormField id={`vehicle-${field}`} label={props.money ? `${t(`fields.${field as 'dailyRate'}`)} (${currency})` : t(`fields.${field as 'make'}`)} required={props.required} error={errors[field]}>
      <Input
        type={props.type ?? 'text'}
        inputMode={props.money ? 'decimal' : undefined}
        dir={props.ltr || props.money ? 'ltr' : undefined}
        className={props.ltr || props.money ? 'num text-start' : undefined}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </FormField>
  );
  const choice = (field: keyof typeof CHOICES, labels: (v: string) => string) => (
    <FormField id={`vehicle-${field}`} label={t(`fields.${field}`)} error={errors[field]}>
      <NativeSelect value={values[field]} onChange={(event) => set(field, event.target.value)}>
        {CHOICES[field].map((v) => (
          <option key={v} value={v}>
            {labels(v)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-col" aria-label={t('form.newTitle')}>
      <div className="flex flex-col gap-6 px-5 py-5 sm:px-6">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.identity')}</legend>
          {text('plateNumber', { required: true, ltr: true })}
          {text('make', { required: true })}
          {text('model', { required: true })}
          {text('year', { required: true, ltr: true })}
          {text('colorAr')}
          {text('color')}
          {choice('bodyType', (v) => t(`body.${v as 'sedan'}`))}
          {choice('fuelType', (v) => t(`fuelType.${v as 'petrol'}`))}
          {choice('transmission', (v) => t(`transmission.${v as 'manual'}`))}
          {text('seats', { ltr: true })}
          {text('odometer', { ltr: true })}
          {choice('status', (v) => t(`status.${v as 'available'}`))}
          {text('vin', { ltr: true })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.rates')}</legend>
          {MONEY.filter((m) => m !== 'purchaseCost').map((m) => (
            <div key={m} className="contents">
              {text(m, { money: true, required: m === 'dailyRate' })}
            </div>
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.documents')}</legend>
          {text('registrationNumber', { ltr: true })}
          {text('registrationExpiry', { type: 'date' })}
          {text('insurancePolicyNumber', { ltr: true })}
          {text('insuranceProvider')}
          {text('insuranceExpiry', { type: 'date' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.service')}</legend>
          {text('purchaseDate', { type: 'date' })}
          {text('purchaseCost', { money: true })}
          {text('serviceIntervalKm', { ltr: true })}
          {text('serviceIntervalMonths', { ltr: true })}
          {text('lastServiceDate', { type: 'date' })}
          {text('lastServiceOdometer', { ltr: true })}
          <FormField id="vehicle-notes" label={t('fields.notes')} className="sm:col-span-2 lg:col-span-3">
            <Textarea value={values.notes} onChange={(event) => set('notes', event.target.value)} />
          </FormField>
        </fieldset>
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-border bg-popover px-5 py-4 sm:px-6">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? d('saving') : d('save')}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
        <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
      </div>
    </form>
  );
}
