import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
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
import { useCreateTenant } from '../api/create-tenant';
import type { Tenant } from '../api/types';
import { useUpdateTenant } from '../api/update-tenant';
import { useTenantsT } from '../i18n';
import { emptyTenant, tenantPatch, toTenantInput, toTenantValues, validateTenant, type TenantErrors, type TenantTextField, type TenantValues } from './tenant-form';
import { TenantLookup } from './tenant-lookup';
import { tenantName } from './tenant-name';

type Seed = NonNullable<Parameters<typeof emptyTenant>[0]>;
type Props = { open: boolean; onOpenChange: (open: boolean) => void; tenant: Tenant | null; onSaved?: (tenant: Tenant) => void };

/**
 * Add a tenant (look the person up first, link them or enter a new record) or edit one: the
 * person's fields and the tenant profile in one form, Ctrl+S saves.
 */
export function TenantFormDialog({ open, onOpenChange, tenant, onSaved }: Props) {
  const { t, language } = useTenantsT();
  const [step, setStep] = useState<{ kind: 'lookup' | 'form'; seed: Seed }>({ kind: 'lookup', seed: {} });
  const done = (saved: Tenant) => {
    onSaved?.(saved);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setStep({ kind: 'lookup', seed: {} });
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-3xl gap-0 p-0" aria-describedby="tenant-form-description">
        <div className="flex flex-col gap-1.5 border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{tenant ? t('form.editTitle', { name: tenantName(tenant, language) }) : t('add.title')}</DialogTitle>
          <DialogDescription id="tenant-form-description">{tenant || step.kind === 'form' ? t('form.description') : t('add.description')}</DialogDescription>
        </div>
        {!open ? null : tenant ? (
          <TenantForm tenant={tenant} seed={{}} onDone={done} onCancel={() => onOpenChange(false)} />
        ) : step.kind === 'lookup' ? (
          <TenantLookup seed={step.seed} onLinked={done} onNew={(seed) => setStep({ kind: 'form', seed })} />
        ) : (
          <TenantForm tenant={null} seed={step.seed} onDone={done} onCancel={() => onOpenChange(false)} onFind={(seed) => setStep({ kind: 'lookup', seed })} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = { tenant: Tenant | null; seed: Seed; onDone: (t: Tenant) => void; onCancel: () => void; onFind?: (seed: Seed) => void };

function TenantForm({ tenant, seed, onDone, onCancel, onFind }: FormProps) {
  const { t } = useTenantsT();
  const d = useDataT().t;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TenantValues>(() => (tenant ? toTenantValues(tenant) : emptyTenant(seed)));
  const [errors, setErrors] = useState<TenantErrors>({});
  const [phoneClash, setPhoneClash] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const pending = create.isPending || update.isPending;
  const corporate = values.customerType === 'corporate';

  const set = (field: TenantTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    if (field === 'phone') setPhoneClash(null);
    if (field === 'civilId') setDuplicate(false);
  };

  function onError(error: unknown) {
    setFormError(null);
    if (isApiError(error) && error.code === 'duplicate_customer_phone') return setPhoneClash(error.message);
    if (isApiError(error) && error.code === 'duplicate_customer_civil_id') {
      setErrors({ civilId: error.message });
      setDuplicate(!tenant);
      return document.getElementById('tenant-civilId')?.focus();
    }
    if (isApiError(error) && error.fields) {
      setErrors(error.fields as TenantErrors);
      const first = Object.keys(error.fields)[0];
      if (first) document.getElementById(`tenant-${first}`)?.focus();
      return;
    }
    setFormError(errorText(error, d('saveFailed'), d('network')));
  }

  function save(confirmDuplicatePhone = false) {
    if (pending) return;
    const codes = validateTenant(values);
    const found: TenantErrors = Object.fromEntries(Object.entries(codes).map(([f, code]) => [f, code === 'required' ? d('required') : t('form.invalidAmount')]));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`tenant-${first}`)?.focus();
    const confirm = confirmDuplicatePhone ? { confirmDuplicatePhone } : {};
    if (tenant) {
      const patch = tenantPatch(values, tenant);
      if (Object.keys(patch).length === 0) return onDone(tenant);
      update.mutate({ id: tenant.id, patch: { ...patch, ...confirm } }, { onSuccess: (saved) => { toast.success(t('form.updated')); onDone(saved); }, onError });
    } else {
      create.mutate({ ...toTenantInput(values), ...confirm }, { onSuccess: (saved) => { toast.success(t('add.created', { number: saved.customerNumber })); onDone(saved); }, onError });
    }
  }

  useSaveShortcut(formRef, () => save(), { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const text = (field: TenantTextField, label: string, props: { required?: boolean; type?: string; dir?: 'ltr'; className?: string; inputMode?: 'decimal' } = {}) => (
    <FormField id={`tenant-${field}`} label={label} required={props.required} error={errors[field]} className={props.className}>
      <Input type={props.type ?? 'text'} dir={props.dir} inputMode={props.inputMode} value={values[field]} onChange={(event) => set(field, event.target.value)} className={props.dir ? 'text-start' : undefined} />
    </FormField>
  );
  const legend = 'mb-3 text-sm font-semibold text-primary';

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-col" aria-label={tenant ? t('detail.edit') : t('add.title')}>
      <div className="flex flex-col gap-6 px-5 py-5 sm:px-6">
        {formError ? <Alert>{formError}</Alert> : null}
        {duplicate && onFind ? (
          <Alert tone="warning">
            <p className="font-normal">{t('add.duplicateHint')}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => onFind({ civilId: values.civilId.trim() })}>
              {t('add.findThem')}
            </Button>
          </Alert>
        ) : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legend}>{t('form.sections.identity')}</legend>
          <FormField id="tenant-customerType" label={t('fields.customerType')} required className="sm:col-span-2">
            <NativeSelect value={values.customerType} onChange={(event) => setValues((v) => ({ ...v, customerType: event.target.value === 'corporate' ? 'corporate' : 'individual' }))}>
              <option value="individual">{t('types.individual')}</option>
              <option value="corporate">{t('types.corporate')}</option>
            </NativeSelect>
          </FormField>
          {text('nameAr', corporate ? t('fields.companyNameAr') : t('fields.nameAr'), { required: !values.nameEn.trim() })}
          {text('nameEn', corporate ? t('fields.companyNameEn') : t('fields.nameEn'), { dir: 'ltr' })}
          {corporate ? text('commercialRegister', t('fields.commercialRegister'), { dir: 'ltr' }) : text('nationality', t('fields.nationality'))}
          {text('civilId', t('fields.civilId'), { dir: 'ltr' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legend}>{t('form.sections.contact')}</legend>
          {text('phone', t('fields.phone'), { required: true, type: 'tel', dir: 'ltr' })}
          {text('alternativePhone', t('fields.alternativePhone'), { type: 'tel', dir: 'ltr' })}
          {text('email', t('fields.email'), { type: 'email', dir: 'ltr' })}
          {corporate ? text('contactPerson', t('fields.contactPerson')) : text('address', t('fields.address'))}
          {corporate ? text('address', t('fields.address'), { className: 'sm:col-span-2' }) : null}
          {phoneClash ? (
            <div className="sm:col-span-2" data-testid="duplicate-phone">
              <Alert tone="warning">
                <p className="font-semibold">{t('form.duplicatePhoneTitle')}</p>
                <p className="font-normal">{phoneClash}</p>
                <p className="mt-1 font-normal">{t('form.duplicatePhoneBody')}</p>
                <Button size="sm" variant="outline" className="mt-3" disabled={pending} onClick={() => save(true)}>
                  {t('form.saveAnyway')}
                </Button>
              </Alert>
            </div>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legend}>{t('form.sections.work')}</legend>
          {text('employer', t('fields.employer'))}
          {text('occupation', t('fields.occupation'))}
          {text('monthlyIncome', t('fields.monthlyIncome'), { dir: 'ltr', inputMode: 'decimal' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legend}>{t('form.sections.emergency')}</legend>
          {text('emergencyContactName', t('fields.emergencyContactName'))}
          {text('emergencyContactPhone', t('fields.emergencyContactPhone'), { type: 'tel', dir: 'ltr' })}
          <FormField id="tenant-notes" label={t('fields.notes')} className="sm:col-span-2">
            <Textarea value={values.notes} onChange={(event) => set('notes', event.target.value)} />
          </FormField>
        </fieldset>
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-border bg-popover px-5 py-4 sm:px-6">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? d('saving') : d('save')}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          {d('cancel')}
        </Button>
        {onFind ? (
          <Button variant="ghost" disabled={pending} onClick={() => onFind(seed)}>
            {t('add.back')}
          </Button>
        ) : null}
        <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
      </div>
    </form>
  );
}
