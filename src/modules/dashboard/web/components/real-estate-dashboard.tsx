// The real-estate dashboard tiles (issue 15): occupancy, this month's rent against last month's,
// overdue rent, leases ending within 90 days, the longest vacant properties and open maintenance,
// each linking to the list it counts.
import type { ReactNode } from 'react';
import { useFormatter } from '../../../../web/lib/format';
import { useRealEstateDashboard, type RealEstateDashboard as Figures } from '../api/get-real-estate-dashboard';
import { useRealEstateDashboardT } from '../i18n/real-estate';
import { DashboardFigures, DashboardLink as Link, DashboardTile as Tile } from './dashboard-figures';

function Meter({ percent, label, tone = 'bg-primary' }: { percent: number; label: string; tone?: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div className="h-2.5 overflow-hidden rounded-full bg-muted" role="meter" aria-valuenow={Math.round(value)} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <div className={`h-full rounded-full ${tone}`} style={{ width: `${value}%` }} />
    </div>
  );
}

/** The figures; `after` (the company card) shows once they are there, so nothing moves. */
export function RealEstateDashboard({ after }: { after?: ReactNode }) {
  return (
    <DashboardFigures query={useRealEstateDashboard()} after={after}>
      {(d) => <Tiles d={d} />}
    </DashboardFigures>
  );
}

type Place = { propertyNameAr: string; propertyNameEn: string | null; unitNumber: string | null; buildingNameAr: string | null; buildingNameEn: string | null };

