import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { useVehicleOptions, type Vehicle } from '../../../fleet/web';
import { useCaptureFine } from '../api/fine-actions';
import { useFinesT } from '../i18n';

/** A fine typed by hand: its time on the company's clock (the server reads it in the company's zone) and matched on save. */
export function CaptureDialog({ open, onOpenChange, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; onSaved: (id: string) => void }) {
  const { t } = useFinesT();
  const capture = useCaptureFine();
  const [vehicle, setVehicle] = useState<PickerOption<Vehicle> | null>(null);
  const [form, setForm] = useState({ violationNumber: '', violatedAt: '', amount: '', location: '', violationType: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const key of ['violationNumber', 'violatedAt', 'amount'] as const) if (!form[key].trim()) found[key] = t('capture.required');
    if (!vehicle) found.vehicleId = t('capture.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setFormError(null);
    capture.mutate(
      { ...form, vehicleId: vehicle!.id, location: form.location || null, violationType: form.violationType || null },
      {
        onSuccess: (fine) => {
          toast.success(t('detail.done'));
          onOpenChange(false);
          onSaved(fine.id);
        },
        onError: (e) => {
          setErrors(fieldErrors(e));
          setFormError(errorText(e, t('failed'), t('network')));
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby="fine-capture-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('list.add')}</DialogTitle>
          <DialogDescription id="fine-capture-description">{t('capture.description')}</DialogDescription>
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
        <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
          <FormField id="fine-number" label={t('list.columns.number')} required error={errors.violationNumber}>
            <Input id="fine-number" dir="ltr" value={form.violationNumber} onChange={set('violationNumber')} />
          </FormField>
          <FormField id="fine-vehicleId" label={t('list.columns.vehicle')} required error={errors.vehicleId}>
            <EntityPicker id="fine-vehicleId" selected={vehicle} onSelect={setVehicle} useOptions={useVehicleOptions} />
          </FormField>
          <FormField id="fine-at" label={t('list.columns.at')} required error={errors.violatedAt}>
            <Input id="fine-at" type="datetime-local" value={form.violatedAt} onChange={set('violatedAt')} />
          </FormField>
          <FormField id="fine-amount" label={t('list.columns.amount')} required error={errors.amount}>
            <Input id="fine-amount" dir="ltr" inputMode="decimal" value={form.amount} onChange={set('amount')} />
          </FormField>
          <FormField id="fine-type" label={t('detail.type')}>
            <Input id="fine-type" value={form.violationType} onChange={set('violationType')} />
          </FormField>
          <FormField id="fine-location" label={t('detail.place')}>
            <Input id="fine-location" value={form.location} onChange={set('location')} />
          </FormField>
          <Button type="submit" className="justify-self-start sm:col-span-2" disabled={capture.isPending}>{t('capture.save')}</Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
