import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useSaveProperty } from '../api/save-property';
import { PROPERTY_TYPES, type PropertyDetail } from '../api/types';
import { usePropertiesT } from '../i18n';
import { emptyProperty, toNewProperty, validateProperty, type PropertyField, type PropertyValues } from './property-form-values';
import { propertyName } from './property-name';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; building: PropertyDetail };

/** Adds a unit to a building: its number, name, type, size and rent; owner, address and place come from the building. */
export function UnitDialog({ open, onOpenChange, building }: Props) {
  const { t, language } = usePropertiesT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" aria-describedby="unit-form-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('unit.title', { name: propertyName(building, language) })}</DialogTitle>
          <DialogDescription id="unit-form-description">{t('unit.description')}</DialogDescription>
        </div>
        {open ? <UnitForm building={building} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UnitForm({ building, onDone }: { building: PropertyDetail; onDone: () => void }) {
  const { t } = usePropertiesT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PropertyValues>(() => ({ ...emptyProperty(), propertyType: building.propertyType === 'building' ? 'apartment' : building.propertyType }));
  const [errors, setErrors] = useState<Partial<Record<PropertyField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveProperty();
  const set = <K extends keyof PropertyValues>(field: K, value: PropertyValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as PropertyField]: _, ...rest }) => rest);
  };

  function submitNow() {
    if (save.isPending) return;
    const found = Object.fromEntries(Object.entries(validateProperty(values, { unit: true })).map(([f, code]) => [f, code === 'required' ? d('required') : code === 'invalid_amount' ? d('invalidAmount') : d('invalidNumber')]));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`unit-${first}`)?.focus();
    save.mutate(
      { id: null, body: toNewProperty(values, building.id) },
      {
        onSuccess: (unit) => {
          toast.success(t('unit.created', { number: unit.unitNumber ?? unit.propertyCode }));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<PropertyField, string>>);
          setFormError(errorText(error, d('saveFailed'), d('network')));
        },
      },
    );
  }
  useSaveShortcut(formRef, submitNow);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitNow();
  };
  const text = (field: PropertyField, opts: { required?: boolean; numeric?: boolean; money?: boolean } = {}) => (
    <FormField id={`unit-${field}`} label={opts.money ? `${t(`fields.${field as 'rentPrice'}`)} (${co.currency})` : t(`fields.${field as 'nameAr'}`)} required={opts.required} error={errors[field]}>
      <Input inputMode={opts.money ? 'decimal' : opts.numeric ? 'numeric' : undefined} dir={opts.numeric || opts.money ? 'ltr' : undefined} className={opts.numeric || opts.money ? 'num text-start' : undefined} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('detail.addUnit')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('unitNumber', { required: true, numeric: true })}
        <FormField id="unit-propertyType" label={t('fields.propertyType')} error={errors.propertyType}>
          <NativeSelect value={values.propertyType} onChange={(e) => set('propertyType', e.target.value)}>
            {PROPERTY_TYPES.filter((v) => v !== 'building').map((v) => (
              <option key={v} value={v}>
                {t(`type.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('nameAr', { required: true })}
        {text('nameEn')}
        {text('floorNumber', { numeric: true })}
        {text('areaSqm', { numeric: true })}
        {text('bedrooms', { numeric: true })}
        {text('bathrooms', { numeric: true })}
        {text('rentPrice', { money: true })}
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium">
          <Checkbox checked={values.furnished} onChange={(e) => set('furnished', e.target.checked)} />
          {t('fields.furnished')}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? d('saving') : d('save')}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
