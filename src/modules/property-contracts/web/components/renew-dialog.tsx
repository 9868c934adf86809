import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { addDays, termEnd } from '../../../../core/leasing';
import { compareMoney } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
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
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useMoveLease } from '../api/lease-action';
import { PAYMENT_FREQUENCIES, type Lease, type LeaseDetail, type PaymentFrequency } from '../api/types';
import { useLeasesT } from '../i18n';

type Props = { lease: LeaseDetail; open: boolean; onOpenChange: (open: boolean) => void; onRenewed: (lease: Lease) => void };

/** Renewal: a new lease from the day after this one ends, for a term in months or to an end day, at the new rent. */
export function RenewDialog({ lease, open, onOpenChange, onRenewed }: Props) {
  const { t } = useLeasesT();
  const start = addDays(lease.endDate, 1);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby="lease-renew-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('renew.title', { number: lease.leaseNumber })}</DialogTitle>
          <DialogDescription id="lease-renew-description">{t('renew.description')}</DialogDescription>
        </div>
        {open ? <RenewForm lease={lease} start={start} onDone={(renewed) => { onOpenChange(false); onRenewed(renewed); }} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RenewForm({ lease, start, onDone, onCancel }: { lease: LeaseDetail; start: string; onDone: (lease: Lease) => void; onCancel: () => void }) {
  const { t } = useLeasesT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState<'months' | 'end'>('months');
  const [months, setMonths] = useState(String(lease.renewalMonths));
  const [end, setEnd] = useState('');
  const [rent, setRent] = useState(lease.monthlyRent);
  const [frequency, setFrequency] = useState<PaymentFrequency>(lease.paymentFrequency);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useMoveLease();
  const count = integerOf(months);
  const ends = mode === 'months' && count && count >= 1 && count <= 360 ? termEnd(start, count) : null;

  function save() {
    if (move.isPending) return;
    const found: Record<string, string> = {};
    if (mode === 'months' && (!count || count < 1 || count > 360)) found.termMonths = t('form.errors.months');
    if (mode === 'end' && !end) found.endDate = d('required');
    else if (mode === 'end' && end < start) found.endDate = t('form.errors.endBeforeStart');
    const value = amountOf(rent);
    if (!value || compareMoney(value, '0') <= 0) found.monthlyRent = d('invalidAmount');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`renew-${first}`)?.focus();
    move.mutate(
      { action: 'renew', id: lease.id, input: { ...(mode === 'months' ? { termMonths: count! } : { endDate: end }), monthlyRent: value!, paymentFrequency: frequency, notes: notes.trim() || null } },
      {
        onSuccess: (result) => {
          const renewed = result as Lease;
          toast.success(t('renew.done', { number: renewed.leaseNumber }));
          onDone(renewed);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
        },
      },
    );
  }
  useSaveShortcut(formRef, save);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const fieldError = move.error && !(isApiError(move.error) && move.error.fields) ? errorText(move.error, d('saveFailed'), d('network')) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('actions.renew')}>
      {fieldError ? <Alert>{fieldError}</Alert> : null}
      <p className="text-sm">
        <span className="text-muted-foreground">{t('renew.start')}: </span>
        <span className="num font-semibold">{co.day(start)}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="renew-mode" label={t('form.termBy')}>
          <NativeSelect value={mode} onChange={(event) => setMode(event.target.value === 'end' ? 'end' : 'months')}>
            <option value="months">{t('form.termModes.months')}</option>
            <option value="end">{t('form.termModes.end')}</option>
          </NativeSelect>
        </FormField>
        {mode === 'months' ? (
          <FormField id="renew-termMonths" label={t('form.termMonths')} required error={errors.termMonths} hint={ends ? t('form.endsOn', { date: co.day(ends) }) : undefined}>
            <Input inputMode="numeric" dir="ltr" className="num text-start" value={months} onChange={(event) => setMonths(event.target.value)} />
          </FormField>
        ) : (
          <FormField id="renew-endDate" label={t('form.endDate')} required error={errors.endDate}>
            <Input type="date" min={start} value={end} onChange={(event) => setEnd(event.target.value)} />
          </FormField>
        )}
        <FormField id="renew-monthlyRent" label={t('renew.monthlyRent', { currency: co.currency })} required error={errors.monthlyRent} hint={t('renew.current', { amount: co.money(lease.monthlyRent) })}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={rent} onChange={(event) => setRent(event.target.value)} />
        </FormField>
        <FormField id="renew-paymentFrequency" label={t('form.paymentFrequency')}>
          <NativeSelect value={frequency} onChange={(event) => setFrequency(event.target.value as PaymentFrequency)}>
            {PAYMENT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`frequency.${f}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="renew-notes" label={t('renew.notes')} className="sm:col-span-2">
          <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? <Spinner /> : null}
          {t('renew.save')}
        </Button>
        <Button variant="ghost" disabled={move.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
