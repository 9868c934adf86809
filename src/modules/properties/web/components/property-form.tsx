import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Section } from '../../../../web/components/data/section';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useOwnerOptions } from '../api/owner-options';
import { useSaveProperty } from '../api/save-property';
import { defaultUsage } from '../../../../core/leasing';
import { PROPERTY_FEATURES, PROPERTY_TYPES, PROPERTY_USAGES, type Property, type PropertyDetail, type PropertyType } from '../api/types';
import { usePropertiesT } from '../i18n';
import { FeatureChips } from './feature-chips';
import { propertyName } from './property-name';
import { emptyProperty, propertyPatch, toNewProperty, toPropertyValues, validateProperty, type FieldError, type PropertyField, type PropertyValues } from './property-form-values';

type Props = { property: PropertyDetail | null; currency: string; onSaved: (p: Property) => void; onCancel: () => void };

/** Add or edit a property in sections (basics, location, details, features, prices, owner); Ctrl+S saves; the server's field errors show inline. */
export function PropertyForm({ property, currency, onSaved, onCancel }: Props) {
  const { t, language } = usePropertiesT();
  const d = useDataT().t;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PropertyValues>(() => (property ? toPropertyValues(property) : emptyProperty()));
  const [errors, setErrors] = useState<Partial<Record<PropertyField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveProperty();
  const owners = useOwnerOptions();
  const message = (code: FieldError) => (code === 'required' ? d('required') : code === 'invalid_amount' ? d('invalidAmount') : code === 'invalid_coordinates' ? t('messages.invalid_coordinates') : d('invalidNumber'));

  const set = <K extends keyof PropertyValues>(field: K, value: PropertyValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field as PropertyField]) setErrors(({ [field as PropertyField]: _, ...rest }) => rest);
  };
  const focus = (field: string) => document.getElementById(`property-${field}`)?.focus();

  function submitNow() {
    if (save.isPending) return;
    const found = Object.fromEntries(Object.entries(validateProperty(values, { unit: Boolean(property?.parentId) })).map(([f, code]) => [f, message(code)]));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return focus(first);
    setFormError(null);
    const body = property ? propertyPatch(values, property) : toNewProperty(values);
    if (property && Object.keys(body).length === 0) return onSaved(property);
    save.mutate(
      { id: property?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast.success(property ? t('form.updated') : t('form.created', { code: saved.propertyCode }));
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) {
            setErrors(error.fields as Partial<Record<PropertyField, string>>);
            const key = Object.keys(error.fields)[0];
            if (key) focus(key);
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

  const text = (field: PropertyField, opts: { required?: boolean; ltr?: boolean; money?: boolean; decimal?: boolean; hint?: ReactNode; wide?: boolean } = {}) => (
    <FormField id={`property-${field}`} label={opts.money ? `${t(`fields.${field as 'rentPrice'}`)} (${currency})` : t(`fields.${field as 'nameAr'}`)} required={opts.required} error={errors[field]} hint={opts.hint} className={opts.wide ? 'sm:col-span-2' : undefined}>
      <Input
        inputMode={opts.money || opts.decimal ? 'decimal' : opts.ltr ? 'numeric' : undefined}
        dir={opts.ltr || opts.money || opts.decimal ? 'ltr' : undefined}
        className={opts.ltr || opts.money || opts.decimal ? 'num text-start' : undefined}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </FormField>
  );
  const choice = (field: PropertyField, options: ReadonlyArray<[string, string]>, hint?: ReactNode) => (
    <FormField id={`property-${field}`} label={t(`fields.${field as 'usage'}`)} error={errors[field]} hint={hint}>
      <NativeSelect value={values[field]} onChange={(event) => set(field, event.target.value)}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={property ? t('form.editTitle', { code: property.propertyCode }) : t('form.addTitle')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <Section title={t('form.sections.basics')}>
        <div className={grid}>
          {text('nameAr', { required: true })}
          {text('nameEn')}
          {choice('propertyType', PROPERTY_TYPES.map((v) => [v, t(`type.${v}`)]))}
          {property?.parentId ? text('unitNumber', { required: true, ltr: true }) : null}
          {text('propertyCode', { ltr: true, hint: property ? undefined : t('form.codeHint') })}
          {choice('usage', [['', t('form.usageDefault', { usage: t(`usage.${defaultUsage(values.propertyType as PropertyType)}`) })], ...PROPERTY_USAGES.map((v): [string, string] => [v, t(`usage.${v}`)])])}
          {property ? null : choice('status', (['available', 'for_sale', 'reserved'] as const).map((v) => [v, t(`status.${v}`)]), t('form.statusHint'))}
        </div>
      </Section>
      <Section title={t('form.sections.location')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('city')}
          {text('district')}
          {text('address', { wide: true })}
          {text('latitude', { decimal: true })}
          {text('longitude', { decimal: true })}
          <p className="text-xs text-muted-foreground sm:col-span-2">{t('form.coordinatesHint')}</p>
        </div>
      </Section>
      <Section title={t('form.sections.details')}>
        <div className={grid}>
          {text('areaSqm', { decimal: true })}
          {text('bedrooms', { ltr: true })}
          {text('bathrooms', { ltr: true })}
          {values.propertyType === 'building' ? text('floors', { ltr: true }) : text('floorNumber', { ltr: true })}
          {text('parkingSpaces', { ltr: true })}
          <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium">
            <Checkbox id="property-furnished" checked={values.furnished} onChange={(event) => set('furnished', event.target.checked)} />
            {t('fields.furnished')}
          </label>
          <FormField id="property-description" label={t('fields.description')} className="sm:col-span-2 lg:col-span-3">
            <Textarea value={values.description} onChange={(event) => set('description', event.target.value)} />
          </FormField>
        </div>
      </Section>
      <Section title={t('form.sections.features')}>
        <FeatureChips label={t('fields.features')} options={PROPERTY_FEATURES.map((f) => ({ value: f, label: t(`feature.${f}`) }))} value={values.features} onChange={(features) => set('features', features)} />
      </Section>
      <Section title={t('form.sections.pricing')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('rentPrice', { money: true })}
          {text('salePrice', { money: true })}
        </div>
      </Section>
      <Section title={t('form.sections.owner')}>
        {owners.data ? (
          choice('ownerId', [['', t('form.noOwner')], ...owners.data.map((o): [string, string] => [o.id, `${o.ownerCode} — ${propertyName(o, language)}`])], t('form.ownerHint'))
        ) : owners.isPending ? (
          <Spinner />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="owners-unavailable">
            {property?.ownerNameAr ? `${t('fields.ownerId')}: ${propertyName({ nameAr: property.ownerNameAr, nameEn: property.ownerNameEn }, language)}. ` : ''}
            {t('form.ownersUnavailable')}
          </p>
        )}
      </Section>
      {/* Above the phone's bottom bar, like the list's bulk bar. */}
      <div className="sticky bottom-20 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card/95 p-3 shadow-lg backdrop-blur md:bottom-4">
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
