// The two ways a lease's money is closed: an early termination (the schedule cut at a day, charges,
// the deposit settled by default) and the deposit settlement of a lease that has ended.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useMoveLease, type LeaseMove } from '../api/lease-action';
import type { LeaseDetail, SettleResult } from '../api/types';
import { useLeasesT } from '../i18n';
import { useApprovalsT } from '../../../admin/web';

type Props = { lease: LeaseDetail; open: boolean; onOpenChange: (open: boolean) => void };

function Shell({ open, onOpenChange, title, description, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby="lease-end-description">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id="lease-end-description">{description}</DialogDescription>
        </div>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** Runs a move from a dialog's form: checks amounts, shows the server's refusal (e.g. a later period already paid) in the dialog. */
function useEndForm(onDone: () => void) {
  const d = useDataT().t;
  const move = useMoveLease();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = (input: LeaseMove, done: (result: unknown) => string) =>
    move.mutate(input, {
      onSuccess: (result) => {
        toast.success(done(result));
        onDone();
      },
      onError: (error) => setErrors(isApiError(error) && error.fields ? error.fields : {}),
    });
  const refusal = move.error && !(isApiError(move.error) && move.error.fields) ? errorText(move.error, d('saveFailed'), d('network')) : null;
  return { move, errors, setErrors, run, refusal };
}

const money = (text: string) => amountOf(text);

export function TerminateDialog({ lease, open, onOpenChange }: Props) {
  const { t } = useLeasesT();
  return (
    <Shell open={open} onOpenChange={onOpenChange} title={t('terminate.title', { number: lease.leaseNumber })} description={t('terminate.description')}>
      <TerminateForm lease={lease} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
    </Shell>
  );
}

function TerminateForm({ lease, onDone, onCancel }: { lease: LeaseDetail; onDone: () => void; onCancel: () => void }) {
  const { t } = useLeasesT();
  const a = useApprovalsT().t;
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  // Today when it falls inside the lease (the last day cannot be a termination: the lease simply ends).
  const [date, setDate] = useState(co.today < lease.startDate || co.today >= lease.endDate ? lease.startDate : co.today);
  const [reason, setReason] = useState('');
  const [penalty, setPenalty] = useState('');
  const [deductions, setDeductions] = useState('');
  const [settle, setSettle] = useState(true);
  const { move, errors, setErrors, run, refusal } = useEndForm(onDone);
  const holdsDeposit = lease.depositStatus === 'held';

  function save() {
    if (move.isPending) return;
    const found: Record<string, string> = {};
    if (!date) found.date = d('required');
    if (!reason.trim()) found.reason = d('required');
    if (money(penalty) === null) found.penalty = d('invalidAmount');
    if (money(deductions) === null) found.deductions = d('invalidAmount');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`terminate-${first}`)?.focus();
    run({ action: 'terminate', id: lease.id, input: { date, reason: reason.trim(), ...(money(penalty) ? { penalty: money(penalty)! } : {}), ...(money(deductions) ? { deductions: money(deductions)! } : {}), settleDeposit: holdsDeposit && settle } }, (result) => {
      const r = result as { depositApplied: string; depositRefunded: string; balance: string; awaitingApproval: { number: string } | null };
      if (r.awaitingApproval) return `${t('terminate.done', { number: lease.leaseNumber })} — ${a('history.leaseRefundSent', { number: r.awaitingApproval.number })}`;
      return `${t('terminate.done', { number: lease.leaseNumber })} — ${t('terminate.summary', { applied: co.money(r.depositApplied), refunded: co.money(r.depositRefunded), balance: co.money(r.balance) })}`;
    });
  }
  useSaveShortcut(formRef, save);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('actions.terminate')}>
      {refusal ? <Alert data-testid="terminate-refused">{refusal}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="terminate-date" label={t('terminate.date')} required error={errors.date}>
          <Input type="date" min={lease.startDate} max={lease.endDate} value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        <FormField id="terminate-penalty" label={t('terminate.penalty', { currency: co.currency })} error={errors.penalty} hint={t('terminate.penaltyHint')}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={penalty} onChange={(event) => setPenalty(event.target.value)} />
        </FormField>
        <FormField id="terminate-deductions" label={t('terminate.deductions', { currency: co.currency })} error={errors.deductions}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={deductions} onChange={(event) => setDeductions(event.target.value)} />
        </FormField>
        <FormField id="terminate-reason" label={t('terminate.reason')} required error={errors.reason} className="sm:col-span-2">
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {holdsDeposit ? (
          <label className="flex min-h-11 items-start gap-3 text-sm font-medium sm:col-span-2">
            <Checkbox id="terminate-settle" className="mt-0.5" checked={settle} onChange={(event) => setSettle(event.target.checked)} />
            {t('terminate.settleDeposit', { amount: co.money(lease.securityDeposit) })}
          </label>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={move.isPending}>
          {move.isPending ? <Spinner /> : null}
          {t('terminate.save')}
        </Button>
        <Button variant="ghost" disabled={move.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}

export function SettleDialog({ lease, open, onOpenChange }: Props) {
  const { t } = useLeasesT();
  const co = useCompany();
  return (
    <Shell open={open} onOpenChange={onOpenChange} title={t('settle.title', { number: lease.leaseNumber })} description={t('settle.description', { amount: co.money(lease.securityDeposit) })}>
      <SettleForm lease={lease} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
    </Shell>
  );
}

function SettleForm({ lease, onDone, onCancel }: { lease: LeaseDetail; onDone: () => void; onCancel: () => void }) {
  const { t } = useLeasesT();
  const a = useApprovalsT().t;
  const d = useDataT().t;
  const co = useCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const [date, setDate] = useState(co.today);
  const [deductions, setDeductions] = useState('');
  const [note, setNote] = useState('');
  const { move, errors, setErrors, run, refusal } = useEndForm(onDone);

  function save() {
    if (move.isPending) return;
    const found: Record<string, string> = {};
    if (!date) found.date = d('required');
    if (money(deductions) === null) found.deductions = d('invalidAmount');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`settle-${first}`)?.focus();
    run({ action: 'settle-deposit', id: lease.id, input: { date, ...(money(deductions) ? { deductions: money(deductions)! } : {}), deductionsNote: note.trim() || null } }, (result) => {
      const r = result as SettleResult;
      // Under the company's approval workflow a refund above its amount waits; the deposit stays held.
      if (r.awaitingApproval) return a('history.leaseRefundSent', { number: r.awaitingApproval.number });
      return t('settle.done', { applied: co.money(r.depositApplied), refunded: co.money(r.depositRefunded) });
    });
  }
  useSaveShortcut(formRef, save);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('actions.settle')}>
      {refusal ? <Alert>{refusal}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settle-date" label={t('settle.date')} required error={errors.date}>
          <Input type="date" max={co.today} value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        <FormField id="settle-deductions" label={t('settle.deductions', { currency: co.currency })} error={errors.deductions}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={deductions} onChange={(event) => setDeductions(event.target.value)} />
        </FormField>
        <FormField id="settle-deductionsNote" label={t('settle.deductionsNote')} error={errors.deductionsNote} className="sm:col-span-2">
          <Input value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? <Spinner /> : null}
          {t('settle.save')}
        </Button>
        <Button variant="ghost" disabled={move.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
