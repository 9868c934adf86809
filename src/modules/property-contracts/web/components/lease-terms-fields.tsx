import type { ReactNode } from 'react';
import { Section } from '../../../../web/components/data/section';
import { Textarea } from '../../../../web/components/data/textarea';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useCompany } from '../../../../web/components/data/company';
import { LATE_FEE_TYPES, PAYMENT_FREQUENCIES } from '../api/types';
import { useLeasesT } from '../i18n';
import { leaseEnd, paymentDayOf, type LeaseField, type LeaseValues } from './lease-form-values';

type Props = {
  values: LeaseValues;
  set: <K extends keyof LeaseValues>(field: K, value: LeaseValues[K]) => void;
  errors: Partial<Record<LeaseField, string>>;
  showTax: boolean;
  /** Shown under the monthly rent when it came from the property's asking rent. */
  rentHint?: ReactNode;
};

const grid = 'grid gap-4 sm:grid-cols-2';

/** The lease's terms in sections: term and rent, deposit and late rent, renewal and utilities, terms and notes. */
export function LeaseTermsFields({ values: v, set, errors, showTax, rentHint }: Props) {
  const { t } = useLeasesT();
  const co = useCompany();
  const currency = co.currency;
  const end = leaseEnd(v);
  const defaultDay = paymentDayOf(v.startDate);

  const text = (field: LeaseField, label: string, opts: { type?: 'date'; numeric?: boolean; hint?: ReactNode; placeholder?: string } = {}) => (
    <FormField id={`lease-${field}`} label={label} required={['startDate', 'termMonths', 'endDate', 'monthlyRent', 'graceDays'].includes(field) || (field === 'lateFeeValue' && v.lateFeeType !== 'none')} error={errors[field]} hint={opts.hint}>
      <Input
        type={opts.type ?? 'text'}
        inputMode={opts.numeric ? 'decimal' : undefined}
        dir={opts.numeric ? 'ltr' : undefined}
        className={opts.numeric ? 'num text-start' : undefined}
        placeholder={opts.placeholder}
        value={v[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </FormField>
  );
  const check = (field: 'autoRenew' | 'utilitiesIncluded', label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
      <Checkbox id={`lease-${field}`} checked={v[field]} onChange={(event) => set(field, event.target.checked)} />
      {label}
    </label>
  );

  return (
    <>
      <Section title={t('form.sections.term')}>
        <div className={grid}>
          {text('startDate', t('form.startDate'), { type: 'date' })}
          <FormField id="lease-termMode" label={t('form.termBy')}>
            <NativeSelect value={v.termMode} onChange={(event) => set('termMode', event.target.value === 'end' ? 'end' : 'months')}>
              <option value="months">{t('form.termModes.months')}</option>
              <option value="end">{t('form.termModes.end')}</option>
            </NativeSelect>
          </FormField>
          {v.termMode === 'months'
            ? text('termMonths', t('form.termMonths'), { numeric: true, hint: end ? <span data-testid="lease-ends-on">{t('form.endsOn', { date: co.day(end) })}</span> : undefined })
            : text('endDate', t('form.endDate'), { type: 'date' })}
          {text('monthlyRent', t('form.monthlyRent', { currency }), { numeric: true, hint: rentHint })}
          <FormField id="lease-paymentFrequency" label={t('form.paymentFrequency')} required>
            <NativeSelect value={v.paymentFrequency} onChange={(event) => set('paymentFrequency', event.target.value as LeaseValues['paymentFrequency'])}>
              {PAYMENT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>{`${t(`frequency.${f}`)} — ${t(`every.${f}`)}`}</option>
              ))}
            </NativeSelect>
          </FormField>
          {text('paymentDay', t('form.paymentDay'), { numeric: true, placeholder: defaultDay ? String(defaultDay) : undefined, hint: t('form.paymentDayHint', { day: defaultDay ?? '—' }) })}
        </div>
      </Section>
      <Section title={t('form.sections.money')}>
        <div className={grid}>
          {text('securityDeposit', t('form.securityDeposit', { currency }), { numeric: true })}
          {text('commissionAmount', t('form.commissionAmount', { currency }), { numeric: true, hint: t('form.commissionHint') })}
          {text('graceDays', t('form.graceDays'), { numeric: true, hint: t('form.graceHint') })}
          <FormField id="lease-lateFeeType" label={t('form.lateFeeType')}>
            <NativeSelect value={v.lateFeeType} onChange={(event) => set('lateFeeType', event.target.value as LeaseValues['lateFeeType'])}>
              {LATE_FEE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`lateFeeType.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {v.lateFeeType !== 'none' ? text('lateFeeValue', v.lateFeeType === 'fixed' ? t('form.lateFeeFixed', { currency }) : t('form.lateFeePercent'), { numeric: true }) : null}
          {showTax ? text('taxRate', t('form.taxRate'), { numeric: true, hint: t('form.taxHint') }) : null}
        </div>
      </Section>
      <Section title={t('form.sections.renewal')}>
        <div className={grid}>
          <div className="flex flex-col gap-2">
            {check('autoRenew', t('form.autoRenew'))}
            {check('utilitiesIncluded', t('form.utilitiesIncluded'))}
          </div>
          {v.autoRenew ? text('renewalMonths', t('form.renewalMonths'), { numeric: true }) : null}
        </div>
      </Section>
      <Section title={t('form.sections.terms')}>
        <div className={grid}>
          <FormField id="lease-terms" label={t('form.terms')} error={errors.terms} hint={t('form.termsHint')} className="sm:col-span-2">
            <Textarea value={v.terms} onChange={(event) => set('terms', event.target.value)} />
          </FormField>
          <FormField id="lease-notes" label={t('form.notes')} error={errors.notes} className="sm:col-span-2">
            <Textarea value={v.notes} onChange={(event) => set('notes', event.target.value)} />
          </FormField>
        </div>
      </Section>
    </>
  );
}
