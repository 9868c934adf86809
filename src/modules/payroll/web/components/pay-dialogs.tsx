import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useAddLoan, useAddStructure } from '../api/payroll';
import type { EmployeePay } from '../api/types';
import { usePayrollT } from '../i18n';
import { AdjustmentForm } from './adjustment-form';
import { PayActions } from './pay-actions';
import { ProfileForm } from './profile-form';
import { SettlementForm } from './settlement-form';
import { StructureHistory } from './structure-history';

export type PayAction = { kind: 'raise' | 'loan' | 'adjust' | 'profile' | 'settlement'; employee: EmployeePay };

/** A raise (a new salary structure from a day), a loan, a one-off addition or deduction, the pay profile or the end of service, for one employee. */
export function PayDialog({ action, onClose }: { action: PayAction | null; onClose: () => void }) {
  const { t } = usePayrollT();
  const co = useCompany();
  const name = action ? (co.f.language.startsWith('en') ? action.employee.nameEn : action.employee.nameAr) : '';
  return (
    <Dialog open={Boolean(action)} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className={action?.kind === 'settlement' ? 'max-w-2xl' : 'max-w-md'} aria-describedby="pay-dialog-description">
        {action ? (
          <>
            <DialogTitle>{action.kind === 'settlement' ? t('settlement.title', { name }) : action.kind === 'adjust' ? t('adjust.title', { name }) : t(`pay.${action.kind}Title`, { name })}</DialogTitle>
            <DialogDescription id="pay-dialog-description">{action.kind === 'settlement' ? t('settlement.body') : action.kind === 'adjust' ? t('adjust.body') : t(`pay.${action.kind}Body`)}</DialogDescription>
            {action.kind === 'raise' ? (
              <>
                <RaiseForm employee={action.employee} onDone={onClose} />
                <StructureHistory employeeId={action.employee.employeeId} />
              </>
            ) : action.kind === 'loan' ? (
              <LoanForm employee={action.employee} onDone={onClose} />
            ) : action.kind === 'adjust' ? (
              <AdjustmentForm employee={action.employee} onDone={onClose} />
            ) : action.kind === 'settlement' ? (
              <SettlementForm employee={action.employee} onDone={onClose} />
            ) : (
              <ProfileForm employee={action.employee} onDone={onClose} />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The field message of each amount left empty or not a number. */
function amountErrors(values: Record<string, string | null>, d: (key: 'required' | 'invalidAmount') => string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).flatMap(([field, v]) => (v === '' ? [[field, d('required')]] : v === null ? [[field, d('invalidAmount')]] : [])));
}

function RaiseForm({ employee: e, onDone }: { employee: EmployeePay; onDone: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const add = useAddStructure();
  const [from, setFrom] = useState(co.today);
  const [basic, setBasic] = useState(e.basic);
  const [housing, setHousing] = useState(e.housing);
  const [transport, setTransport] = useState(e.transport);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { basic: amountOf(basic), housing: amountOf(housing), transport: amountOf(transport) };
    const wrong = amountErrors(values, d);
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    add.mutate(
      { employeeId: e.employeeId, body: { effectiveFrom: from, basic: values.basic!, housing: values.housing!, transport: values.transport! } },
      {
        onSuccess: () => {
          toast.success(t('pay.raised'));
          onDone();
        },
        onError: (err) => setFormError(errorText(err, d('saveFailed'), d('network'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="raise-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="raise-from" label={t('pay.effectiveFrom')} required>
        <Input type="date" dir="ltr" className="num text-start" value={from} onChange={(ev) => setFrom(ev.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="raise-basic" label={`${t('pay.basic')} (${co.currency})`} error={errors.basic} required>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={basic} onChange={(ev) => setBasic(ev.target.value)} />
        </FormField>
        <FormField id="raise-housing" label={t('pay.housing')} error={errors.housing}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={housing} onChange={(ev) => setHousing(ev.target.value)} />
        </FormField>
        <FormField id="raise-transport" label={t('pay.transport')} error={errors.transport}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={transport} onChange={(ev) => setTransport(ev.target.value)} />
        </FormField>
      </div>
      <PayActions busy={add.isPending} label={t('pay.saveRaise')} onCancel={onDone} />
    </form>
  );
}

function LoanForm({ employee: e, onDone }: { employee: EmployeePay; onDone: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const add = useAddLoan();
  const [kind, setKind] = useState<'loan' | 'advance'>('advance');
  const [amount, setAmount] = useState('');
  const [instalment, setInstalment] = useState('');
  const [firstMonth, setFirstMonth] = useState(co.today.slice(0, 7));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { amount: amountOf(amount), instalment: amountOf(instalment) };
    const wrong = amountErrors(values, d);
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    add.mutate(
      { employeeId: e.employeeId, kind, amount: values.amount!, instalment: values.instalment!, firstMonth },
      {
        onSuccess: () => {
          toast.success(t('pay.lent'));
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="loan-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="loan-kind" label={t('pay.kind')}>
        <NativeSelect value={kind} onChange={(ev) => setKind(ev.target.value as 'loan' | 'advance')}>
          <option value="advance">{t('pay.kinds.advance')}</option>
          <option value="loan">{t('pay.kinds.loan')}</option>
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="loan-amount" label={`${t('pay.amount')} (${co.currency})`} error={errors.amount} required>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={amount} onChange={(ev) => setAmount(ev.target.value)} />
        </FormField>
        <FormField id="loan-instalment" label={t('pay.instalment')} error={errors.instalment} required>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={instalment} onChange={(ev) => setInstalment(ev.target.value)} />
        </FormField>
      </div>
      <FormField id="loan-first-month" label={t('pay.firstMonth')} error={errors.firstMonth} required>
        <Input type="month" dir="ltr" className="num w-48 text-start" value={firstMonth} onChange={(ev) => setFirstMonth(ev.target.value)} />
      </FormField>
      <PayActions busy={add.isPending} label={t('pay.saveLoan')} onCancel={onDone} />
    </form>
  );
}
