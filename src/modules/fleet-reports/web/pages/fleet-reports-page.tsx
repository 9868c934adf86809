import { useSearchParams } from 'react-router';
import { BarChart } from '../../../../web/components/charts/bar-chart';
import { useCompany } from '../../../../web/components/data/company';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section, Stat } from '../../../../web/components/data/section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useFleetReport, type FinesByCustomer, type MaintenanceTrend, type Slug, type Utilisation } from '../api/reports';
import { FiguresTable, type FigureColumn } from '../components/figures-table';
import { PeriodBar, usePeriod } from '../components/period-bar';
import { useFleetReportsT } from '../i18n';
import type { FleetReportsTexts } from '../i18n/ar';

const TABS = { utilisation: 'utilisation', maintenance: 'maintenance-trend', fines: 'fines-by-customer' } as const satisfies Record<string, Slug>;
type Tab = keyof typeof TABS;

/** /fleet/reports: utilisation (per class, model, vehicle), the maintenance cost trend and fines by customer. */
export function FleetReportsPage() {
  const { t, language } = useFleetReportsT();
  const [search, setSearch] = useSearchParams();
  const [period, setPeriod] = usePeriod();
  const tab: Tab = (Object.keys(TABS) as Tab[]).find((k) => k === search.get('tab')) ?? 'utilisation';
  const utilisation = useFleetReport<Utilisation>('utilisation', period);
  const setTab = (next: string) => {
    const out = new URLSearchParams(search);
    out.set('tab', next);
    setSearch(out, { replace: true });
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader subtitle={t('reports.subtitle')} />
      <PeriodBar key={`${period.from}-${period.to}`} period={period} onApply={setPeriod} shown={utilisation.data} slug={TABS[tab]} />
      <Tabs value={tab} onValueChange={setTab} dir={language === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-4">
        <TabsList className="w-full sm:w-fit">
          {(Object.keys(TABS) as Tab[]).map((k) => (
            <TabsTrigger key={k} value={k} className="px-2 text-xs sm:px-3 sm:text-sm">
              {t(`reports.tabs.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="utilisation">{utilisation.data ? <UtilisationView data={utilisation.data} /> : null}</TabsContent>
        <TabsContent value="maintenance">{tab === 'maintenance' ? <MaintenanceView period={period} /> : null}</TabsContent>
        <TabsContent value="fines">{tab === 'fines' ? <FinesView period={period} /> : null}</TabsContent>
      </Tabs>
    </div>
  );
}

function UtilisationView({ data }: { data: Utilisation }) {
  const { t } = useFleetReportsT();
  const co = useCompany();
  const pct = (v: number) => `${co.f.number(v, { maximumFractionDigits: 1 })}٪`.replace('٪', co.f.language === 'ar' ? '٪' : '%');
  const days = (v: number) => co.f.number(v, { maximumFractionDigits: 2 });
  const u = (k: keyof FleetReportsTexts['reports']['utilisation']) => t(`reports.utilisation.${k}`);
  type Usage = { rentedDays: number; availableDays: number; percent: number };
  const usage = <R extends Usage>(): FigureColumn<R>[] => [
    { key: 'rented', header: u('rented'), numeric: true, cell: (r) => days(r.rentedDays) },
    { key: 'available', header: u('available'), numeric: true, cell: (r) => days(r.availableDays) },
    { key: 'percent', header: u('percent'), numeric: true, cell: (r) => pct(r.percent) },
  ];
  if (!data.vehicles.length) return <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-foreground">{u('empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={u('fleet')} value={<span className="num">{pct(data.totals.percent)}</span>} testId="fleet-utilisation" />
        <Stat label={u('rented')} value={<span className="num">{days(data.totals.rentedDays)}</span>} />
        <Stat label={u('available')} value={<span className="num">{days(data.totals.availableDays)}</span>} />
        <Stat label={u('vehicles')} value={<span className="num">{co.f.number(data.totals.vehicles)}</span>} />
      </div>
      <Section title={u('chart')}>
        <BarChart caption={u('chart')} bars={data.models.slice(0, 12).map((m) => ({ label: `${m.make} ${m.model}`, value: m.percent, display: pct(m.percent) }))} />
      </Section>
      <Section title={u('byClass')}>
        <FiguresTable testId="utilisation-classes" caption={u('byClass')} rows={data.classes} rowKey={(r) => r.bodyType} columns={[{ key: 'class', header: u('class'), cell: (r) => t(`classes.${r.bodyType}`, { defaultValue: r.bodyType }) }, { key: 'vehicles', header: u('vehicles'), numeric: true, cell: (r) => co.f.number(r.vehicles) }, ...usage<(typeof data.classes)[number]>()]} />
      </Section>
      <Section title={u('byModel')}>
        <FiguresTable testId="utilisation-models" caption={u('byModel')} rows={data.models} rowKey={(r) => `${r.make} ${r.model}`} columns={[{ key: 'model', header: u('model'), cell: (r) => `${r.make} ${r.model}` }, { key: 'vehicles', header: u('vehicles'), numeric: true, cell: (r) => co.f.number(r.vehicles) }, ...usage<(typeof data.models)[number]>()]} />
      </Section>
      <Section title={u('byVehicle')}>
        <FiguresTable
          testId="utilisation-vehicles"
          caption={u('byVehicle')}
          rows={data.vehicles}
          rowKey={(r) => r.vehicleId}
          columns={[{ key: 'vehicle', header: u('vehicle'), cell: (r) => <span className="flex flex-col"><span className="num">{r.plate}</span><span className="text-xs font-normal text-muted-foreground">{r.make} {r.model}</span></span> }, { key: 'contracts', header: u('contracts'), numeric: true, cell: (r) => co.f.number(r.contracts) }, ...usage<(typeof data.vehicles)[number]>()]}
        />
      </Section>
    </div>
  );
}

function MaintenanceView({ period }: { period: { from?: string; to?: string } }) {
  const { t } = useFleetReportsT();
  const co = useCompany();
  const q = useFleetReport<MaintenanceTrend>('maintenance-trend', period);
  const m = (k: keyof FleetReportsTexts['reports']['maintenance']) => t(`reports.maintenance.${k}`);
  const month = (ym: string) => new Intl.DateTimeFormat(co.f.language, { month: 'short', year: 'numeric', timeZone: 'UTC', numberingSystem: co.f.numberingSystem }).format(new Date(`${ym}-01T00:00:00Z`));
  if (!q.data) return null;
  const rows = q.data.months;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Stat label={m('cost')} value={<span className="num">{co.money(q.data.totals.cost)}</span>} testId="maintenance-total" />
        <Stat label={m('orders')} value={<span className="num">{co.f.number(q.data.totals.orders)}</span>} />
      </div>
      <Section title={m('chart')}>
        <BarChart caption={m('chart')} bars={rows.map((r) => ({ label: month(r.month), value: Number(r.cost), display: co.f.number(Number(r.cost), { maximumFractionDigits: 0 }) }))} />
      </Section>
      <FiguresTable
        testId="maintenance-months"
        caption={m('chart')}
        rows={rows}
        rowKey={(r) => r.month}
        totals={{ month: '', cost: q.data.totals.cost, orders: q.data.totals.orders }}
        columns={[
          { key: 'month', header: m('month'), cell: (r) => (r.month ? month(r.month) : m('total')) },
          { key: 'orders', header: m('orders'), numeric: true, cell: (r) => co.f.number(r.orders) },
          { key: 'cost', header: m('cost'), numeric: true, cell: (r) => co.money(r.cost) },
        ]}
      />
    </div>
  );
}

function FinesView({ period }: { period: { from?: string; to?: string } }) {
  const { t } = useFleetReportsT();
  const co = useCompany();
  const q = useFleetReport<FinesByCustomer>('fines-by-customer', period);
  const f = (k: keyof FleetReportsTexts['reports']['fines']) => t(`reports.fines.${k}`);
  if (!q.data) return null;
  if (!q.data.customers.length) return <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-foreground">{f('empty')}</p>;
  type Row = FinesByCustomer['customers'][number];
  const name = (r: Row) => (r.customerId ? ((co.f.language === 'ar' ? r.nameAr : r.nameEn) ?? r.nameAr ?? r.nameEn ?? '') : f('total'));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={f('count')} value={<span className="num">{co.f.number(q.data.totals.count)}</span>} />
        <Stat label={f('amount')} value={<span className="num">{co.money(q.data.totals.amount)}</span>} />
        <Stat label={f('recharged')} value={<span className="num">{co.money(q.data.totals.recharged)}</span>} tone="success" />
        <Stat label={f('unrecovered')} value={<span className="num">{co.money(q.data.totals.unrecovered)}</span>} tone="danger" testId="fines-unrecovered" />
      </div>
      <FiguresTable
        testId="fines-customers"
        caption={t('reports.tabs.fines')}
        rows={q.data.customers}
        rowKey={(r) => r.customerId}
        totals={{ customerId: '', nameAr: null, nameEn: null, ...q.data.totals }}
        columns={[
          { key: 'customer', header: f('customer'), cell: name },
          { key: 'count', header: f('count'), numeric: true, cell: (r) => co.f.number(r.count) },
          { key: 'amount', header: f('amount'), numeric: true, cell: (r) => co.money(r.amount) },
          { key: 'recharged', header: f('recharged'), numeric: true, cell: (r) => co.money(r.recharged) },
          { key: 'unrecovered', header: f('unrecovered'), numeric: true, cell: (r) => co.money(r.unrecovered) },
        ]}
      />
    </div>
  );
}
