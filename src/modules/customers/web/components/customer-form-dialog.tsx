import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Textarea } from '../../../../web/components/data/textarea';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useCreateCustomer } from '../api/create-customer';
import type { Customer } from '../api/types';
import { useUpdateCustomer } from '../api/update-customer';
import { useCustomersT } from '../i18n';
import { customerName } from './customer-name';
import { customerPatch, emptyCustomer, toCustomerInput, toCustomerValues, validateCustomer, type CustomerErrors, type CustomerTextField, type CustomerValues } from './customer-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; customer: Customer | null; currency: string; onSaved?: (customer: Customer) => void };

/** Add or edit a customer: individual or company fields, inline errors, duplicate checks, Ctrl+S saves. */
export function CustomerFormDialog({ open, onOpenChange, customer, currency, onSaved }: Props) {
  const { t, language } = useCustomersT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-0 p-0" aria-describedby="customer-form-description">
        <div className="flex flex-col gap-1.5 border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{customer ? t('form.editTitle', { name: customerName(customer, language) }) : t('form.newTitle')}</DialogTitle>
          <DialogDescription id="customer-form-description">{t('form.description')}</DialogDescription>
        </div>
        {open ? (
          <CustomerForm
            customer={customer}
            currency={currency}
            onDone={(saved) => {
              onSaved?.(saved);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CustomerForm({ customer, currency, onDone, onCancel }: { customer: Customer | null; currency: string; onDone: (c: Customer) => void; onCancel: () => void }) {
  const { t } = useCustomersT();
  const d = useDataT().t;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CustomerValues>(() => (customer ? toCustomerValues(customer) : emptyCustomer()));
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [phoneClash, setPhoneClash] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const pending = create.isPending || update.isPending;
  const corporate = values.customerType === 'corporate';

  const set = (field: CustomerTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    if (field === 'phone') setPhoneClash(null);
  };

  function onError(error: unknown) {
    setFormError(null);
    if (isApiError(error) && error.code === 'duplicate_customer_phone') {
      setPhoneClash(error.message);
      return;
    }
    if (isApiError(error) && error.code === 'duplicate_customer_civil_id') {
      setErrors({ civilId: error.message });
      document.getElementById('customer-civilId')?.focus();
      return;
    }
    if (isApiError(error) && error.fields) {
      setErrors(error.fields as CustomerErrors);
      const first = Object.keys(error.fields)[0];
      if (first) document.getElementById(`customer-${first}`)?.focus();
      return;
    }
    setFormError(errorText(error, d('saveFailed'), d('network')));
  }

  function save(confirmDuplicatePhone = false) {
    if (pending) return;
    const codes = validateCustomer(values);
    const found: CustomerErrors = Object.fromEntries(Object.entries(codes).map(([f, code]) => [f, code === 'required' ? d('required') : t('fields.creditLimit')]));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`customer-${first}`)?.focus();
    const done = (saved: Customer, message: string) => {
      toast.success(message);
      onDone(saved);
    };
    if (customer) {
      const patch = customerPatch(values, customer);
      if (Object.keys(patch).length === 0) return onDone(customer);
      update.mutate({ id: customer.id, patch: confirmDuplicatePhone ? { ...patch, confirmDuplicatePhone } : patch }, { onSuccess: (saved) => done(saved, t('form.updated')), onError });
    } else {
      const body = toCustomerInput(values);
      create.mutate(confirmDuplicatePhone ? { ...body, confirmDuplicatePhone } : body, { onSuccess: (saved) => done(saved, t('form.created', { number: saved.customerNumber })), onError });
    }
  }

  useSaveShortcut(formRef, () => save(), { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const text = (field: CustomerTextField, label: string, props: { required?: boolean; type?: string; dir?: 'ltr'; hint?: ReactNode; className?: string } = {}) => (
    <FormField id={`customer-${field}`} label={label} required={props.required} error={errors[field]} hint={props.hint} className={props.className}>
      <Input type={props.type ?? 'text'} dir={props.dir} value={values[field]} onChange={(event) => set(field, event.target.value)} className={props.dir ? 'text-start' : undefined} />
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-col" aria-label={t('form.newTitle')}>
      <div className="flex flex-col gap-6 px-5 py-5 sm:px-6">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.identity')}</legend>
          <FormField id="customer-customerType" label={t('fields.customerType')} required className="sm:col-span-2">
            <NativeSelect value={values.customerType} onChange={(event) => setValues((v) => ({ ...v, customerType: event.target.value === 'corporate' ? 'corporate' : 'individual' }))}>
              <option value="individual">{t('types.individual')}</option>
              <option value="corporate">{t('types.corporate')}</option>
            </NativeSelect>
          </FormField>
          {text('nameAr', corporate ? t('fields.companyNameAr') : t('fields.nameAr'), { required: !values.nameEn.trim() })}
          {text('nameEn', corporate ? t('fields.companyNameEn') : t('fields.nameEn'), { dir: 'ltr' })}
          {text('phone', t('fields.phone'), { required: true, type: 'tel', dir: 'ltr' })}
          {text('alternativePhone', t('fields.alternativePhone'), { type: 'tel', dir: 'ltr' })}
          {text('email', t('fields.email'), { type: 'email', dir: 'ltr' })}
          {corporate ? text('contactPerson', t('fields.contactPerson')) : text('nationality', t('fields.nationality'))}
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
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.documents')}</legend>
          {corporate ? text('commercialRegister', t('fields.commercialRegister'), { dir: 'ltr' }) : null}
          {text('civilId', t('fields.civilId'), { dir: 'ltr' })}
          {text('civilIdExpiry', t('fields.civilIdExpiry'), { type: 'date' })}
          {corporate ? null : text('passportNumber', t('fields.passportNumber'), { dir: 'ltr' })}
          {corporate ? null : text('passportExpiry', t('fields.passportExpiry'), { type: 'date' })}
          {text('licenseNumber', t('fields.licenseNumber'), { dir: 'ltr' })}
          {text('licenseExpiry', t('fields.licenseExpiry'), { type: 'date' })}
          {corporate ? null : text('dateOfBirth', t('fields.dateOfBirth'), { type: 'date' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.contact')}</legend>
          {text('address', t('fields.address'))}
          {text('city', t('fields.city'))}
          {text('creditLimit', `${t('fields.creditLimit')} (${currency})`, { dir: 'ltr' })}
          <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" checked={values.isActive} onChange={(event) => setValues((v) => ({ ...v, isActive: event.target.checked }))} />
            {t('fields.isActive')}
          </label>
          <FormField id="customer-notes" label={t('fields.notes')} className="sm:col-span-2">
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
        <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
      </div>
    </form>
  );
}
