import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { integerOf } from '../../../../web/components/data/numbers';
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
import { useVehicleById, useWorkshopVehicleOptions, vehicleOption } from '../api/vehicles';
import { useSavePlan } from '../api/work-orders';
import { MAINTENANCE_TYPES, type Plan } from '../api/types';
import { useWorkOrdersT } from '../i18n';

type VehiclePick = PickerOption<ReturnType<typeof vehicleOption>['value']>;

/** Create or change a preventive plan: one vehicle, or every vehicle of a make and model; every N km and/or M months. */
export function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useWorkOrdersT();
  const vehicle = useVehicleById(plan?.vehicleId ?? '');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg" aria-describedby="plan-dialog-description">
        <DialogTitle>{plan ? t('plans.edit') : t('plans.new')}</DialogTitle>
        <DialogDescription id="plan-dialog-description">{t('plans.emptyBody')}</DialogDescription>
        {plan?.vehicleId && vehicle.isPending ? <Spinner /> : <PlanForm plan={plan} vehicle={vehicle.data ? vehicleOption(vehicle.data) : null} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({ plan, vehicle: first, onDone }: { plan: Plan | null; vehicle: VehiclePick | null; onDone: () => void }) {
  const { t } = useWorkOrdersT();
  const d = useDataT().t;
  const save = useSavePlan();
  const [name, setName] = useState(plan?.name ?? '');
  const [type, setType] = useState<string>(plan?.maintenanceType ?? 'routine');
  const [byVehicle, setByVehicle] = useState(plan ? plan.vehicleId !== null : true);
  const [vehicle, setVehicle] = useState<VehiclePick | null>(first);
  const [make, setMake] = useState(plan?.make ?? '');
  const [model, setModel] = useState(plan?.model ?? '');
  const [km, setKm] = useState(plan?.intervalKm ? String(plan.intervalKm) : '');
  const [months, setMonths] = useState(plan?.intervalMonths ? String(plan.intervalMonths) : '');
  const [active, setActive] = useState(plan?.isActive ?? true);
  const [notes, setNotes] = useState(plan?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = d('required');
    if (byVehicle && !vehicle) found.vehicleId = d('required');
    if (!byVehicle && !make.trim()) found.make = d('required');
    if (!byVehicle && !model.trim()) found.model = d('required');
    const intervalKm = km.trim() ? integerOf(km) : null;
    const intervalMonths = months.trim() ? integerOf(months) : null;
    if (km.trim() && !intervalKm) found.intervalKm = d('invalidNumber');
    if (months.trim() && !intervalMonths) found.intervalMonths = d('invalidNumber');
    if (!km.trim() && !months.trim()) found.intervalKm = t('plans.needInterval');
    setErrors(found);
    if (Object.keys(found).length) return;
    setFormError(null);
    save.mutate(
      {
        id: plan?.id ?? null,
        body: {
          name: name.trim(),
          maintenanceType: type,
          vehicleId: byVehicle ? vehicle!.id : null,
          make: byVehicle ? null : make.trim(),
          model: byVehicle ? null : model.trim(),
          intervalKm,
          intervalMonths,
          isActive: active,
          notes: notes.trim() || null,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('plans.saved'));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          setFormError(errorText(error, d('saveFailed'), d('network')));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" data-testid="plan-form">
      {formError ? <Alert className="sm:col-span-2">{formError}</Alert> : null}
      <FormField id="plan-name" label={t('plans.name')} error={errors.name} required className="sm:col-span-2">
        <Input value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </FormField>
      <FormField id="plan-type" label={t('fields.type')}>
        <NativeSelect value={type} onChange={(e) => setType(e.target.value)}>
          {MAINTENANCE_TYPES.map((p) => (
            <option key={p} value={p}>{t(`type.${p}`)}</option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="plan-target" label={t('plans.target')}>
        <NativeSelect value={byVehicle ? 'vehicle' : 'model'} onChange={(e) => setByVehicle(e.target.value === 'vehicle')}>
          <option value="vehicle">{t('plans.oneVehicle')}</option>
          <option value="model">{t('plans.makeModel')}</option>
        </NativeSelect>
      </FormField>
      {byVehicle ? (
        <FormField id="plan-vehicleId" label={t('fields.vehicle')} error={errors.vehicleId} required className="sm:col-span-2">
          <EntityPicker id="plan-vehicleId" selected={vehicle} onSelect={setVehicle} useOptions={useWorkshopVehicleOptions} />
        </FormField>
      ) : (
        <>
          <FormField id="plan-make" label={t('plans.make')} error={errors.make} required>
            <Input value={make} onChange={(e) => setMake(e.target.value)} />
          </FormField>
          <FormField id="plan-model" label={t('plans.model')} error={errors.model} required>
            <Input value={model} onChange={(e) => setModel(e.target.value)} />
          </FormField>
        </>
      )}
      <FormField id="plan-intervalKm" label={t('plans.intervalKm')} error={errors.intervalKm}>
        <Input inputMode="numeric" dir="ltr" className="num text-start" value={km} onChange={(e) => setKm(e.target.value)} />
      </FormField>
      <FormField id="plan-intervalMonths" label={t('plans.intervalMonths')} error={errors.intervalMonths}>
        <Input inputMode="numeric" dir="ltr" className="num text-start" value={months} onChange={(e) => setMonths(e.target.value)} />
      </FormField>
      <label className="flex cursor-pointer items-center gap-2 text-sm sm:col-span-2">
        <Checkbox checked={active} onChange={() => setActive((v) => !v)} />
        {t('plans.isActive')}
      </label>
      <FormField id="plan-notes" label={t('fields.notes')} className="sm:col-span-2">
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {d('save')}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
