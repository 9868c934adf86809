import FileDown from 'lucide-react/icons/file-down';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { compareMoney, negateMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { Section } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { openFile } from '../../../../web/lib/open-file';
import { cn } from '../../../../web/lib/cn';
import { statementPdfPath, useStatement } from '../api/get-statement';
import type { OwnerStatement, Period } from '../api/types';
import { useOwnersT } from '../i18n';
import { presetOf, presetPeriod, type Preset } from './statement-period';

const PRESETS: readonly Preset[] = ['month', 'lastMonth', 'year'];
const th = 'py-2 pe-3 text-start font-semibold whitespace-nowrap';
const thEnd = 'py-2 pe-3 text-end font-semibold whitespace-nowrap';

/** The owner statement of a period (this month by default): totals, the lines behind them and the PDF. */
export function StatementSection({ ownerId }: { ownerId: string }) {
  const { t } = useOwnersT();
  const d = useDataT().t;
  const co = useCompany();
  const [period, setPeriod] = useState<Period>(() => presetPeriod('month', co.today));
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const query = useStatement(ownerId, period, valid);
  const active = presetOf(period, co.today);
  const pdf = () => void openFile(statementPdfPath(ownerId, period)).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))));

  return (
    <Section
      title={t('statement.title')}
      testId="owner-statement"
      actions={
        <Button variant="outline" size="sm" onClick={pdf} disabled={!valid} aria-label={t('statement.pdfLabel')} title={t('statement.pdfLabel')}>
          <FileDown aria-hidden="true" />
          {t('statement.pdf')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <FormField id="statement-from" label={t('statement.from')} className="w-40">
            <Input type="date" value={period.from} onChange={(event) => setPeriod((p) => ({ ...p, from: event.target.value }))} />
          </FormField>
          <FormField id="statement-to" label={t('statement.to')} className="w-40" error={valid || !period.from || !period.to ? undefined : t('statement.invalidPeriod')}>
            <Input type="date" value={period.to} onChange={(event) => setPeriod((p) => ({ ...p, to: event.target.value }))} />
          </FormField>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('statement.title')}>
            {PRESETS.map((preset) => (
              <Button key={preset} size="sm" variant={active === preset ? 'primary' : 'outline'} aria-pressed={active === preset} onClick={() => setPeriod(presetPeriod(preset, co.today))}>
                {t(`statement.presets.${preset}`)}
              </Button>
            ))}
          </div>
          {query.isFetching ? <Spinner /> : null}
        </div>
        {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.data ? <StatementBody statement={query.data} /> : null}
      </div>
    </Section>
  );
}

