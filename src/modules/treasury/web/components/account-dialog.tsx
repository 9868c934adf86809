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
import { useCreateTreasuryAccount, useLedgerOptions } from '../api/treasury';
import { useTreasuryT } from '../i18n';

/** A new cash box or bank account: tied to a free asset account of the chart, or to a new one. */
export function AccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTreasuryT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg" aria-describedby="treasury-account-description">
        <DialogTitle>{t('account.title')}</DialogTitle>
        <DialogDescription id="treasury-account-description">{t('account.body')}</DialogDescription>
        {open ? <AccountForm onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AccountForm({ onDone }: { onDone: () => void }) {
  const { t, language } = useTreasuryT();
  const d = useDataT().t;
  const co = useCompany();
  const create = useCreateTreasuryAccount();
  const options = useLedgerOptions();
  const [kind, setKind] = useState<'cash' | 'bank'>('bank');
  const [nameAr, setNameAr] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [bankName, setBankName] = useState('');
  const [iban, setIban] = useState('');
  const [ledgerAccountId, setLedger] = useState('');
  const [opening, setOpening] = useState('');
  const [openingDate, setOpeningDate] = useState(co.today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const free = (options.data?.accounts ?? []).filter((a) => a.accountType === 'asset' && !a.treasuryAccountId && a.code.startsWith('11'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = amountOf(opening);
    const next: Record<string, string> = {};
    if (!nameAr.trim()) next.nameAr = d('required');
    if (amount === null) next.openingBalance = d('invalidAmount');
    setErrors(next);
    if (Object.keys(next).length) return;
    create.mutate(
      { kind, nameAr: nameAr.trim(), nameEn: nameEn.trim() || null, bankName: kind === 'bank' ? bankName.trim() || null : null, iban: kind === 'bank' ? iban.trim() || null : null, ledgerAccountId: ledgerAccountId || undefined, openingBalance: amount || undefined, openingDate: amount ? openingDate : undefined },
      {
        onSuccess: () => {
          toast.success(t('account.saved'));
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="treasury-account-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="treasury-account-kind" label={t('account.kind')}>
        <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as 'cash' | 'bank')}>
          <option value="bank">{t('kind.bank')}</option>
          <option value="cash">{t('kind.cash')}</option>
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="treasury-account-nameAr" label={t('account.nameAr')} required error={errors.nameAr}>
          <Input value={nameAr} onChange={(e) => setNameAr(e.target.value)} autoFocus />
        </FormField>
        <FormField id="treasury-account-nameEn" label={t('account.nameEn')}>
          <Input dir="ltr" className="text-start" value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
        </FormField>
      </div>
      {kind === 'bank' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="treasury-account-bank" label={t('account.bankName')}>
            <Input value={bankName} onChange={(e) => setBankName(e.target.value)} />
          </FormField>
          <FormField id="treasury-account-iban" label={t('account.iban')} error={errors.iban}>
            <Input dir="ltr" className="num text-start" value={iban} onChange={(e) => setIban(e.target.value)} />
          </FormField>
        </div>
      ) : null}
      <FormField id="treasury-account-ledger" label={t('account.ledger')} error={errors.ledgerAccountId}>
        <NativeSelect value={ledgerAccountId} onChange={(e) => setLedger(e.target.value)}>
          <option value="">{t('account.ledgerNew')}</option>
          {free.map((a) => (
            <option key={a.id} value={a.id}>{`${a.code} · ${language === 'en' ? a.nameEn : a.nameAr}`}</option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="treasury-account-opening" label={`${t('account.openingBalance')} (${co.currency})`} error={errors.openingBalance}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={opening} onChange={(e) => setOpening(e.target.value)} />
        </FormField>
        <FormField id="treasury-account-openingDate" label={t('account.openingDate')}>
          <Input type="date" dir="ltr" className="num text-start" value={openingDate} onChange={(e) => setOpeningDate(e.target.value)} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('account.save')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
