// A one-off addition or deduction for one employee, in the run of a month not yet approved; a
// correction names the approved month it makes good (that run itself never changes).
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { monthLabel } from '../../../../web/components/data/month';
import { amountOf } from '../../../../web/components/data/numbers';
import { LoadError } from '../../../../web/components/data/load-error';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useAddAdjustment, useRuns } from '../api/payroll';
import type { EmployeePay } from '../api/types';
import { usePayrollT } from '../i18n';
import { PayActions } from './pay-actions';

type Run = NonNullable<ReturnType<typeof useRuns>['data']>['items'][number];

/** Waits for the runs: the month the form starts on is the one awaiting approval. */
export function AdjustmentForm({ employee, onDone }: { employee: EmployeePay; onDone: () => void }) {
  const runs = useRuns();
  if (!runs.data) return runs.isError ? <LoadError error={runs.error} onRetry={() => void runs.refetch()} /> : <SkeletonRows rows={3} />;
  return <AdjustmentFields employee={employee} runs={runs.data.items} onDone={onDone} />;
}

function AdjustmentFields({ employee: e, runs, onDone }: { employee: EmployeePay; runs: Run[]; onDone: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const add = useAddAdjustment();
  // The run awaiting approval is where an adjustment usually goes; else this month's.
  const [month, setMonth] = useState(() => runs.find((r) => r.status === 'calculated')?.month ?? co.today.slice(0, 7));
  const [kind, setKind] = useState<'addition' | 'deduction'>('addition');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [corrects, setCorrects] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const approved = runs.filter((r) => r.status !== 'calculated' && r.month < month);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amountOf(amount);
    const wrong: Record<string, string> = {};
    if (!label.trim()) wrong.labelAr = d('required');
    if (value === '') wrong.amount = d('required');
    else if (value === null) wrong.amount = d('invalidAmount');
    if (!month) wrong.month = d('required');
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    add.mutate(
      { employeeId: e.employeeId, kind, month, labelAr: label.trim(), amount: value!, ...(corrects ? { correctsMonth: corrects } : {}), reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('adjust.saved', { month: monthLabel(co, month) }));
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="adjustment-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="adjustment-kind" label={t('adjust.kind')}>
          <NativeSelect value={kind} onChange={(ev) => setKind(ev.target.value as 'addition' | 'deduction')}>
            <option value="addition">{t('adjust.kinds.addition')}</option>
            <option value="deduction">{t('adjust.kinds.deduction')}</option>
          </NativeSelect>
        </FormField>
        <FormField id="adjustment-month" label={t('adjust.month')} error={errors.month} required>
          <Input type="month" dir="ltr" className="num text-start" value={month} onChange={(ev) => setMonth(ev.target.value)} />
        </FormField>
      </div>
      <FormField id="adjustment-label" label={t('adjust.label')} hint={t('adjust.labelHint')} error={errors.labelAr} required>
        <Input value={label} maxLength={120} onChange={(ev) => setLabel(ev.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="adjustment-amount" label={`${t('adjust.amount')} (${co.currency})`} error={errors.amount} required>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={amount} onChange={(ev) => setAmount(ev.target.value)} />
        </FormField>
        <FormField id="adjustment-corrects" label={t('adjust.corrects')} error={errors.correctsMonth}>
          <NativeSelect value={corrects} onChange={(ev) => setCorrects(ev.target.value)}>
            <option value="">{t('adjust.correctsNone')}</option>
            {approved.map((r) => (
              <option key={r.id} value={r.month}>
                {monthLabel(co, r.month)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="adjustment-reason" label={t('adjust.reason')} error={errors.reason}>
        <Input value={reason} maxLength={500} onChange={(ev) => setReason(ev.target.value)} />
      </FormField>
      <PayActions busy={add.isPending} label={t('adjust.save')} onCancel={onDone} />
    </form>
  );
}