function Tiles({ d }: { d: Figures }) {
  const { t, language } = useRealEstateDashboardT();
  const f = useFormatter();
  const pick = (ar: string | null, en: string | null) => (language === 'ar' ? (ar ?? en) : (en ?? ar)) ?? '';
  const tenant = (r: { tenantNameAr: string | null; tenantNameEn: string | null }) => pick(r.tenantNameAr, r.tenantNameEn);
  // A unit reads with its building ("Apartment 1204 — West Bay Tower"); a property let whole by its name.
  const place = (r: Place) => (r.buildingNameAr || r.buildingNameEn ? t('inBuilding', { unit: pick(r.propertyNameAr, r.propertyNameEn), building: pick(r.buildingNameAr, r.buildingNameEn) }) : pick(r.propertyNameAr, r.propertyNameEn));
  const rate = (m: { due: string; collected: string }) => (Number(m.due) ? (Number(m.collected) / Number(m.due)) * 100 : 0);
  const thisRate = rate(d.rent.thisMonth);
  const lastRate = rate(d.rent.lastMonth);
  const change = Number(d.rent.lastMonth.due) ? Math.round(thisRate - lastRate) : null;
  const m = d.maintenance;
  return (
    <section className="flex flex-col gap-4" aria-label={t('heading')}>
      <h2 className="text-lg font-bold">{t('heading')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Tile title={t('occupancy')} to="/properties?level=all" testId="tile-occupancy">
          <p className="text-2xl font-bold tabular-nums">{f.number(d.occupancy.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}</p>
          <Meter percent={d.occupancy.percent} label={t('occupancy')} />
          <p className="text-xs text-muted-foreground">{t('occupancyHint', { rented: f.number(d.occupancy.rented), leasable: f.number(d.occupancy.leasable) })}</p>
        </Tile>

        <Tile title={t('rent')} to="/properties/contracts?status=active" testId="tile-rent">
          <p className="text-2xl font-bold tabular-nums">{f.money(d.rent.thisMonth.due, d.currency)}</p>
          <Meter percent={thisRate} label={t('rentRate')} tone="bg-emerald-600" />
          <p className="text-xs text-muted-foreground">
            {t('rentCollected', { amount: f.money(d.rent.thisMonth.collected, d.currency) })}{' '}
            <span className="tabular-nums">({f.number(thisRate / 100, { style: 'percent', maximumFractionDigits: 0 })})</span>
          </p>
          <p className="text-xs text-muted-foreground">
            {t('rentLast', { due: f.money(d.rent.lastMonth.due, d.currency), collected: f.money(d.rent.lastMonth.collected, d.currency) })}
            {change === null ? null : (
              <span className={change >= 0 ? 'ms-2 font-semibold text-emerald-700' : 'ms-2 font-semibold text-destructive'}>
                {t('points', { n: f.number(change, { signDisplay: 'exceptZero' }) })}
              </span>
            )}
          </p>
        </Tile>

        <Tile title={t('overdue')} to="/properties/contracts?overdue=1" testId="tile-overdue">
          <p className="text-2xl font-bold tabular-nums text-destructive">{f.money(d.overdue.amount, d.currency)}</p>
          <p className="text-xs text-muted-foreground">{t('overdueCount', { count: d.overdue.leases, n: f.number(d.overdue.leases) })}</p>
          <ul className="flex flex-col gap-1.5 text-sm">
            {d.overdue.items.map((o) => (
              <li key={o.leaseId} className="flex items-baseline justify-between gap-2">
                <Link to={`/properties/contracts/${o.leaseId}`} className="min-w-0 truncate hover:underline">
                  <span className="font-medium">{tenant(o)}</span> <span className="text-muted-foreground">· {place(o)}</span>
                </Link>
                <span className="shrink-0 tabular-nums">{f.money(o.amount, d.currency)}</span>
              </li>
            ))}
          </ul>
        </Tile>

        <Tile title={t('ending')} to="/properties/contracts?ending=90" testId="tile-ending">
          <p className="text-2xl font-bold tabular-nums">{f.number(d.ending.count)}</p>
          {d.ending.items.length ? (
            <ul className="flex flex-col gap-1.5 text-sm">
              {d.ending.items.map((l) => (
                <li key={l.id} className="flex items-baseline justify-between gap-2">
                  <Link to={`/properties/contracts/${l.id}`} className="min-w-0 truncate hover:underline">
                    <span className="font-medium">{tenant(l)}</span> <span className="text-muted-foreground">· {place(l)}</span>
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">{t('endsOn', { date: f.date(l.endDate, 'short') })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('endingNone')}</p>
          )}
        </Tile>

        <Tile title={t('vacant')} to="/properties?status=available&level=all" testId="tile-vacant">
          <p className="text-2xl font-bold tabular-nums">{f.number(d.vacant.count)}</p>
          <p className="text-xs text-muted-foreground">{d.vacant.count ? t('vacantOver90', { n: f.number(d.vacant.over90) }) : t('vacantNone')}</p>
          <ul className="flex flex-col gap-1.5 text-sm">
            {d.vacant.items.map((v) => (
              <li key={v.id} className="flex items-baseline justify-between gap-2">
                <Link to={`/properties/${v.id}`} className="min-w-0 truncate hover:underline">
                  {place({ propertyNameAr: v.nameAr, propertyNameEn: v.nameEn, unitNumber: v.unitNumber, buildingNameAr: v.buildingNameAr, buildingNameEn: v.buildingNameEn })}
                </Link>
                {v.days === null ? null : (
                  <span className={`shrink-0 text-xs tabular-nums ${v.days >= 90 ? 'font-semibold text-destructive' : v.days >= 30 ? 'text-amber-700' : 'text-muted-foreground'}`}>
                    {t('days', { count: v.days, days: f.number(v.days) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Tile>

        <Tile title={t('maintenance')} to="/properties/maintenance?status=open" testId="tile-maintenance">
          <div className="flex items-center gap-3">
            <p className="text-2xl font-bold tabular-nums">{f.number(m.total)}</p>
            {m.urgent ? <span className="rounded-full bg-destructive/10 px-2.5 py-0.5 text-xs font-semibold text-destructive">{t('maintenanceUrgent', { n: f.number(m.urgent) })}</span> : null}
          </div>
          {m.total ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
              {(
                [
                  ['open', m.open],
                  ['assigned', m.assigned],
                  ['in_progress', m.inProgress],
                ] as const
              ).map(([status, n]) => (
                <li key={status}>
                  <Link to={`/properties/maintenance?status=${status}`} className="hover:underline">
                    {t(`maintenanceStatus.${status === 'in_progress' ? 'inProgress' : status}`)} <span className="font-semibold tabular-nums">{f.number(n)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('maintenanceNone')}</p>
          )}
        </Tile>
      </div>
    </section>
  );
}
