import { useMemo } from 'react';
import { compareMoney, resolveCurrency } from '../../../../core/money';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { Section } from '../../../../web/components/data/section';
import { amountOf } from '../../../../web/components/data/numbers';
import { useLeasesT } from '../i18n';
import { previewSchedule, type LeaseValues } from './lease-form-values';

/** The instalments the lease will have, recomputed on every keystroke with the server's own rules. */
export function SchedulePreview({ values, showTax }: { values: LeaseValues; showTax: boolean }) {
  const { t } = useLeasesT();
  const co = useCompany();
  const currency = resolveCurrency(co.currency);
  const preview = useMemo(() => previewSchedule(values, currency), [values, currency]);
  const tax = showTax ? amountOf(values.taxRate) : null;
  const errors = { incomplete: t('preview.incomplete'), end_before_start: t('form.errors.endBeforeStart'), term_too_long: t('form.errors.termTooLong'), invalid_payment_day: t('form.errors.paymentDay') } as const;

  return (
    <Section title={t('preview.title')} testId="schedule-preview">
      {!preview.ok ? (
        <p className="text-sm text-muted-foreground">{errors[preview.reason]}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-muted-foreground">{t('preview.hint')}</p>
          <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="preview-total">
            <span>{t('preview.count', { count: preview.schedule.installments.length, n: co.f.number(preview.schedule.installments.length) })}</span>
            <span className="font-semibold">
              {t('preview.total')}: <span className="num">{co.money(preview.schedule.totalRent)}</span>
            </span>
          </div>
          {tax && compareMoney(tax, '0') > 0 ? <p className="text-xs text-muted-foreground">{t('preview.taxNote', { rate: tax })}</p> : null}
          <div className="max-h-[28rem] overflow-y-auto rounded-lg border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('preview.caption')}</caption>
              <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-2 py-2 text-start font-semibold">{t('detail.schedule.columns.sequence')}</th>
                  <th scope="col" className="px-2 py-2 text-start font-semibold">{t('detail.schedule.columns.period')}</th>
                  <th scope="col" className="px-2 py-2 text-start font-semibold max-sm:hidden">{t('detail.schedule.columns.due')}</th>
                  <th scope="col" className="px-2 py-2 text-end font-semibold">{t('detail.schedule.columns.amount')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {preview.schedule.installments.map((i) => (
                  <tr key={i.sequence}>
                    <td className="num px-2 py-1.5 align-top">{co.f.number(i.sequence)}</td>
                    <td className="px-2 py-1.5 align-top">
                      <span className="num block whitespace-nowrap">{co.day(i.periodStart)}</span>
                      <span className="num block whitespace-nowrap text-xs text-muted-foreground">{co.day(i.periodEnd)}</span>
                      {i.prorated ? <Badge tone="info" className="mt-1">{t('preview.part')}</Badge> : null}
                    </td>
                    {/* Rent is due on its period's first day; on a phone the period says it. */}
                    <td className="num px-2 py-1.5 align-top whitespace-nowrap max-sm:hidden">{co.day(i.dueDate)}</td>
                    <td className="num px-2 py-1.5 text-end align-top whitespace-nowrap">{co.money(i.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Section>
  );
}
