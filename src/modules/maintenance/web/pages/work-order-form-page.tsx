import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { workOrderCost } from '../../../../core/fleet';
import { resolveCurrency } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { isoToLocal, localToIso, useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { amountOf, normaliseNumber } from '../../../../web/components/data/numbers';
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
import { useVehicleById, useWorkshopVehicleOptions, vehicleOption } from '../api/vehicles';
import { useSaveWorkOrder, useWorkOrder } from '../api/work-orders';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_TYPES, type WorkOrder, type WorkOrderInput } from '../api/types';
import { PartsEditor, type PartDraft } from '../components/parts-editor';
import { useWorkOrdersT } from '../i18n';

type Values = Record<'maintenanceType' | 'priority' | 'workshopName' | 'description' | 'scheduledAt' | 'expectedEndAt' | 'estimatedCost' | 'labourCost' | 'paidBy' | 'notes', string>;
type VehicleOption = ReturnType<typeof vehicleOption>;

/** /fleet/maintenance/new (?vehicleId=&planId=&type= from a due row) and /fleet/maintenance/:id/edit. */
export function WorkOrderFormPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const preset = id ? '' : (params.get('vehicleId') ?? '');
  const query = useWorkOrder(id, Boolean(id));
  const vehicle = useVehicleById(preset);
  if ((id && query.isPending) || (preset && vehicle.isPending)) return <SkeletonPage />;
  if (id && query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const order = id ? (query.data ?? null) : null;
  const chosen = order ? vehicleOption({ ...order.vehicle, year: 0 }) : vehicle.data ? vehicleOption(vehicle.data) : null;
  const planId = id ? (order?.planId ?? null) : params.get('planId');
  const type = params.get('type');
  return <WorkOrderForm key={id || 'new'} order={order} vehicle={chosen} planId={planId} presetType={type && (MAINTENANCE_TYPES as readonly string[]).includes(type) ? type : null} />;
}

function initial(order: WorkOrder | null, timeZone: string, today: string, type: string | null): Values {
  if (!order) return { maintenanceType: type ?? 'routine', priority: 'medium', workshopName: '', description: '', scheduledAt: `${today}T08:00`, expectedEndAt: `${today}T17:00`, estimatedCost: '', labourCost: '', paidBy: 'payable', notes: '' };
  return {
    maintenanceType: order.maintenanceType,
    priority: order.priority,
    workshopName: order.workshopName ?? '',
    description: order.description ?? '',
    scheduledAt: isoToLocal(order.scheduledAt, timeZone),
    expectedEndAt: isoToLocal(order.expectedEndAt, timeZone),
    estimatedCost: order.estimatedCost === '0' || /^0(\.0+)?$/.test(order.estimatedCost) ? '' : order.estimatedCost,
    labourCost: /^0(\.0+)?$/.test(order.labourCost) ? '' : order.labourCost,
    paidBy: order.paidBy,
    notes: order.notes ?? '',
  };
}

