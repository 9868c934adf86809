import { useState, type FormEvent } from 'react';
import { localToIso, useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, integerOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useVehicleOptions, type Vehicle } from '../../../fleet/web';
import { useConvertQuotation } from '../api/convert-quotation';
import type { ConvertInput, QuotationDetail } from '../api/types';
import { useQuotationsT } from '../i18n';

const TERMS = ['depositAmount', 'kmAllowancePerDay', 'extraKmRate', 'lateHourRate', 'fuelChargePerEighth'] as const;
type Term = (typeof TERMS)[number];

/** Approved quotation → contract: the vehicle (for a class quotation), start, the contract's terms, reserve now. */
export function ConvertDialog({ quotation: q, open, onOpenChange, onConverted }: { quotation: QuotationDetail; open: boolean; onOpenChange: (open: boolean) => void; onConverted: (contractId: string, number: string) => void }) {
  const { t } = useQuotationsT();
  const d = useDataT().t;
  const co = useCompany();
  const convert = useConvertQuotation();
  const [vehicle, setVehicle] = useState<PickerOption<Vehicle> | null>(null);
  const [start, setStart] = useState(`${q.startDate}T09:00`);
  const [terms, setTerms] = useState<Record<Term, string>>({ depositAmount: '', kmAllowancePerDay: '', extraKmRate: '', lateHourRate: '', fuelChargePerEighth: '' });
  const [reserve, setReserve] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const input: ConvertInput = { reserve, ...(start ? { startAt: localToIso(start, co.timeZone) } : {}) };
    if (!q.vehicleId) {
      if (!vehicle) found.vehicleId = d('required');
      else input.vehicleId = vehicle.id;
    }
    for (const term of TERMS) {
      const raw = terms[term].trim();
      if (!raw) continue;
      if (term === 'kmAllowancePerDay') {
        const km = integerOf(raw);
        if (km === null) found[term] = t('form.invalidNumber');
        else input.kmAllowancePerDay = km;
      } else {
        const value = amountOf(raw);
        if (!value) found[term] = t('form.invalidAmount');
        else input[term] = value;
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    convert.mutate({ id: q.id, input }, { onSuccess: (r) => onConverted(r.contractId, r.contractNumber) });
  }

  const field = (term: Term, label: string, hint?: string) => (
    <FormField id={`convert-${term}`} label={label} hint={hint} error={errors[term]}>
      <Input inputMode="decimal" dir="ltr" className="num text-start" value={terms[term]} onChange={(event) => setTerms((c) => ({ ...c, [term]: event.target.value }))} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={(o) => { convert.reset(); onOpenChange(o); }}>
      <DialogContent className="max-w-xl" aria-describedby="convert-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('convert.title', { number: q.quotationNumber })}</DialogTitle>
          <DialogDescription id="convert-description">{t('convert.description')}</DialogDescription>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {convert.error ? <Alert data-testid="convert-error">{errorText(convert.error, d('saveFailed'), d('network'))}</Alert> : null}
          {q.vehicleId ? null : (
            <FormField id="convert-vehicleId" label={t('convert.vehicle')} required error={errors.vehicleId} hint={t('convert.vehicleNeeded')}>
              <EntityPicker id="convert-vehicleId" selected={vehicle} onSelect={setVehicle} useOptions={useVehicleOptions} />
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="convert-startAt" label={t('convert.startAt')} required>
              <Input type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} />
            </FormField>
            {field('depositAmount', `${t('convert.deposit')} (${co.currency})`)}
            {field('kmAllowancePerDay', t('convert.kmAllowance'), t('convert.kmHint'))}
            {field('extraKmRate', `${t('convert.extraKmRate')} (${co.currency})`)}
            {field('lateHourRate', `${t('convert.lateHourRate')} (${co.currency})`)}
            {field('fuelChargePerEighth', `${t('convert.fuelCharge')} (${co.currency})`)}
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" checked={reserve} onChange={(event) => setReserve(event.target.checked)} />
            {t('convert.reserve')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={convert.isPending}>
              {convert.isPending ? <Spinner /> : null}
              {t('convert.submit')}
            </Button>
            <Button variant="ghost" disabled={convert.isPending} onClick={() => onOpenChange(false)}>
              {d('cancel')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
