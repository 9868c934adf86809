import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useLedgerOptions, useRecordMovement } from '../api/treasury';
import type { MovementInput, TreasuryAccount } from '../api/types';
import { useTreasuryT } from '../i18n';
import { LedgerSelect } from './ledger-select';

const KINDS = ['receipt', 'disbursement', 'transfer'] as const;

/** A receipt, a disbursement (against a chosen account) or a transfer between treasury accounts. */
export function MovementDialog({ open, onClose, accounts, accountId }: { open: boolean; onClose: () => void; accounts: readonly TreasuryAccount[]; accountId?: string }) {
  const { t } = useTreasuryT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg" aria-describedby="treasury-movement-description">
        <DialogTitle>{t('movement.title')}</DialogTitle>
        <DialogDescription id="treasury-movement-description">{t('movement.body')}</DialogDescription>
        {open ? <MovementForm onDone={onClose} accounts={accounts} accountId={accountId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MovementForm({ onDone, accounts, accountId }: { onDone: () => void; accounts: readonly TreasuryAccount[]; accountId?: string }) {
  const { t, language } = useTreasuryT();
  const d = useDataT().t;
  const co = useCompany();
  const record = useRecordMovement();
  const options = useLedgerOptions();
  const [kind, setKind] = useState<MovementInput['kind']>('receipt');
  const [from, setFrom] = useState(accountId ?? accounts[0]?.id ?? '');
  const [to, setTo] = useState('');
  const [counter, setCounter] = useState('');
  const [date, setDate] = useState(co.today);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const own = accounts.find((a) => a.id === from)?.ledgerAccount.id;
  const name = (a: TreasuryAccount) => (language === 'en' ? (a.nameEn ?? a.nameAr) : a.nameAr);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amountOf(amount);
    const next: Record<string, string> = {};
    if (!value || Number(value) <= 0) next.amount = value === '' ? d('required') : d('invalidAmount');
    if (!description.trim()) next.description = d('required');
    if (kind === 'transfer' && !to) next.toTreasuryAccountId = d('required');
    if (kind !== 'transfer' && !counter) next.counterAccountId = d('required');
    setErrors(next);
    if (Object.keys(next).length) return;
    record.mutate(
      { kind, treasuryAccountId: from, ...(kind === 'transfer' ? { toTreasuryAccountId: to } : { counterAccountId: counter }), date, amount: value!, description: description.trim(), reference: reference.trim() || null },
      {
        onSuccess: (m) => {
          toast.success(t('movement.saved', { number: m.number }));
          onDone();
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          setFormError(errorText(err, d('saveFailed'), d('network')));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="treasury-movement-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="treasury-movement-kind" label={t('movement.kind')}>
          <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as MovementInput['kind'])}>
            {KINDS.map((k) => (
              <option key={k} value={k}>{t(`movementKind.${k}`)}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="treasury-movement-from" label={kind === 'transfer' ? t('movement.from') : t('movement.account')}>
          <NativeSelect value={from} onChange={(e) => setFrom(e.target.value)}>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>{name(a)}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {kind === 'transfer' ? (
        <FormField id="treasury-movement-to" label={t('movement.to')} required error={errors.toTreasuryAccountId}>
          <NativeSelect value={to} onChange={(e) => setTo(e.target.value)}>
            <option value="">{t('movement.choose')}</option>
            {accounts
              .filter((a) => a.id !== from)
              .map((a) => (
                <option key={a.id} value={a.id}>{name(a)}</option>
              ))}
          </NativeSelect>
        </FormField>
      ) : (
        <FormField id="treasury-movement-counter" label={t('movement.counter')} required error={errors.counterAccountId}>
          <LedgerSelect value={counter} onChange={setCounter} accounts={options.data?.accounts ?? []} exclude={own} />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="treasury-movement-amount" label={`${t('movement.amount')} (${co.currency})`} required error={errors.amount}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField id="treasury-movement-date" label={t('movement.date')}>
          <Input type="date" dir="ltr" className="num text-start" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
      </div>
      <FormField id="treasury-movement-description" label={t('movement.description')} required error={errors.description}>
        <Input value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <FormField id="treasury-movement-reference" label={t('movement.reference')}>
        <Input dir="ltr" className="num text-start" value={reference} onChange={(e) => setReference(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? <Spinner /> : null}
          {t('movement.save')}
        </Button>
        <Button variant="ghost" disabled={record.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
