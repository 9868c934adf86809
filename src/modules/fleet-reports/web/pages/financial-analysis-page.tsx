import { BarChart } from '../../../../web/components/charts/bar-chart';
import { useCompany } from '../../../../web/components/data/company';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section, Stat } from '../../../../web/components/data/section';
import { useFleetReport, type Profit } from '../api/reports';
import { FiguresTable } from '../components/figures-table';
import { PeriodBar, usePeriod } from '../components/period-bar';
import { useFleetReportsT } from '../i18n';
import type { FleetReportsTexts } from '../i18n/ar';

const FIGURES = ['revenue', 'maintenance', 'depreciation', 'fines', 'interest', 'profit'] as const;

/** /fleet/financial-analysis: revenue, costs and profit per vehicle over a period, with the fleet's totals. */
export function FinancialAnalysisPage() {
  const { t } = useFleetReportsT();
  const co = useCompany();
  const [period, setPeriod] = usePeriod();
  const q = useFleetReport<Profit>('profit', period);
  const p = (k: Exclude<keyof FleetReportsTexts['profit'], never>) => t(`profit.${k}`);
  type Row = Profit['vehicles'][number];
  const data = q.data;
  const best = data ? [...data.vehicles].sort((a, b) => Number(b.profit) - Number(a.profit)).slice(0, 12) : [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader subtitle={p('subtitle')} />
      <PeriodBar key={`${period.from}-${period.to}`} period={period} onApply={setPeriod} shown={data} slug="profit" />
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={p('revenue')} value={<span className="num">{co.money(data.totals.revenue)}</span>} testId="profit-revenue" />
            <Stat label={p('maintenance')} value={<span className="num">{co.money(data.totals.maintenance)}</span>} />
            <Stat label={p('interest')} value={<span className="num">{co.money(data.totals.interest)}</span>} />
            <Stat label={p('profit')} value={<span className="num">{co.money(data.totals.profit)}</span>} tone={Number(data.totals.profit) < 0 ? 'danger' : 'success'} testId="profit-total" />
          </div>
          {best.length ? (
            <Section title={p('chart')}>
              <BarChart caption={p('chart')} bars={best.map((v) => ({ label: v.plate, value: Math.max(0, Number(v.profit)), display: co.f.number(Number(v.profit), { maximumFractionDigits: 0 }) }))} />
            </Section>
          ) : null}
          {data.vehicles.length ? (
            <FiguresTable<Row>
              testId="profit-vehicles"
              caption={p('chart')}
              rows={data.vehicles}
              rowKey={(r) => r.vehicleId}
              totals={{ vehicleId: '', plate: '', make: '', model: '', ...data.totals }}
              columns={[
                { key: 'vehicle', header: p('vehicle'), cell: (r) => (r.vehicleId ? <span className="flex flex-col"><span className="num">{r.plate}</span><span className="text-xs font-normal text-muted-foreground">{r.make} {r.model}</span></span> : p('totals')) },
                ...FIGURES.map((k) => ({ key: k, header: p(k), numeric: true, cell: (r: Row) => <span className={k === 'profit' && Number(r.profit) < 0 ? 'text-destructive' : undefined}>{co.money(r[k])}</span> })),
              ]}
            />
          ) : (
            <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-foreground">{p('empty')}</p>
          )}
          <p className="text-xs text-muted-foreground">{p('note')}</p>
        </>
      ) : null}
    </div>
  );
}
