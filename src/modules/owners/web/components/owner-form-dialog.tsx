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
import { useCreateOwner } from '../api/create-owner';
import type { Owner } from '../api/types';
import { useUpdateOwner } from '../api/update-owner';
import { useOwnersT } from '../i18n';
import { emptyOwner, ownerPatch, toOwnerInput, toOwnerValues, validateOwner, type OwnerErrors, type OwnerTextField, type OwnerValues } from './owner-form';
import { ownerName } from './owner-name';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; owner: Owner | null; onSaved?: (owner: Owner) => void };

/** Add or edit an owner: person or company, bank account and commission; inline errors, Ctrl+S saves. */
export function OwnerFormDialog({ open, onOpenChange, owner, onSaved }: Props) {
  const { t, language } = useOwnersT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-0 p-0" aria-describedby="owner-form-description">
        <div className="flex flex-col gap-1.5 border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{owner ? t('form.editTitle', { name: ownerName(owner, language) }) : t('form.newTitle')}</DialogTitle>
          <DialogDescription id="owner-form-description">{t('form.description')}</DialogDescription>
        </div>
        {open ? (
          <OwnerForm
            owner={owner}
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

function OwnerForm({ owner, onDone, onCancel }: { owner: Owner | null; onDone: (o: Owner) => void; onCancel: () => void }) {
  const { t } = useOwnersT();
  const d = useDataT().t;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<OwnerValues>(() => (owner ? toOwnerValues(owner) : emptyOwner()));
  const [errors, setErrors] = useState<OwnerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateOwner();
  const update = useUpdateOwner();
  const pending = create.isPending || update.isPending;
  const company = values.ownerType === 'company';

  const set = (field: OwnerTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  function onError(error: unknown) {
    setFormError(null);
    if (isApiError(error) && error.fields) {
      // A duplicate names the owner already recorded: show that message on the field.
      const fields = error.code === 'duplicate_owner' ? Object.fromEntries(Object.keys(error.fields).map((k) => [k, error.message])) : error.fields;
      setErrors(fields as OwnerErrors);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`owner-${first}`)?.focus();
      return;
    }
    setFormError(errorText(error, d('saveFailed'), d('network')));
  }

  function save() {
    if (pending) return;
    const codes = validateOwner(values);
    const found: OwnerErrors = Object.fromEntries(Object.entries(codes).map(([f, code]) => [f, code === 'required' ? d('required') : t('form.invalidCommission')]));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`owner-${first}`)?.focus();
    if (owner) {
      const patch = ownerPatch(values, owner);
      if (Object.keys(patch).length === 0) return onDone(owner);
      update.mutate({ id: owner.id, patch }, { onSuccess: (saved) => { toast.success(t('form.updated')); onDone(saved); }, onError });
    } else {
      create.mutate(toOwnerInput(values), { onSuccess: (saved) => { toast.success(t('form.created', { code: saved.ownerCode })); onDone(saved); }, onError });
    }
  }

  useSaveShortcut(formRef, () => save(), { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const text = (field: OwnerTextField, label: string, props: { required?: boolean; type?: string; dir?: 'ltr'; hint?: string; className?: string; inputMode?: 'decimal' } = {}) => (
    <FormField id={`owner-${field}`} label={label} required={props.required} error={errors[field]} hint={props.hint} className={props.className}>
      <Input type={props.type ?? 'text'} dir={props.dir} inputMode={props.inputMode} value={values[field]} onChange={(event) => set(field, event.target.value)} className={props.dir ? 'text-start' : undefined} />
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-col" aria-label={owner ? t('detail.edit') : t('form.newTitle')}>
      <div className="flex flex-col gap-6 px-5 py-5 sm:px-6">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.identity')}</legend>
          <FormField id="owner-ownerType" label={t('fields.ownerType')} required className="sm:col-span-2">
            <NativeSelect value={values.ownerType} onChange={(event) => setValues((v) => ({ ...v, ownerType: event.target.value === 'company' ? 'company' : 'individual' }))}>
              <option value="individual">{t('types.individual')}</option>
              <option value="company">{t('types.company')}</option>
            </NativeSelect>
          </FormField>
          {text('nameAr', company ? t('fields.companyNameAr') : t('fields.nameAr'), { required: true })}
          {text('nameEn', company ? t('fields.companyNameEn') : t('fields.nameEn'), { dir: 'ltr' })}
          {company ? text('commercialRegister', t('fields.commercialRegister'), { required: true, dir: 'ltr' }) : text('civilId', t('fields.civilId'), { required: true, dir: 'ltr' })}
          {company ? null : text('nationality', t('fields.nationality'))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.contact')}</legend>
          {text('phone', t('fields.phone'), { type: 'tel', dir: 'ltr' })}
          {text('email', t('fields.email'), { type: 'email', dir: 'ltr' })}
          {text('address', t('fields.address'), { className: 'sm:col-span-2' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-primary">{t('form.sections.bank')}</legend>
          {text('bankName', t('fields.bankName'))}
          {text('commissionRate', t('fields.commissionRate'), { dir: 'ltr', inputMode: 'decimal', hint: t('fields.commissionHint') })}
          {text('iban', t('fields.iban'), { dir: 'ltr', hint: t('fields.ibanHint'), className: 'sm:col-span-2' })}
          {owner ? (
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="size-4 accent-primary" checked={values.isActive} onChange={(event) => setValues((v) => ({ ...v, isActive: event.target.checked }))} />
              {t('fields.isActive')}
            </label>
          ) : null}
          <FormField id="owner-notes" label={t('fields.notes')} className="sm:col-span-2">
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
