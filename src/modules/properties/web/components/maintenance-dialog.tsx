import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { normaliseNumber } from '../../../../web/components/data/numbers';
import { Textarea } from '../../../../web/components/data/textarea';
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
import { usePropertyOptions } from '../api/property-options';
import { useSaveMaintenance } from '../api/save-maintenance';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PAYERS, MAINTENANCE_PRIORITIES, type MaintenanceDetail, type MaintenanceInput, type MaintenanceRow, type PropertyOption } from '../api/types';
import { usePropertiesT } from '../i18n';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing an open request; otherwise a new one. */
  request?: MaintenanceDetail | null;
  /** A new request on this property (from its page): the picker starts with it. */
  property?: PickerOption<PropertyOption> | null;
  onSaved?: (row: MaintenanceRow) => void;
};

const TEXTS = ['title', 'description', 'contractorName', 'contractorPhone', 'reportedBy', 'scheduledFor', 'estimatedCost'] as const;
type Field = (typeof TEXTS)[number] | 'category' | 'priority' | 'payer' | 'propertyId';
type Values = Record<Field, string> & { blocksLeasing: boolean };

function initial(request: MaintenanceDetail | null | undefined): Values {
  if (!request) return { propertyId: '', category: 'plumbing', priority: 'medium', payer: 'company', blocksLeasing: false, ...(Object.fromEntries(TEXTS.map((f) => [f, ''])) as Record<(typeof TEXTS)[number], string>) };
  const text = Object.fromEntries(TEXTS.map((f) => [f, request[f] ?? ''])) as Record<(typeof TEXTS)[number], string>;
  return { ...text, propertyId: request.propertyId, category: request.category, priority: request.priority, payer: request.payer, blocksLeasing: request.blocksLeasing };
}

/** A new maintenance request (property or unit, category, priority, what, who pays, blocking, contractor, estimate, date), or an open one's edit. */
export function MaintenanceDialog({ open, onOpenChange, request, property, onSaved }: Props) {
  const { t } = usePropertiesT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" aria-describedby="maintenance-form-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{request ? t('maintenance.form.editTitle', { number: request.requestNumber }) : t('maintenance.form.title')}</DialogTitle>
          <DialogDescription id="maintenance-form-description">{t('maintenance.form.description')}</DialogDescription>
        </div>
        {open ? (
          <MaintenanceForm
            request={request ?? null}
            property={property ?? null}
            onDone={(row) => {
              onSaved?.(row);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MaintenanceForm({ request, property, onDone, onCancel }: { request: MaintenanceDetail | null; property: PickerOption<PropertyOption> | null; onDone: (row: MaintenanceRow) => void; onCancel: () => void }) {
  const { t } = usePropertiesT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => ({ ...initial(request), ...(property ? { propertyId: property.id } : {}) }));
  const [picked, setPicked] = useState<PickerOption<PropertyOption> | null>(property);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveMaintenance();
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as Field]: _, ...rest }) => rest);
  };

  function body(): MaintenanceInput {
    const out: MaintenanceInput = { category: values.category, priority: values.priority, payer: values.payer, blocksLeasing: values.blocksLeasing };
    for (const f of TEXTS) out[f] = (f === 'estimatedCost' ? normaliseNumber(values[f]) : values[f].trim()) || null;
    if (request) {
      const before = initial(request);
      return Object.fromEntries(Object.entries(out).filter(([k, v]) => v !== ((before as Record<string, unknown>)[k] === '' ? null : (before as Record<string, unknown>)[k])));
    }
    return { ...Object.fromEntries(Object.entries(out).filter(([, v]) => v !== null)), propertyId: values.propertyId };
  }

  function submitNow() {
    if (save.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!request && !values.propertyId) found.propertyId = d('required');
    if (!values.title.trim()) found.title = d('required');
    const cost = normaliseNumber(values.estimatedCost);
    if (cost && !/^\d{1,12}(\.\d{1,6})?$/.test(cost)) found.estimatedCost = d('invalidAmount');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`maintenance-${first}`)?.focus();
    const payload = body();
    if (request && Object.keys(payload).length === 0) return onCancel();
    save.mutate(
      { id: request?.id ?? null, body: payload },
      {
        onSuccess: (row) => {
          toast.success(request ? t('maintenance.form.updated') : t('maintenance.form.created', { number: row.requestNumber }));
          onDone(row);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
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
  const text = (field: (typeof TEXTS)[number], opts: { required?: boolean; ltr?: boolean; type?: string; money?: boolean } = {}) => (
    <FormField id={`maintenance-${field}`} label={opts.money ? `${t(`maintenance.fields.${field as 'estimatedCost'}`)} (${co.currency})` : t(`maintenance.fields.${field as 'title'}`)} required={opts.required} error={errors[field]}>
      <Input type={opts.type ?? 'text'} inputMode={opts.money ? 'decimal' : undefined} dir={opts.ltr || opts.money ? 'ltr' : undefined} className={opts.ltr || opts.money ? 'num text-start' : undefined} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );
  const choice = (field: 'category' | 'priority' | 'payer', options: readonly string[], hint?: string) => (
    <FormField id={`maintenance-${field}`} label={t(`maintenance.fields.${field}`)} error={errors[field]} hint={hint}>
      <NativeSelect value={values[field]} onChange={(e) => set(field, e.target.value)}>
        {options.map((v) => (
          <option key={v} value={v}>
            {t(`maintenance.${field}.${v as 'other'}` as never)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={request ? t('maintenance.form.editTitle', { number: request.requestNumber }) : t('maintenance.form.title')}>
      {formError ? <Alert>{formError}</Alert> : null}
      {request ? null : (
        <FormField id="maintenance-propertyId" label={t('maintenance.form.property')} required error={errors.propertyId}>
          <EntityPicker
            id="maintenance-propertyId"
            selected={picked}
            onSelect={(option) => {
              setPicked(option);
              set('propertyId', option?.id ?? '');
            }}
            useOptions={usePropertyOptions}
            placeholder={t('maintenance.form.propertyPlaceholder')}
          />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text('title', { required: true })}
        {choice('category', MAINTENANCE_CATEGORIES)}
        {choice('priority', MAINTENANCE_PRIORITIES)}
        {choice('payer', MAINTENANCE_PAYERS, t('maintenance.form.payerHint'))}
        {text('estimatedCost', { money: true })}
        {text('scheduledFor', { type: 'date' })}
        {text('contractorName')}
        {text('contractorPhone', { ltr: true })}
        {text('reportedBy')}
        <FormField id="maintenance-description" label={t('maintenance.fields.description')} className="sm:col-span-2 lg:col-span-3">
          <Textarea value={values.description} onChange={(e) => set('description', e.target.value)} />
        </FormField>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox className="mt-0.5" checked={values.blocksLeasing} onChange={(e) => set('blocksLeasing', e.target.checked)} />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{t('maintenance.form.blocksLeasing')}</span>
          <span className="text-xs text-muted-foreground">{t('maintenance.form.blocksHint')}</span>
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
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
