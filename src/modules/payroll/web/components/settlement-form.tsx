// An employee's end of service on /hr/payroll: the reason, the last day and (optionally) the
// unused leave days; "figure" shows every line of the settlement with its source and the total
// before anything is written; "record" ends the employment, posts it and opens its PDF from the
// settlements list.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { usePreviewSettlement, useRecordSettlement } from '../api/payroll';
import type { EmployeePay, LeavingReason, SettlementFigures, SettlementInput } from '../api/types';
import { usePayrollT } from '../i18n';

const REASONS: LeavingReason[] = ['resignation', 'termination', 'contract_end', 'retirement', 'misconduct', 'death'];

export function SettlementForm({ employee: e, onDone }: { employee: EmployeePay; onDone: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const preview = usePreviewSettlement();
  const record = useRecordSettlement();
  const [reason, setReason] = useState<LeavingReason>('resignation');
  const [lastDay, setLastDay] = useState(co.today);
  const [leaveDays, setLeaveDays] = useState('');
  const [notes, setNotes] = useState('');
  const [figures, setFigures] = useState<SettlementFigures | null>(null);
  const failure = record.error ?? preview.error;
  const errors = fieldErrors(failure);

  const input = (): SettlementInput => ({ employeeId: e.employeeId, reason, lastDay, ...(leaveDays.trim() ? { unusedLeaveDays: leaveDays.trim() } : {}), notes: notes.trim() || null });
  // Any change makes the shown figures stale: they are figured again before recording.
  const changed = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setFigures(null);
    preview.reset();
    record.reset();
  };

  const figure = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(input(), { onSuccess: setFigures });
  };
  const save = () =>
    record.mutate(input(), {
      onSuccess: (s) => {
        toast.success(t('settlement.recorded', { number: s.settlementNumber }));
        onDone();
      },
    });

  return (
    <form noValidate onSubmit={figure} className="flex flex-col gap-4" data-testid="settlement-form">
      {failure ? <Alert>{errorText(failure, d('saveFailed'), d('network'))}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settlement-reason" label={t('settlement.reason')} required>
          <NativeSelect value={reason} onChange={(ev) => changed(setReason)(ev.target.value as LeavingReason)}>
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`settlement.reasons.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="settlement-last-day" label={t('settlement.lastDay')} error={errors.lastDay} required>
          <Input type="date" dir="ltr" className="num text-start" value={lastDay} max={co.today} onChange={(ev) => changed(setLastDay)(ev.target.value)} />
        </FormField>
        <FormField id="settlement-leave" label={t('settlement.leaveDays')} hint={t('settlement.leaveHint')} error={errors.unusedLeaveDays}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={leaveDays} placeholder={figures?.unusedLeaveDays ?? ''} onChange={(ev) => changed(setLeaveDays)(ev.target.value)} />
        </FormField>
        <FormField id="settlement-notes" label={t('settlement.notes')} error={errors.notes}>
          <Input value={notes} onChange={(ev) => setNotes(ev.target.value)} />
        </FormField>
      </div>
      {figures ? <Figures figures={figures} /> : null}
      <div className="flex flex-wrap gap-2">
        {figures ? (
          <Button type="button" variant="destructive" disabled={record.isPending} onClick={save} data-testid="settlement-record">
            {record.isPending ? <Spinner /> : null}
            {t('settlement.record')}
          </Button>
        ) : (
          <Button type="submit" disabled={preview.isPending || !lastDay} data-testid="settlement-preview">
            {preview.isPending ? <Spinner /> : null}
            {preview.isPending ? t('settlement.previewing') : t('settlement.preview')}
          </Button>
        )}
        <Button variant="ghost" disabled={record.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}

function Figures({ figures: f }: { figures: SettlementFigures }) {
  const { t } = usePayrollT();
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const owed = f.total.startsWith('-');
  return (
    <div className="rounded-md border border-border" data-testid="settlement-figures">
      <p className="border-b border-border px-3 py-2 text-xs text-muted-foreground">
        {t('settlement.service', { years: co.f.number(Number(f.gratuity.serviceYears)), days: co.f.number(f.gratuity.serviceDays) })}
        {f.gratuity.why !== 'due' ? ` · ${t('settlement.forfeited')}` : ''}
      </p>
      <ul className="divide-y divide-border text-sm">
        {f.lines.map((l, i) => (
          <li key={`${l.code}-${i}`} className="flex items-start justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="block">{en ? l.labelEn : l.labelAr}</span>
              <span className="block text-xs text-muted-foreground">{en ? l.sourceEn : l.sourceAr}</span>
            </span>
            <span className="num shrink-0 whitespace-nowrap">{co.money(l.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between gap-3 border-t border-border bg-muted/50 px-3 py-2 font-semibold">
        <span>{owed ? t('settlement.owed') : t('settlement.total')}</span>
        <span className="num whitespace-nowrap" data-testid="settlement-total">
          {co.money(owed ? f.total.slice(1) : f.total)}
        </span>
      </p>
    </div>
  );
}
