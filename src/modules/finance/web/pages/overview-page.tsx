import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Card } from '../../../../web/components/ui/card';
import { useOverview } from '../api/reports';
import { useFinanceReportsT } from '../i18n/reports';

/** /finance: where the money stands today, each figure opening the report behind it. */
export function FinanceOverviewPage() {
  const { t } = useFinanceReportsT();
  const co = useCompany();
  const query = useOverview();
  const o = query.data;
  const monthRange = o ? `?from=${o.monthStart}&to=${o.date}` : '';
  const tiles = o
    ? ([
        ['cash', o.cash, `/finance/reports/cash-flow?to=${o.date}`],
        ['receivables', o.receivables, `/finance/reports/aging`],
        ['payables', o.payables, `/finance/reports/balance-sheet?to=${o.date}`],
        ['monthRevenue', o.monthRevenue, `/finance/reports/income-statement${monthRange}`],
        ['monthExpense', o.monthExpense, `/finance/reports/income-statement${monthRange}`],
        ['monthResult', o.monthResult, `/finance/reports/income-statement${monthRange}`],
      ] as const)
    : [];
  const warnings = o
    ? [
        !o.chartSetUp && { text: t('overview.noChart'), to: '/finance/accounting-wizard' },
        o.draftEntries > 0 && { text: t('overview.drafts', { count: o.draftEntries }), to: '/finance/journal-entries?status=draft' },
        o.missingMappings.length > 0 && { text: t('overview.missingMappings', { count: o.missingMappings.length }), to: '/finance/account-mappings' },
      ].filter((w): w is { text: string; to: string } => !!w)
    : [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('overview.subtitle')} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !o ? (
        <SkeletonRows rows={4} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {tiles.map(([key, value, to]) => (
              <li key={key}>
                <Card>
                  <Link to={withBase(co.base, to)} className="flex flex-col gap-1 p-4 hover:bg-muted/50 sm:p-5">
                    <span className="text-sm text-muted-foreground">{t(`overview.${key}`)}</span>
                    <span className="num text-2xl font-bold tabular-nums">{co.money(value)}</span>
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
          <Section title={t('overview.attention')}>
            {warnings.length ? (
              <ul className="flex flex-col gap-2">
                {warnings.map((w) => (
                  <li key={w.to}>
                    <Link to={withBase(co.base, w.to)} className="inline-flex items-center gap-2 text-sm hover:text-primary hover:underline">
                      <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
                      {w.text}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('overview.allGood')}</p>
            )}
          </Section>
          {/* The journal is not in the spec's menu: the overview is where an accountant reaches it. */}
          <nav className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium" aria-label={t('overview.reports')}>
            {[
              ['/finance/reports', t('overview.reports')],
              ['/finance/journal-entries', t('overview.entries')],
              ...(co.can('finance.journal_entries.write') ? [['/finance/journal-entries/new', t('overview.newEntry')]] : []),
              ['/finance/chart-of-accounts', t('overview.chart')],
            ].map(([to, text]) => (
              <Link key={to} to={withBase(co.base, to!)} className="text-primary hover:underline">
                {text}
              </Link>
            ))}
          </nav>
        </>
      )}
    </div>
  );
}
