import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { integerOf } from '../../../../web/components/data/numbers';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useRecordOdometer } from '../api/record-odometer';
import type { VehicleDetail } from '../api/types';
import { useFleetT } from '../i18n';

/** The odometer: current reading, "record reading" (a lower one is refused by the server, its message shown), history. */
export function OdometerCard({ vehicle, canWrite }: { vehicle: VehicleDetail; canWrite: boolean }) {
  const { t } = useFleetT();
  const d = useDataT().t;
  const co = useCompany();
  const record = useRecordOdometer();
  const [reading, setReading] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = integerOf(reading);
    setInvalid(value === null);
    if (value === null) return;
    record.mutate({ id: vehicle.id, reading: value }, { onSuccess: () => { toast.success(t('detail.recorded')); setReading(''); } });
  };
  const sources = ['manual', 'handover', 'return', 'service', 'permit'];
  return (
    <Section title={t('detail.odometer')} testId="odometer-card">
      <p className="num mb-4 text-2xl font-bold">{t('list.km', { km: co.f.number(vehicle.odometer) })}</p>
      {canWrite ? (
        <form noValidate onSubmit={submit} className="mb-5 flex flex-col gap-3">
          <div className="flex items-end gap-2">
            <FormField id="odometer-reading" label={t('detail.reading')} error={invalid ? d('invalidNumber') : undefined} className="flex-1">
              <Input inputMode="numeric" dir="ltr" className="num text-start" value={reading} onChange={(event) => { setReading(event.target.value); record.reset(); }} />
            </FormField>
            <Button type="submit" variant="outline" disabled={record.isPending} className={invalid ? 'mb-7' : undefined}>
              {record.isPending ? <Spinner /> : null}
              {t('detail.record')}
            </Button>
          </div>
          {record.error ? <Alert data-testid="odometer-error">{errorText(record.error, d('saveFailed'), d('network'))}</Alert> : null}
        </form>
      ) : null}
      <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('detail.history')}</h3>
      {vehicle.odometerHistory.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noHistory')}</p>
      ) : (
        <ul className="divide-y divide-border text-sm" data-testid="odometer-history">
          {vehicle.odometerHistory.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2">
              <span className="num font-medium">{t('list.km', { km: co.f.number(r.reading) })}</span>
              <span className="text-muted-foreground">{sources.includes(r.source) ? t(`detail.source.${r.source as 'manual'}`) : r.source}</span>
              <span className="num text-xs text-muted-foreground">{co.at(r.recordedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
