// The car-rental dashboard tiles (issue 4): each figure links to the list behind it.
import type { ReactNode } from 'react';
import { Card } from '../../../../web/components/ui/card';
import { useFormatter } from '../../../../web/lib/format';
import { useRentalDashboard, type RentalDashboard } from '../api/get-rental-dashboard';
import { useDashboardT } from '../i18n/dashboard';
import { DashboardFigures, DashboardLink as Link, DashboardTile as Tile } from './dashboard-figures';

const STATUS_COLOURS: Record<string, string> = {
  available: 'bg-emerald-500',
  rented: 'bg-sky-500',
  reserved: 'bg-violet-500',
  maintenance: 'bg-amber-500',
  out_of_service: 'bg-slate-400',
  accident: 'bg-rose-500',
  stolen: 'bg-rose-700',
  police_station: 'bg-orange-600',
};

/** The figures; `after` (the company card) shows once they are there, so nothing moves. */
export function RentalDashboard({ after }: { after?: ReactNode }) {
  return (
    <DashboardFigures query={useRentalDashboard()} after={after}>
      {(d) => <Tiles d={d} />}
    </DashboardFigures>
  );
}

function Tiles({ d }: { d: RentalDashboard }) {
  const { t, language } = useDashboardT();
  const f = useFormatter();
  const name = (r: { customerNameAr: string | null; customerNameEn: string | null }) => (language === 'ar' ? (r.customerNameAr ?? r.customerNameEn) : (r.customerNameEn ?? r.customerNameAr)) ?? '';
  const statuses = Object.entries(d.fleet.byStatus).sort((a, b) => b[1] - a[1]);
  const change = Number(d.revenue.lastMonth) ? Math.round(((Number(d.revenue.thisMonth) - Number(d.revenue.lastMonth)) / Number(d.revenue.lastMonth)) * 100) : null;
  return (
    <section className="flex flex-col gap-4" aria-label={t('heading')}>
      <h2 className="text-lg font-bold">{t('heading')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Tile title={t('fleet')} to="/fleet" testId="tile-fleet">
          <p className="text-2xl font-bold tabular-nums">{t('vehicles', { n: f.number(d.fleet.total) })}</p>
          <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            {statuses.map(([status, n]) => <span key={status} className={STATUS_COLOURS[status] ?? 'bg-slate-300'} style={{ width: `${(n / Math.max(1, d.fleet.total)) * 100}%` }} />)}
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {statuses.map(([status, n]) => (
              <li key={status} className="flex items-center gap-1.5">
                <span className={`size-2 rounded-full ${STATUS_COLOURS[status] ?? 'bg-slate-300'}`} aria-hidden="true" />
                <Link to={`/fleet?status=${status}`} className="hover:underline">
                  {t(`status.${status}` as 'status.available')} <span className="tabular-nums font-semibold">{f.number(n)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Tile>

        <Tile title={t('utilisation')} to="/fleet" testId="tile-utilisation">
          <p className="text-2xl font-bold tabular-nums">{f.number(d.utilisation.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}</p>
          <div className="h-2.5 overflow-hidden rounded-full bg-muted" role="meter" aria-valuenow={d.utilisation.percent} aria-valuemin={0} aria-valuemax={100} aria-label={t('utilisation')}>
            <div className="h-full rounded-full bg-primary" style={{ width: `${d.utilisation.percent}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">{t('utilisationHint')}</p>
        </Tile>

        <Tile title={t('active')} to="/contracts?status=active" testId="tile-active">
          <p className="text-2xl font-bold tabular-nums">{f.number(d.activeContracts)}</p>
          <p className="text-xs text-muted-foreground">{t('activeHint')}</p>
        </Tile>

        <Tile title={t('ending')} to="/contracts?ending=7" testId="tile-ending">
          <p className="text-2xl font-bold tabular-nums">{f.number(d.endingSoon.count)}</p>
          {d.endingSoon.items.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {d.endingSoon.items.map((c) => (
                <li key={c.id} className="flex justify-between gap-2">
                  <Link to={`/contracts/${c.id}`} className="truncate hover:underline">
                    <span className="font-medium" dir="ltr">{c.contractNumber}</span> · {name(c)}
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">{t('endsOn', { date: f.date(c.plannedEndAt, 'short') })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('endingNone')}</p>
          )}
        </Tile>

        <Tile title={t('overdue')} to="/finance/invoices?status=overdue" testId="tile-overdue">
          <p className="text-2xl font-bold tabular-nums text-destructive">{f.money(d.overdue.amount, d.currency)}</p>
          <p className="text-xs text-muted-foreground">{d.overdue.count ? t('overdueCount', { n: f.number(d.overdue.count) }) : t('overdueNone')}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {d.overdue.items.map((o) => (
              <li key={o.id} className="flex justify-between gap-2">
                <Link to={o.contractId ? `/contracts/${o.contractId}` : `/finance/invoices/${o.id}`} className="truncate hover:underline">
                  {name(o)}
                </Link>
                <span className="shrink-0 tabular-nums">{f.money(o.balance, d.currency)}</span>
              </li>
            ))}
          </ul>
        </Tile>

        <Tile title={t('revenue')} to="/finance/invoices" testId="tile-revenue">
          <p className="text-2xl font-bold tabular-nums">{f.money(d.revenue.thisMonth, d.currency)}</p>
          <p className="text-xs text-muted-foreground">
            {t('revenueVs', { amount: f.money(d.revenue.lastMonth, d.currency) })}
            {change === null ? null : <span className={change >= 0 ? 'ms-2 font-semibold text-emerald-600' : 'ms-2 font-semibold text-destructive'} dir="ltr">{`${change >= 0 ? '+' : ''}${change}%`}</span>}
          </p>
          <p className="text-xs text-muted-foreground">{t('collected', { amount: f.money(d.collections.thisMonth, d.currency) })}</p>
        </Tile>
      </div>

      <Card className="p-5" data-testid="tile-activity">
        <h3 className="mb-3 text-sm font-semibold text-muted-foreground">{t('activity')}</h3>
        {d.activity.length ? (
          <ul className="divide-y divide-border">
            {d.activity.map((a) => (
              <li key={`${a.kind}-${a.id}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link to={a.href} className="min-w-0 truncate hover:underline">
                  <span className="font-medium">{a.kind === 'payment' ? t('payment', { number: a.number }) : t('contract', { number: a.number })}</span> · {name(a)} ·{' '}
                  <span className="text-muted-foreground">{t(`status.${a.status}` as 'status.available')}</span>
                </Link>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{a.amount ? f.money(a.amount, d.currency) : f.dateTime(a.at, 'short')}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('activityNone')}</p>
        )}
      </Card>
    </section>
  );
}
