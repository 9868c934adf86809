import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { compareMoney, sumMoney } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useAddCheques } from '../api/add-cheques';
import type { LeaseDetail } from '../api/types';
import { useLeasesT } from '../i18n';
import { nextChequeNumber, proposeCheques, renumber, type ChequeRow } from './cheque-plan';

type Props = { lease: LeaseDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** The post-dated cheques handed over at signing: one proposed per open instalment, each row editable or removable. */
export function ChequesDialog({ lease, open, onOpenChange }: Props) {
  const { t } = useLeasesT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" aria-describedby="lease-cheques-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('chequesDialog.title', { number: lease.leaseNumber })}</DialogTitle>
          <DialogDescription id="lease-cheques-description">{t('chequesDialog.description')}</DialogDescription>
        </div>
        {open ? <ChequesForm lease={lease} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type RowErrors = Record<string, Partial<Record<'chequeNumber' | 'chequeDate' | 'amount', string>>>;

function ChequesForm({ lease, onDone, onCancel }: { lease: LeaseDetail; onDone: () => void; onCancel: () => void }) {
  const { t } = useLeasesT();
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [first, setFirst] = useState('');
  const [bank, setBank] = useState('');
  const [rows, setRows] = useState<ChequeRow[]>(() => proposeCheques(lease.installments, lease.cheques, co.today, ''));
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<RowErrors>({});
  const [top, setTop] = useState<{ first?: string; bank?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAddCheques();

  const changeFirst = (value: string) => {
    setFirst(value);
    setRows((list) => renumber(list, value, edited));
    setTop((e) => ({ ...e, first: undefined }));
  };
  const edit = (key: string, field: keyof Pick<ChequeRow, 'chequeNumber' | 'chequeDate' | 'amount'>, value: string) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    if (field === 'chequeNumber') setEdited((s) => new Set(s).add(key));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const remove = (key: string) => setRows((list) => list.filter((r) => r.key !== key));
  const addRow = () =>
    setRows((list) => {
      const last = list.at(-1);
      const number = last?.chequeNumber ? nextChequeNumber(last.chequeNumber, 1) : first;
      return [...list, { key: `extra-${Date.now()}`, installmentId: null, sequence: null, chequeNumber: number, chequeDate: co.today, amount: '' }];
    });
  const total = sumMoney(rows.map((r) => amountOf(r.amount) || '0'));

  function submitNow() {
    if (save.isPending || rows.length === 0) return;
    const found: RowErrors = {};
    for (const r of rows) {
      const e: RowErrors[string] = {};
      if (!r.chequeNumber.trim()) e.chequeNumber = d('required');
      if (!r.chequeDate) e.chequeDate = d('required');
      const value = amountOf(r.amount);
      if (!value || compareMoney(value, '0') <= 0) e.amount = d('invalidAmount');
      if (Object.keys(e).length) found[r.key] = e;
    }
    const missing = { bank: bank.trim() ? undefined : d('required'), first: rows.some((r) => !r.chequeNumber.trim()) && !first.trim() ? d('required') : undefined };
    setErrors(found);
    setTop(missing);
    if (missing.bank) return document.getElementById('cheques-bank')?.focus();
    if (missing.first) return document.getElementById('cheques-first')?.focus();
    const firstBad = Object.keys(found)[0];
    if (firstBad) return document.getElementById(`cheque-${firstBad}-${Object.keys(found[firstBad]!)[0]}`)?.focus();
    setFormError(null);
    save.mutate(
      { id: lease.id, cheques: rows.map((r) => ({ chequeNumber: r.chequeNumber.trim(), bankName: bank.trim(), chequeDate: r.chequeDate, amount: amountOf(r.amount)!, installmentId: r.installmentId })) },
      {
        onSuccess: (result) => {
          toast.success(t('chequesDialog.saved', { cheques: t('detail.stats.chequeCount', { count: result.items.length, n: co.f.number(result.items.length) }) }));
          onDone();
        },
        onError: (error) => {
          // A field error names the row by its index ("cheques.3.installmentId"); other refusals (a duplicate number) are the server's words.
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          const byRow: RowErrors = {};
          for (const [key, text] of Object.entries(fields)) {
            const m = /^cheques\.(\d+)\.(chequeNumber|chequeDate|amount)$/.exec(key);
            const row = m ? rows[Number(m[1])] : undefined;
            if (m && row) byRow[row.key] = { ...byRow[row.key], [m[2] as 'amount']: text };
          }
          setErrors(byRow);
          if (!Object.keys(byRow).length) setFormError(errorText(error, d('saveFailed'), d('network')));
        },
      },
    );
  }
  useSaveShortcut(formRef, submitNow);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitNow();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-label={t('actions.cheques')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="cheques-first" label={t('chequesDialog.firstNumber')} required error={top.first}>
          <Input dir="ltr" inputMode="numeric" className="num text-start" value={first} onChange={(event) => changeFirst(event.target.value)} />
        </FormField>
        <FormField id="cheques-bank" label={t('chequesDialog.bankName')} required error={top.bank}>
          <Input value={bank} onChange={(event) => { setBank(event.target.value); setTop((e) => ({ ...e, bank: undefined })); }} />
        </FormField>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{t('chequesDialog.none')}</p> : null}
      <ol className="flex flex-col gap-2" data-testid="cheque-rows">
        {rows.map((r) => {
          const label = r.sequence ? t('chequesDialog.row', { n: co.f.number(r.sequence) }) : t('chequesDialog.extra');
          const e = errors[r.key] ?? {};
          return (
            <li key={r.key} className="rounded-lg border border-border p-3" aria-label={label}>
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{label}</span>
                <Button size="icon" variant="ghost" className="size-8" aria-label={r.sequence ? t('chequesDialog.remove', { n: co.f.number(r.sequence) }) : t('chequesDialog.removeExtra')} onClick={() => remove(r.key)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="grid grid-cols-[3fr_2fr] gap-2 sm:grid-cols-3">
                <FormField id={`cheque-${r.key}-chequeNumber`} label={t('chequesDialog.number')} error={e.chequeNumber} className="col-span-2 sm:col-span-1">
                  <Input dir="ltr" className="num text-start" value={r.chequeNumber} onChange={(event) => edit(r.key, 'chequeNumber', event.target.value)} />
                </FormField>
                <FormField id={`cheque-${r.key}-chequeDate`} label={t('chequesDialog.date')} error={e.chequeDate}>
                  <Input type="date" value={r.chequeDate} onChange={(event) => edit(r.key, 'chequeDate', event.target.value)} />
                </FormField>
                <FormField id={`cheque-${r.key}-amount`} label={t('chequesDialog.amount')} error={e.amount}>
                  <Input inputMode="decimal" dir="ltr" className="num text-start" value={r.amount} onChange={(event) => edit(r.key, 'amount', event.target.value)} />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button size="sm" variant="outline" onClick={addRow}>
          <Plus aria-hidden="true" />
          {t('chequesDialog.addRow')}
        </Button>
        <span className="num text-sm font-medium" data-testid="cheques-total">
          {t('chequesDialog.total', { amount: co.money(total), cheques: t('detail.stats.chequeCount', { count: rows.length, n: co.f.number(rows.length) }) })}
        </span>
      </div>
      {/* Sticky to the dialog's bottom edge (its padding would leave rows showing below the bar). */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap gap-2 border-t border-border bg-popover px-6 py-4">
        <Button type="submit" disabled={save.isPending || rows.length === 0}>
          {save.isPending ? <Spinner /> : null}
          {t('chequesDialog.save')}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
