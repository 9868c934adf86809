import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BarLineChart, type ChartPoint } from '../../../../web/components/charts/bar-line-chart';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { useAnalysis, type Analysis, type AnalysisParams } from '../api/analysis';
import { useFinanceAnalysisT } from '../i18n/analysis';

// The app's tokens (globals.css), so the chart follows the theme, light or dark.
const COLOURS = { revenue: 'var(--primary)', expense: 'var(--accent)', margin: 'var(--info)' };
const RATIO_KEYS = ['currentRatio', 'quickRatio', 'cash', 'receivables', 'payables', 'daysSalesOutstanding', 'receivablesTurnover'] as const;
type RatioKey = (typeof RATIO_KEYS)[number];

/** /finance/analysis: revenue, expenses and margin by month, and the liquidity and collection ratios. */
export function AnalysisPage() {
  const { t, language } = useFinanceAnalysisT();
  const co = useCompany();
  const [search, setSearch] = useSearchParams();
  const params: AnalysisParams = { from: search.get('from') || undefined, to: search.get('to') || undefined };
  const query = useAnalysis(params);
  const a = query.data;
  const rtl = language === 'ar';
  const two = (v: string) => co.f.number(Number(v), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const monthName = new Intl.DateTimeFormat(co.f.language, { month: 'short', year: '2-digit', timeZone: 'UTC', numberingSystem: co.f.numberingSystem });
  const ratioValue = (key: RatioKey, r: Analysis['ratios']): string => {
    const v = r[key];
    if (v === null) return t('ratios.notApplicable');
    if (key === 'cash' || key === 'receivables' || key === 'payables') return co.money(v);
    if (key === 'daysSalesOutstanding') return t('ratios.days', { value: two(v) });
    if (key === 'receivablesTurnover') return t('ratios.times', { value: two(v) });
    return two(v);
  };
  // Oldest month first: the chart puts it on the reading side's start.
  const points: ChartPoint[] = (a?.months ?? []).map((m) => ({
    label: monthName.format(new Date(`${m.month}-01T00:00:00Z`)),
    values: { revenue: Number(m.revenue), expense: Number(m.expense), margin: m.marginPercent === null ? null : Number(m.marginPercent) },
  }));
  const empty = !!a && a.months.every((m) => Number(m.revenue) === 0 && Number(m.expense) === 0);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('subtitle')} />
      <PeriodForm key={`${a?.from}|${a?.to}`} shown={{ from: a?.from, to: a?.to }} onApply={(next) => setSearch(new URLSearchParams(Object.entries(next).filter(([, v]) => !!v) as [string, string][]), { replace: true })} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !a ? (
        <SkeletonRows rows={6} />
      ) : (
        <>
          <Section title={t('chart.title')} testId="analysis-chart">
            {empty ? (
              <p className="text-sm text-muted-foreground">{t('chart.empty')}</p>
            ) : (
              <BarLineChart
                className="h-72 sm:h-80"
                points={points}
                bars={[
                  { key: 'revenue', name: t('chart.revenue'), colour: COLOURS.revenue },
                  { key: 'expense', name: t('chart.expense'), colour: COLOURS.expense },
                ]}
                line={{ key: 'margin', name: t('chart.margin'), colour: COLOURS.margin }}
                rtl={rtl}
                axisAmount={(v) => co.f.number(v, { notation: 'compact' })}
                axisPercent={(v) => `${co.f.number(v)}%`}
                amount={(v) => co.money(String(v))}
                percent={(v) => `${two(String(v))}%`}
                caption={t('chart.caption')}
              />
            )}
          </Section>
          <Section title={t('totals.title')}>
            <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-4">
              {(
                [
                  ['revenue', co.money(a.totals.revenue)],
                  ['expense', co.money(a.totals.expense)],
                  ['result', co.money(a.totals.result)],
                  ['margin', a.totals.marginPercent === null ? t('ratios.notApplicable') : `${two(a.totals.marginPercent)}%`],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="flex min-w-0 flex-col gap-0.5">
                  <dt className="text-xs text-muted-foreground">{t(`totals.${key}`)}</dt>
                  <dd className="num truncate text-lg font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <section aria-labelledby="analysis-ratios" className="flex flex-col gap-3">
            <h2 id="analysis-ratios" className="text-base font-semibold">
              {t('ratios.title', { date: co.day(a.ratios.asOf) })}
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="analysis-ratios">
              {RATIO_KEYS.map((key) => (
                <li key={key}>
                  <Card className="flex h-full flex-col gap-1 p-4 sm:p-5">
                    <span className="text-sm text-muted-foreground">{t(`ratios.${key}.label`)}</span>
                    <span className="num text-2xl font-bold tabular-nums">{ratioValue(key, a.ratios)}</span>
                    <span className="text-xs text-muted-foreground">{t(`ratios.${key}.hint`)}</span>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

function PeriodForm({ shown, onApply }: { shown: AnalysisParams; onApply: (next: AnalysisParams) => void }) {
  const { t } = useFinanceAnalysisT();
  const [draft, setDraft] = useState<AnalysisParams>(shown);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('filters.title')} className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-3 sm:p-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="analysis-from">{t('filters.from')}</Label>
        <Input id="analysis-from" type="date" value={draft.from ?? ''} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value || undefined }))} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="analysis-to">{t('filters.to')}</Label>
        <Input id="analysis-to" type="date" value={draft.to ?? ''} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value || undefined }))} />
      </div>
      <Button type="submit">{t('filters.apply')}</Button>
    </form>
  );
}