function WorkOrderForm({ order, vehicle: firstVehicle, planId, presetType }: { order: WorkOrder | null; vehicle: VehicleOption | null; planId: string | null; presetType: string | null }) {
  const { t } = useWorkOrdersT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initial(order, co.timeZone, co.today, presetType));
  const [vehicle, setVehicle] = useState<PickerOption<VehicleOption['value']> | null>(firstVehicle);
  const [parts, setParts] = useState<PartDraft[]>(() => (order?.parts ?? []).map((p, i) => ({ key: i + 1, name: p.name, quantity: p.quantity, unitPrice: p.unitPrice })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveWorkOrder();
  // A vehicle in the workshop stays with its order (the server refuses the change).
  const vehicleLocked = order !== null && order.status !== 'pending';

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  // Live totals as the server computes them: each line rounded, VAT at the company's rate.
  const cleanParts = parts.map((p) => ({ name: p.name.trim(), quantity: normaliseNumber(p.quantity), unitPrice: amountOf(p.unitPrice) }));
  const partValid = (p: (typeof cleanParts)[number]) => /^\d{1,6}(\.\d{1,3})?$/.test(p.quantity) && p.unitPrice !== null && p.unitPrice !== '';
  const labour = amountOf(values.labourCost);
  const currency = resolveCurrency(co.currency);
  const cost = workOrderCost({ labour: labour || '0', parts: cleanParts.filter(partValid).map((p) => ({ ...p, unitPrice: p.unitPrice! })), vatRate: co.vatRate ?? '0' }, currency);
  let next = 0;
  const lineTotals = cleanParts.map((p) => (partValid(p) ? (cost.lines[next++]?.total ?? null) : null));

  function submitNow() {
    if (save.isPending) return;
    const found: Record<string, string> = {};
    if (!vehicle) found.vehicleId = d('required');
    const validWindow = values.scheduledAt.length >= 16 && values.expectedEndAt.length >= 16 && values.expectedEndAt > values.scheduledAt;
    if (!validWindow) found.expectedEndAt = t('form.endBeforeStart');
    const estimate = amountOf(values.estimatedCost);
    if (estimate === null) found.estimatedCost = d('invalidAmount');
    if (labour === null) found.labourCost = d('invalidAmount');
    cleanParts.forEach((p, i) => {
      if (!p.name) found[`parts.${i}.name`] = d('required');
      else if (!/^\d{1,6}(\.\d{1,3})?$/.test(p.quantity)) found[`parts.${i}.quantity`] = d('invalidNumber');
      else if (!p.unitPrice) found[`parts.${i}.unitPrice`] = d('invalidAmount');
    });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`work-order-${first}`)?.focus();
    setFormError(null);
    const body: WorkOrderInput = {
      vehicleId: vehicle!.id,
      maintenanceType: values.maintenanceType,
      priority: values.priority,
      description: values.description.trim() || null,
      workshopName: values.workshopName.trim() || null,
      scheduledAt: localToIso(values.scheduledAt, co.timeZone),
      expectedEndAt: localToIso(values.expectedEndAt, co.timeZone),
      estimatedCost: estimate || '0',
      labourCost: labour || '0',
      parts: cleanParts.map((p) => ({ name: p.name, quantity: p.quantity, unitPrice: p.unitPrice! })),
      paidBy: values.paidBy === 'cash' ? 'cash' : 'payable',
      notes: values.notes.trim() || null,
      ...(planId ? { planId } : {}),
    };
    const { vehicleId, ...changes } = body;
    save.mutate(
      { id: order?.id ?? null, body: order && vehicleLocked ? changes : { vehicleId, ...changes } },
      {
        onSuccess: (saved) => {
          toast.success(order ? t('form.updated') : t('form.created', { number: saved.maintenanceNumber }));
          navigate(withBase(co.base, `/fleet/maintenance/${saved.id}`));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
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

  const text = (field: keyof Values, label: string, props: { type?: string; ltr?: boolean; required?: boolean } = {}) => (
    <FormField id={`work-order-${field}`} label={label} error={errors[field]} required={props.required}>
      <Input type={props.type ?? 'text'} inputMode={props.ltr && props.type !== 'datetime-local' ? 'decimal' : undefined} dir={props.ltr ? 'ltr' : undefined} className={props.ltr ? 'num text-start' : undefined} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );
  const title = order ? t('form.editTitle', { number: order.maintenanceNumber }) : t('form.newTitle');

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} subtitle={t('form.description')} back={withBase(co.base, order ? `/fleet/maintenance/${order.id}` : '/fleet/maintenance')} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-label={title} data-testid="work-order-form">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">{t('form.schedule')}</legend>
          <FormField id="work-order-vehicleId" label={t('fields.vehicle')} error={errors.vehicleId} required>
            {vehicleLocked ? (
              <Input value={vehicle?.label ?? ''} disabled />
            ) : (
              <EntityPicker id="work-order-vehicleId" selected={vehicle} onSelect={(v) => { setVehicle(v); setErrors(({ vehicleId: _, ...rest }) => rest); }} useOptions={useWorkshopVehicleOptions} placeholder={t('form.chooseVehicle')} />
            )}
          </FormField>
          <FormField id="work-order-maintenanceType" label={t('fields.type')} required>
            <NativeSelect value={values.maintenanceType} onChange={(e) => set('maintenanceType', e.target.value)}>
              {MAINTENANCE_TYPES.map((p) => (
                <option key={p} value={p}>{t(`type.${p}`)}</option>
              ))}
            </NativeSelect>
          </FormField>
          {text('scheduledAt', t('fields.scheduledAt'), { type: 'datetime-local', ltr: true, required: true })}
          {text('expectedEndAt', t('fields.expectedEndAt'), { type: 'datetime-local', ltr: true, required: true })}
          <FormField id="work-order-priority" label={t('fields.priority')}>
            <NativeSelect value={values.priority} onChange={(e) => set('priority', e.target.value)}>
              {MAINTENANCE_PRIORITIES.map((p) => (
                <option key={p} value={p}>{t(`priority.${p}`)}</option>
              ))}
            </NativeSelect>
          </FormField>
          {text('workshopName', t('fields.workshop'))}
          <FormField id="work-order-description" label={t('fields.description')} className="sm:col-span-2">
            <Textarea value={values.description} onChange={(e) => set('description', e.target.value)} />
          </FormField>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-base font-semibold">{t('parts.title')}</legend>
          <PartsEditor parts={parts} totals={lineTotals} errors={errors} onChange={setParts} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">{t('form.costs')}</legend>
          {text('estimatedCost', `${t('fields.estimatedCost')} (${co.currency})`, { ltr: true })}
          {text('labourCost', `${t('fields.labourCost')} (${co.currency})`, { ltr: true })}
          <FormField id="work-order-paidBy" label={t('fields.paidBy')}>
            <NativeSelect value={values.paidBy} onChange={(e) => set('paidBy', e.target.value)}>
              <option value="payable">{t('paidBy.payable')}</option>
              <option value="cash">{t('paidBy.cash')}</option>
            </NativeSelect>
          </FormField>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 self-end rounded-md bg-muted/50 p-3 text-sm" data-testid="work-order-form-totals">
            <dt className="text-muted-foreground">{t('parts.partsTotal')}</dt>
            <dd className="num text-end">{co.money(cost.partsTotal)}</dd>
            <dt className="text-muted-foreground">{t('parts.net')}</dt>
            <dd className="num text-end">{co.money(cost.net)}</dd>
            <dt className="text-muted-foreground">{t('parts.vatRate', { rate: co.f.number(Number(co.vatRate ?? '0')) })}</dt>
            <dd className="num text-end">{co.money(cost.vat)}</dd>
            <dt className="font-semibold">{t('parts.grandTotal')}</dt>
            <dd className="num text-end font-semibold">{co.money(cost.total)}</dd>
          </dl>
          <FormField id="work-order-notes" label={t('fields.notes')} className="sm:col-span-2">
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
