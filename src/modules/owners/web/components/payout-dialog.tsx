import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
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
import { useRecordPayout } from '../api/record-payout';
import type { PayoutMethod } from '../api/types';
import { useOwnersT } from '../i18n';

const METHODS: readonly PayoutMethod[] = ['bank_transfer', 'cheque', 'cash'];

type Props = { open: boolean; onOpenChange: (open: boolean) => void; owner: { id: string; name: string; due: string } };

/** Pay an owner: date, amount, method and reference. Above the balance due it asks before recording an advance. */
export function PayoutDialog({ open, onOpenChange, owner }: Props) {
  const { t } = useOwnersT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby="payout-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('payout.title')}</DialogTitle>
          <DialogDescription id="payout-description">{t('payout.description')}</DialogDescription>
        </div>
        {open ? <PayoutForm owner={owner} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PayoutForm({ owner, onDone, onCancel }: { owner: Props['owner']; onDone: () => void; onCancel: () => void }) {
  const { t } = useOwnersT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [date, setDate] = useState(co.today);
  const [amount, setAmount] = useState(Number(owner.due) > 0 ? owner.due : '');
  const [method, setMethod] = useState<PayoutMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const record = useRecordPayout();

  function save(allowAdvance = false) {
    if (record.isPending) return;
    const found: Record<string, string> = {};
    const value = amountOf(amount);
    if (!value || Number(value) <= 0) found.amount = t('payout.invalidAmount');
    if (!date) found.payoutDate = d('required');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`payout-${first}`)?.focus();
    setFormError(null);
    record.mutate(
      { ownerId: owner.id, payout: { payoutDate: date, amount: value!, method, reference: reference.trim() || null, notes: notes.trim() || null, ...(allowAdvance ? { allowAdvance } : {}) } },
      {
        onSuccess: (payout) => {
          toast.success(t('payout.recorded', { number: payout.payoutNumber }));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'payout_exceeds_balance') return setOver(error.message);
          if (isApiError(error) && error.fields) setErrors(error.fields);
          else setFormError(errorText(error, d('saveFailed'), d('network')));
        },
      },
    );
  }
  useSaveShortcut(formRef, () => save());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('payout.title')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <p className="text-sm">
        <span className="font-semibold">{owner.name}</span>
        <span className="block text-muted-foreground">{t('payout.due', { amount: co.money(owner.due) })}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="payout-payoutDate" label={t('payout.date')} required error={errors.payoutDate}>
          <Input type="date" value={date} max={co.today} onChange={(event) => { setDate(event.target.value); setOver(null); }} />
        </FormField>
        <FormField id="payout-amount" label={`${t('payout.amount')} (${co.currency})`} required error={errors.amount}>
          <Input dir="ltr" inputMode="decimal" className="text-start" value={amount} onChange={(event) => { setAmount(event.target.value); setOver(null); }} />
        </FormField>
        <FormField id="payout-method" label={t('payout.method')} required>
          <NativeSelect value={method} onChange={(event) => setMethod(event.target.value as PayoutMethod)}>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="payout-reference" label={t('payout.reference')} error={errors.reference}>
          <Input dir="ltr" className="text-start" value={reference} onChange={(event) => setReference(event.target.value)} />
        </FormField>
      </div>
      <FormField id="payout-notes" label={t('payout.notes')} error={errors.notes}>
        <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
      </FormField>
      {over ? (
        <Alert tone="warning">
          <p className="font-semibold">{t('payout.overTitle')}</p>
          <p className="font-normal">{over}</p>
          <Button size="sm" variant="outline" className="mt-3" disabled={record.isPending} onClick={() => save(true)}>
            {t('payout.asAdvance')}
          </Button>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? <Spinner /> : null}
          {record.isPending ? d('saving') : d('save')}
        </Button>
        <Button variant="ghost" disabled={record.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
