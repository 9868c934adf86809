import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState, type FormEvent } from 'react';
import { isoToLocal, localToIso, useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, integerOf } from '../../../../web/components/data/numbers';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { SignaturePad } from '../../../../web/components/signature-pad';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import type { HandoverInput } from '../api/types';
import { useContractsT } from '../i18n';

export const CHECKLIST = ['spare_tyre', 'jack', 'registration', 'first_aid', 'fire_extinguisher', 'clean'] as const;

type Props = {
  kind: 'handover' | 'return';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractNumber: string;
  /** The last odometer reading known (vehicle or hand-over), to prefill and to hint. */
  lastOdometer: number;
  fuel: number;
  busy: boolean;
  error: unknown;
  onSubmit: (input: HandoverInput) => void;
  /** Hand-over only: the company asks the customer to sign on screen; the name prefilled. */
  signature?: { required: boolean; signerName: string };
};

/** Hand-over or return: odometer, fuel in eighths, time (return), checklist, damages with amounts. */
export function InspectionDialog({ kind, open, onOpenChange, contractNumber, lastOdometer, fuel, busy, error, onSubmit, signature }: Props) {
  const { t } = useContractsT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-0 p-0" aria-describedby="inspection-description">
        <div className="flex flex-col gap-1.5 border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{kind === 'handover' ? t('inspection.handoverTitle', { number: contractNumber }) : t('inspection.returnTitle', { number: contractNumber })}</DialogTitle>
          <DialogDescription id="inspection-description">{kind === 'handover' ? t('inspection.handoverBody') : t('inspection.returnBody')}</DialogDescription>
        </div>
        {open ? <InspectionForm kind={kind} lastOdometer={lastOdometer} fuel={fuel} busy={busy} error={error} onSubmit={onSubmit} signature={signature} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InspectionForm({ kind, lastOdometer, fuel: initialFuel, busy, error, onSubmit, signature, onCancel }: Omit<Props, 'open' | 'onOpenChange' | 'contractNumber'> & { onCancel: () => void }) {
  const { t } = useContractsT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [odometer, setOdometer] = useState(kind === 'handover' ? String(lastOdometer) : '');
  const [fuel, setFuel] = useState(String(initialFuel));
  const [at, setAt] = useState(() => isoToLocal(new Date().toISOString(), co.timeZone));
  const [checks, setChecks] = useState<Record<string, boolean>>(() => Object.fromEntries(CHECKLIST.map((c) => [c, true])));
  const [damages, setDamages] = useState<Array<{ description: string; amount: string }>>([]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signs = kind === 'handover' && Boolean(signature?.required);
  const [signerName, setSignerName] = useState(signature?.signerName ?? '');
  const [drawn, setDrawn] = useState<string | null>(null);

  function save() {
    if (busy) return;
    const found: Record<string, string> = {};
    const km = integerOf(odometer);
    if (km === null) found.odometer = t('form.invalidNumber');
    const cleaned = damages.filter((x) => x.description.trim() || x.amount.trim());
    cleaned.forEach((x, i) => {
      if (!x.description.trim()) found[`damage-${i}-description`] = d('required');
      if (!amountOf(x.amount)) found[`damage-${i}-amount`] = t('form.invalidNumber');
    });
    if (signs && !signerName.trim()) found['signer-name'] = d('required');
    if (signs && !drawn) found.signature = t('inspection.signatureRequired');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return (document.getElementById(`inspection-${first}`) ?? document.querySelector<HTMLElement>('[data-signature-pad] canvas'))?.focus();
    onSubmit({
      odometer: km!,
      fuel: Number(fuel),
      ...(kind === 'return' && at ? { at: localToIso(at, co.timeZone) } : {}),
      inspection: {
        checklist: CHECKLIST.map((code) => ({ code, ok: Boolean(checks[code]) })),
        damages: cleaned.map((x) => ({ description: x.description.trim(), amount: amountOf(x.amount)! })),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      },
      ...(signs && drawn ? { signature: { signerName: signerName.trim(), image: drawn } } : {}),
    });
  }
  useSaveShortcut(formRef, save);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-col">
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        {error ? <Alert data-testid="inspection-error">{errorText(error, d('saveFailed'), d('network'))}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="inspection-odometer" label={t('inspection.odometer')} required error={errors.odometer} hint={t('inspection.odometerHint', { km: co.f.number(lastOdometer) })}>
            <Input inputMode="numeric" dir="ltr" className="num text-start" value={odometer} onChange={(event) => setOdometer(event.target.value)} />
          </FormField>
          <FormField id="inspection-fuel" label={t('inspection.fuel')} required>
            <NativeSelect value={fuel} onChange={(event) => setFuel(event.target.value)}>
              {[8, 7, 6, 5, 4, 3, 2, 1, 0].map((n) => (
                <option key={n} value={n}>
                  {t('inspection.fuelValue', { n: co.f.number(n) })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {kind === 'return' ? (
            <FormField id="inspection-at" label={t('inspection.at')} required error={fieldErrors(error).at}>
              {/* A return records what happened: the picker stops at now, as the server does. */}
              <Input type="datetime-local" value={at} max={isoToLocal(new Date().toISOString(), co.timeZone)} onChange={(event) => setAt(event.target.value)} />
            </FormField>
          ) : null}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('inspection.checklist')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {CHECKLIST.map((code) => (
              <label key={code} className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm">
                <input type="checkbox" className="size-4 accent-primary" checked={Boolean(checks[code])} onChange={(event) => setChecks((c) => ({ ...c, [code]: event.target.checked }))} />
                {t(`inspection.items.${code}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('inspection.damages')}</legend>
          {damages.map((damage, i) => (
            <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
              <FormField id={`inspection-damage-${i}-description`} label={t('inspection.damageDescription')} error={errors[`damage-${i}-description`]}>
                <Input value={damage.description} onChange={(event) => setDamages((list) => list.map((x, j) => (j === i ? { ...x, description: event.target.value } : x)))} />
              </FormField>
              <FormField id={`inspection-damage-${i}-amount`} label={`${t('inspection.damageAmount')} (${co.currency})`} error={errors[`damage-${i}-amount`]}>
                <Input inputMode="decimal" dir="ltr" className="num text-start" value={damage.amount} onChange={(event) => setDamages((list) => list.map((x, j) => (j === i ? { ...x, amount: event.target.value } : x)))} />
              </FormField>
              <Button variant="ghost" size="icon" aria-label={t('inspection.removeDamage')} onClick={() => setDamages((list) => list.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setDamages((list) => [...list, { description: '', amount: '' }])}>
            <Plus aria-hidden="true" />
            {t('inspection.addDamage')}
          </Button>
        </fieldset>
        <FormField id="inspection-notes" label={t('inspection.notes')}>
          <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
        {signs ? (
          <fieldset className="flex flex-col gap-3" data-signature-pad>
            <legend className="mb-1 text-sm font-semibold">{t('inspection.signature')}</legend>
            <p className="text-sm text-muted-foreground">{t('inspection.signatureHint')}</p>
            <FormField id="inspection-signer-name" label={t('inspection.signerName')} required error={errors['signer-name'] ?? fieldErrors(error)['signature.signerName']}>
              <Input value={signerName} maxLength={120} onChange={(event) => setSignerName(event.target.value)} />
            </FormField>
            <SignaturePad
              label={t('inspection.signaturePad')}
              onChange={(image) => {
                setDrawn(image);
                if (image) setErrors(({ signature: _drawn, ...rest }) => rest);
              }}
              error={errors.signature ?? fieldErrors(error).signature}
            />
          </fieldset>
        ) : null}
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-border bg-popover px-5 py-4 sm:px-6">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {kind === 'handover' ? t('inspection.confirmHandover') : t('inspection.confirmReturn')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
