import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { BarChart } from '../../../../web/components/charts/bar-chart';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useFormatter } from '../../../../web/lib/format';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { usePlanOptions } from '../api/companies';
import { reportsExportUrl, useReports } from '../api/overview';
import { localName } from '../components/names';
import { usePlatformT } from '../i18n';

const PERIODS = [6, 12, 24] as const;

/** /super-admin/reports: sign-ups and revenue by month (charts), usage by company; Excel export (Ctrl+E). */
export function PlatformReportsPage() {
  const { t, language } = usePlatformT();
  const fmt = useFormatter();
  const [months, setMonths] = useState<number>(12);
  const reports = useReports(months);
  const plans = usePlanOptions();
  const planName = (code: string) => {
    const plan = plans.data?.find((p) => p.planCode === code);
    return plan ? localName(plan, language) : code;
  };
  const exportFile = () => window.location.assign(reportsExportUrl(months));
  useShortcutEvent('export', exportFile);
  // Compact month labels in the user's digits ('11/25'): twelve bars fit a phone.
  const monthFormat = new Intl.DateTimeFormat(language, { month: 'numeric', year: '2-digit', timeZone: 'UTC', numberingSystem: fmt.numberingSystem });
  const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        subtitle={t('reports.subtitle')}
        actions={
          <>
            <label className="flex items-center gap-2 text-sm">
              {t('reports.months')}
              <NativeSelect value={months} onChange={(event) => setMonths(Number(event.target.value))} className="w-40">
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t('reports.monthsOption', { count: p })}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <Button variant="outline" onClick={exportFile}>
              <Download aria-hidden="true" />
              {t('reports.export')}
            </Button>
          </>
        }
      />
      {reports.isPending ? (
        <SkeletonRows />
      ) : reports.isError ? (
        <LoadError error={reports.error} onRetry={() => void reports.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Section title={t('reports.signups')}>
              <BarChart caption={t('reports.signups')} bars={reports.data.signupsByMonth.map((r) => ({ label: monthLabel(r.month), value: r.count, display: fmt.number(r.count) }))} />
            </Section>
            {reports.data.currencies.length === 0 ? (
              <Section title={t('reports.revenueTitle')}>
                <p className="text-sm text-muted-foreground">{t('reports.noRevenue')}</p>
              </Section>
            ) : (
              reports.data.currencies.map((currency) => (
                <Section key={currency} title={t('reports.revenue', { currency })}>
                  <BarChart
                    caption={t('reports.revenue', { currency })}
                    bars={reports.data.revenueByMonth.map((r) => ({ label: monthLabel(r.month), value: Number(r.amounts[currency] ?? 0), display: fmt.money(r.amounts[currency] ?? '0', currency) }))}
                  />
                </Section>
              ))
            )}
          </div>
          <Section title={t('reports.usage')}>
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="usage-table">
                <caption className="sr-only">{t('reports.usage')}</caption>
                <thead className="border-b border-border text-xs text-muted-foreground">
                  <tr>
                    {(['company', 'plan', 'users', 'vehicles', 'customers', 'contracts', 'tickets'] as const).map((key, i) => (
                      <th key={key} scope="col" className={i < 2 ? 'px-3 py-2 text-start font-semibold' : 'px-3 py-2 text-end font-semibold'}>
                        {t(`reports.columns.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {reports.data.usageByCompany.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" className="px-3 py-2 text-start font-medium">{localName(row, language)}</th>
                      <td className="px-3 py-2">{planName(row.plan)}</td>
                      {([row.users, row.vehicles, row.customers, row.contracts, row.tickets] as const).map((n, i) => (
                        <td key={i} className="num px-3 py-2 text-end">{fmt.number(n)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        </>
      )}
    </div>
  );
}
