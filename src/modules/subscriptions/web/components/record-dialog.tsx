import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { PAYMENT_METHODS, SUBSCRIPTION_RECORD_STATUSES, recordSubscriptionSchema } from '../../schemas';
import { useRecordPayment, type Plan } from '../api/plans';
import { useSubscriptionsT } from '../i18n';

type CompanyOption = { id: string; name: string; nameAr: string | null };

/** The super admin records a payment for a company's plan period. */
export function RecordDialog({ open, onOpenChange, companies, plans }: { open: boolean; onOpenChange: (open: boolean) => void; companies: readonly CompanyOption[]; plans: readonly Plan[] }) {
  const { t: tr } = useTranslation();
  const { t, language } = useSubscriptionsT();
  const record = useRecordPayment();
  const today = new Date().toISOString().slice(0, 10);
  const [v, setV] = useState({ companyId: '', planCode: 'basic', billingCycle: 'monthly', periodStart: today, periodEnd: '', amount: '', status: 'paid', paymentMethod: 'bank_transfer', reference: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof v) => (event: { target: { value: string } }) => setV((x) => ({ ...x, [name]: event.target.value }));
  function submit() {
    const { companyId, periodEnd, amount, ...rest } = v;
    const parsed = recordSubscriptionSchema.safeParse({ ...rest, ...(periodEnd ? { periodEnd } : {}), ...(amount ? { amount } : {}) });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error, tr);
    if (!companyId) found.companyId = tr('messages.required');
    setErrors(found);
    if (!parsed.success || !companyId) return;
    record.mutate({ companyId, input: parsed.data }, { onSuccess: () => { toast.success(t('payments.recorded')); onOpenChange(false); }, onError: (error) => setErrors(fieldErrors(error)) });
  }
  const select = (name: keyof typeof v, label: string, options: Array<[string, string]>, required = true) => (
    <FormField id={`record-${name}`} label={label} required={required} error={errors[name]}>
      <NativeSelect value={v[name]} onChange={set(name)}>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </NativeSelect>
    </FormField>
  );
  const input = (name: keyof typeof v, label: string, type = 'text', hint?: string, required = false) => (
    <FormField id={`record-${name}`} label={label} required={required} error={errors[name]} hint={hint}>
      <Input type={type} dir={type === 'text' ? undefined : 'ltr'} inputMode={name === 'amount' ? 'decimal' : undefined} value={v[name]} onChange={set(name)} />
    </FormField>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogTitle>{t('payments.recordTitle')}</DialogTitle>
        <DialogDescription>{t('payments.recordHint')}</DialogDescription>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {select('companyId', t('payments.company'), [['', t('payments.chooseCompany')], ...companies.map((c): [string, string] => [c.id, (language === 'ar' && c.nameAr) || c.name])])}
            {select('planCode', t('payments.plan'), plans.filter((p) => p.isActive).map((p) => [p.planCode, (language === 'ar' && p.nameAr) || p.name]))}
            {select('billingCycle', t('payments.cycle'), [['monthly', t('payments.cycles.monthly')], ['yearly', t('payments.cycles.yearly')]])}
            {select('status', t('payments.status'), SUBSCRIPTION_RECORD_STATUSES.map((s) => [s, t(`payments.statuses.${s}`)]))}
            {input('periodStart', t('payments.periodStart'), 'date', undefined, true)}
            {input('periodEnd', t('payments.periodEnd'), 'date', t('payments.periodEndHint'))}
            {input('amount', t('payments.amount'), 'text', t('payments.amountHint'))}
            {select('paymentMethod', t('payments.method'), PAYMENT_METHODS.map((m) => [m, t(`payments.methods.${m}`)]))}
            {input('reference', t('payments.reference'))}
          </div>
          {record.isError && Object.keys(fieldErrors(record.error)).length === 0 ? <Alert>{errorText(record.error, t('common.failed'), t('common.failed'))}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? <Spinner /> : null}
              {t('payments.record')}
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
