import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useRef, useState, type FormEvent } from 'react';
import { useHrT } from '../../i18n';
import { useClockT } from '../../i18n/clock';
import { toast } from 'sonner';
import { geolocationMessage } from '../../../../../core/attendance';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../../web/components/ui/card';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { currentLanguage } from '../../../../../web/i18n';
import { isApiError } from '../../../../../web/lib/api';
import { useSaveShortcut } from '../../../../../web/lib/use-save-shortcut';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import type { LocationSettings } from '../../api/types';
import { useUpdateLocationSettings } from '../../api/update-location-settings';
import { currentPosition, geolocationFailure } from '../../lib/geolocation';
import { LOCATION_FIELDS, toLocationSettings, toLocationValues, validateLocation, type LocationField, type LocationValues } from '../../lib/location-form';
import { LocationInput } from './location-field';
import { OfficePreview } from './office-preview';

type Errors = Partial<Record<LocationField, string>>;

/** Office point and radius (typed, or from this device's position) and working hours. Ctrl+S saves. */
export function LocationForm({ settings }: { settings: LocationSettings }) {
  const { t } = useHrT();
  const { t: clockT } = useClockT();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LocationValues>(() => toLocationValues(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [locating, setLocating] = useState(false);
  const update = useUpdateLocationSettings();
  const setField = (field: LocationField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function fillFromDevice() {
    setLocating(true);
    try {
      const { latitude, longitude } = await currentPosition();
      setValues((current) => ({ ...current, officeLatitude: latitude.toFixed(6), officeLongitude: longitude.toFixed(6), allowedRadius: current.allowedRadius || '150' }));
      toast.success(t('location.located'));
    } catch (error) {
      toast.error(geolocationMessage(geolocationFailure(error), currentLanguage()));
    } finally {
      setLocating(false);
    }
  }

  function save() {
    if (update.isPending) return;
    const codes = validateLocation(values);
    const found: Errors = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, code === 'grace_range' ? t('location.graceRange') : t(`messages.${code}`)]));
    setErrors(found);
    const first = LOCATION_FIELDS.find((field) => found[field]);
    if (first) return document.getElementById(`location-${first}`)?.focus();
    update.mutate(toLocationSettings(values), {
      onSuccess: (saved) => {
        setValues(toLocationValues(saved));
        toast.success(t('location.saved'));
      },
      onError: (error) => setErrors(isApiError(error) && error.fields ? (error.fields as Errors) : {}),
    });
  }
  useSaveShortcut(formRef, save, { global: true });

  const lat = values.officeLatitude.trim() === '' ? null : Number(values.officeLatitude);
  const lng = values.officeLongitude.trim() === '' ? null : Number(values.officeLongitude);
  const radius = values.allowedRadius.trim() === '' ? null : Number(values.allowedRadius);
  const formError = update.isError && !(isApiError(update.error) && update.error.fields) ? apiErrorMessage(update.error, t('common.saveFailed'), t) : null;

  return (
    <form ref={formRef} noValidate className="flex flex-col gap-6" onSubmit={(event: FormEvent) => { event.preventDefault(); save(); }} aria-label={t('location.formLabel')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('location.officeTitle')}</CardTitle>
          <CardDescription>{t('location.officeDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <LocationInput field="officeLatitude" value={values.officeLatitude} error={errors.officeLatitude} onChange={setField} inputMode="decimal" />
            <LocationInput field="officeLongitude" value={values.officeLongitude} error={errors.officeLongitude} onChange={setField} inputMode="decimal" />
            <LocationInput field="allowedRadius" value={values.allowedRadius} error={errors.allowedRadius} onChange={setField} type="number" min={10} max={5000} step={1} hint={t('location.radiusHint')} />
          </div>
          <div>
            <Button variant="outline" onClick={() => void fillFromDevice()} disabled={locating}>
              {locating ? <Spinner /> : <LocateFixed aria-hidden="true" />}
              {locating ? clockT('locating') : t('location.useMyLocation')}
            </Button>
          </div>
          <OfficePreview latitude={lat} longitude={lng} radius={radius} />
          <p className="text-xs text-muted-foreground">{t('location.mapNote')}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('location.hoursTitle')}</CardTitle>
          <CardDescription>{t('location.hoursDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <LocationInput field="workStartTime" type="time" value={values.workStartTime} error={errors.workStartTime} onChange={setField} />
            <LocationInput field="workEndTime" type="time" value={values.workEndTime} error={errors.workEndTime} onChange={setField} />
            <LocationInput field="lateGraceMinutes" type="number" min={0} max={240} step={1} value={values.lateGraceMinutes} error={errors.lateGraceMinutes} onChange={setField} hint={t('location.graceHint')} />
          </div>
          <label className="flex cursor-pointer items-start gap-3 rounded-md border border-input bg-card p-3 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={values.autoCheckoutEnabled} onChange={(event) => setValues((current) => ({ ...current, autoCheckoutEnabled: event.target.checked }))} />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{t('location.autoCheckout')}</span>
              <span className="text-xs text-muted-foreground">{t('location.autoCheckoutHint')}</span>
            </span>
          </label>
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-5 py-4 shadow-sm sm:px-6">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <span className="ms-auto text-xs text-muted-foreground max-sm:hidden">{t('common.saveShortcut')}</span>
      </div>
    </form>
  );
}