function StatementBody({ statement: s }: { statement: OwnerStatement }) {
  const { t, language } = useOwnersT();
  const co = useCompany();
  const due = compareMoney(s.totals.closing, '0') >= 0;
  const rows: Array<[string, string, boolean?]> = [
    [t('statement.totals.opening'), s.totals.opening],
    [t('statement.totals.collected'), s.totals.collected],
    [t('statement.totals.commission'), negateMoney(s.totals.commission)],
    [t('statement.totals.expenses'), negateMoney(s.totals.expenses)],
    [t('statement.totals.net'), s.totals.net, true],
    [t('statement.totals.payouts'), negateMoney(s.totals.payouts)],
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 lg:grid-cols-[1fr_minmax(16rem,22rem)]">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="statement-totals">
          {rows.map(([label, value, strong]) => (
            <div key={label} className={cn('flex items-baseline justify-between gap-3 border-b border-border/60 pb-1.5', strong && 'font-semibold')}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="num whitespace-nowrap">{co.money(value)}</dd>
            </div>
          ))}
        </dl>
        <div className={cn('flex flex-col justify-center gap-1 rounded-xl border p-4', due ? 'border-primary/30 bg-primary-soft' : 'border-destructive/30 bg-destructive-soft')}>
          <span className="text-xs font-medium text-muted-foreground">{due ? t('statement.totals.due') : t('statement.totals.owes')}</span>
          <span className={cn('num text-2xl font-bold', due ? 'text-primary' : 'text-destructive')} data-testid="statement-closing">
            {co.money(due ? s.totals.closing : negateMoney(s.totals.closing))}
          </span>
        </div>
      </div>
      <Lines title={t('statement.collections')} empty={s.collections.length === 0}>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            <th className={th}>{t('statement.columns.date')}</th>
            <th className={th}>{t('statement.columns.property')}</th>
            <th className={`${th} max-md:hidden`}>{t('statement.columns.tenant')}</th>
            <th className={`${th} max-sm:hidden`}>{t('statement.columns.receipt')}</th>
            <th className={thEnd}>{t('statement.columns.amount')}</th>
            <th className={thEnd}>{t('statement.columns.commission')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {s.collections.map((c) => (
            <tr key={`${c.paymentId}-${c.kind}-${c.leaseId}-${c.invoiceNumber}`}>
              <td className="py-2 pe-3 whitespace-nowrap">{co.day(c.date)}</td>
              <td className="py-2 pe-3">
                <Link className="text-primary hover:underline" to={withBase(co.base, `/properties/${c.propertyId}`)}>{(language === 'en' && c.propertyNameEn) || c.propertyNameAr}</Link>
                <span className="block text-xs whitespace-nowrap text-muted-foreground">
                  <span className="num">{c.propertyCode}</span>
                  {' · '}
                  <Link className="num hover:underline" to={withBase(co.base, `/properties/contracts/${c.leaseId}`)}>{c.leaseNumber}</Link>
                </span>
              </td>
              <td className="py-2 pe-3 max-md:hidden">{(language === 'en' && c.tenantNameEn) || c.tenantNameAr || c.tenantNameEn}</td>
              <td className="py-2 pe-3 whitespace-nowrap max-sm:hidden">
                <span className="num">{c.paymentNumber}</span>
                {c.kind === 'bounced' ? <span className="block text-xs font-semibold text-destructive">{t('statement.bounced')}</span> : null}
              </td>
              <td className={cn('num py-2 pe-3 text-end whitespace-nowrap', c.kind === 'bounced' && 'text-destructive')}>{co.money(c.amount)}</td>
              <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(c.commission)}<span className="block text-xs text-muted-foreground">{`${co.f.number(Number(c.commissionRate))}%`}</span></td>
            </tr>
          ))}
        </tbody>
      </Lines>
      <Lines title={t('statement.expenses')} empty={s.expenses.length === 0}>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            <th className={th}>{t('statement.columns.date')}</th>
            <th className={th}>{t('statement.columns.work')}</th>
            <th className={`${th} max-sm:hidden`}>{t('statement.columns.property')}</th>
            <th className={thEnd}>{t('statement.columns.amount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {s.expenses.map((e) => (
            <tr key={e.id}>
              <td className="py-2 pe-3 whitespace-nowrap">{co.day(e.completedOn)}</td>
              <td className="py-2 pe-3">{e.title}<span className="num block text-xs text-muted-foreground">{e.requestNumber}</span></td>
              <td className="py-2 pe-3 max-sm:hidden">{(language === 'en' && e.propertyNameEn) || e.propertyNameAr}<span className="num block text-xs text-muted-foreground">{e.propertyCode}</span></td>
              <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(e.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Lines>
      <Lines title={t('statement.payouts')} empty={s.payouts.length === 0}>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            <th className={th}>{t('statement.columns.date')}</th>
            <th className={th}>{t('statement.columns.number')}</th>
            <th className={`${th} max-sm:hidden`}>{t('statement.columns.reference')}</th>
            <th className={thEnd}>{t('statement.columns.amount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {s.payouts.map((p) => (
            <tr key={p.id}>
              <td className="py-2 pe-3 whitespace-nowrap">{co.day(p.payoutDate)}</td>
              <td className="py-2 pe-3 whitespace-nowrap"><span className="num">{p.payoutNumber}</span><span className="block text-xs text-muted-foreground">{t(`methods.${p.method}`)}</span></td>
              <td className="num py-2 pe-3 max-sm:hidden">{p.reference ?? '—'}</td>
              <td className="num py-2 pe-3 text-end whitespace-nowrap">{co.money(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Lines>
    </div>
  );
}

function Lines({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useOwnersT();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {empty ? (
        <p className="text-sm text-muted-foreground">{t('statement.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">{children}</table>
        </div>
      )}
    </div>
  );
}
