import { useState, type FormEvent } from 'react';
import { addMoney, multiplyMoney, type CurrencyCode } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useChargeDamage } from '../api/inspections';
import { DAMAGE_SEVERITIES, type DamageSeverity, type InspectionDetail } from '../api/types';
import { useInspectionsT } from '../i18n';

/** A return against its handover: the new points, and charging them at a price per severity. */
export function ComparisonPanel({ inspection: i, canWrite }: { inspection: InspectionDetail; canWrite: boolean }) {
  const { t } = useInspectionsT();
  const d = useDataT().t;
  const co = useCompany();
  const c = i.comparison!;
  const charge = useChargeDamage();
  const [prices, setPrices] = useState<Record<DamageSeverity, string>>({ minor: '', moderate: '', major: '' });
  const [method, setMethod] = useState<'invoice' | 'deposit'>('invoice');
  const fresh = c.newPointIndexes.map((n) => i.damagePoints[n]!).filter((p) => p.amount === undefined);
  const count = (s: DamageSeverity) => fresh.filter((p) => p.severity === s).length;
  const total = DAMAGE_SEVERITIES.reduce((sum, s) => addMoney(sum, multiplyMoney(amountOf(prices[s]) || '0', count(s), co.currency as CurrencyCode)), '0');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    charge.mutate({ id: i.id, method, prices: { minor: amountOf(prices.minor) || '0', moderate: amountOf(prices.moderate) || '0', major: amountOf(prices.major) || '0' } });
  };

  return (
    <Section title={t('compare.title')} testId="inspection-comparison">
      <div className="flex flex-col gap-3">
        {c.handoverId ? null : <p className="text-sm text-muted-foreground">{t('compare.noHandover')}</p>}
        <p className="text-sm font-medium" data-testid="new-damage-count">
          {c.newPointIndexes.length ? t('compare.newCount', { count: c.newPointIndexes.length }) : t('compare.none')}
        </p>
        {c.charged ? (
          <Alert tone="info" data-testid="charge-result">
            {(i.chargeMethod === 'deposit' ? t('compare.chargedDeposit', { number: c.chargeInvoiceNumber ?? '', amount: co.money(c.chargeTotal ?? '0') }) : t('compare.charged', { number: c.chargeInvoiceNumber ?? '', amount: co.money(c.chargeTotal ?? '0') }))}
          </Alert>
        ) : canWrite && fresh.length ? (
          <form className="flex flex-col gap-3" onSubmit={submit} data-testid="charge-form">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t('compare.prices')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {DAMAGE_SEVERITIES.map((s) => (
                  <FormField key={s} id={`price-${s}`} label={`${t(`severity.${s}`)} (${co.f.number(count(s))})`}>
                    <Input inputMode="decimal" dir="ltr" className="num text-end" value={prices[s]} onChange={(e) => setPrices({ ...prices, [s]: e.target.value })} id={`price-${s}`} data-testid={`price-${s}`} disabled={!count(s)} />
                  </FormField>
                ))}
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t('compare.method')}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {(['invoice', 'deposit'] as const).map((m) => (
                  <label key={m} className="flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary/5">
                    <input type="radio" name="charge-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                    <span>{t(`compare.${m}`)}</span>
                  </label>
                ))}
              </div>
              <span className="num text-xs text-muted-foreground">{t('compare.depositLeft', { amount: co.money(c.depositLeft) })}</span>
            </fieldset>
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
              <span className="text-sm">
                {t('compare.total')}: <strong className="num" data-testid="charge-total">{co.money(total)}</strong>
              </span>
              <Button type="submit" disabled={charge.isPending} data-testid="charge-submit" className="min-h-11">
                {charge.isPending ? <Spinner /> : null}
                {t('compare.charge')}
              </Button>
            </div>
            {charge.error ? <Alert>{errorText(charge.error, d('saveFailed'), d('network'))}</Alert> : null}
          </form>
        ) : null}
      </div>
    </Section>
  );
}
