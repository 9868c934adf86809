import { useRef } from 'react';
import { Link } from 'react-router';
import { addDays, localToIso, useCompany } from '../../../../web/components/data/company';
import { DOT_TONES, type Tone } from '../../../../web/components/data/badge';
import { useVirtualRows } from '../../../../web/components/data/virtual-rows';
import { cn } from '../../../../web/lib/cn';
import { customerName } from '../../../customers/web';
import type { Availability, Booking } from '../api/types';
import { useFleetT } from '../i18n';
import { VEHICLE_TONES } from './vehicle-status-badge';

const DAY_MS = 86_400_000;
const ROW = 44;
const DAY_WIDTH = 40;
const BAR: Record<string, string> = { reserved: 'bg-info text-white dark:text-slate-950', active: 'bg-primary text-primary-foreground', suspended: 'bg-warning text-white dark:text-slate-950' };

/**
 * Vehicles × days, bookings as bars placed with logical insets, so the calendar runs from the
 * right in Arabic and from the left in English. The vehicle column and the day header stay in
 * view while scrolling; rows past 20 are virtualised.
 */
export function AvailabilityGrid({ data, from, days }: { data: Availability; from: string; days: number }) {
  const { t, language } = useFleetT();
  const co = useCompany();
  const scrollRef = useRef<HTMLDivElement>(null);
  const win = useVirtualRows(scrollRef, data.vehicles.length, ROW, 6);
  const startMs = Date.parse(localToIso(`${from}T00:00`, co.timeZone));
  const spanMs = days * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const dayNumber = new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC', numberingSystem: co.f.numberingSystem });
  const width = days * DAY_WIDTH;

  const place = (b: Booking) => {
    const s = Math.max(Date.parse(b.startAt), startMs);
    const e = Math.min(Date.parse(b.endAt), startMs + spanMs);
    return { insetInlineStart: `${((s - startMs) / spanMs) * 100}%`, width: `${Math.max(0.6, ((e - s) / spanMs) * 100)}%` };
  };
  const label = (b: Booking) =>
    t('calendar.booking', { number: b.contractNumber, customer: customerName({ nameAr: b.customerNameAr, nameEn: b.customerNameEn }, language), from: co.at(b.startAt), to: co.at(b.endAt) });

  const rows = data.vehicles.slice(win.start, win.end);
  return (
    <div ref={scrollRef} className="max-h-[70vh] overflow-auto rounded-xl border border-border bg-card shadow-sm" data-testid="availability-grid">
      <div role="table" aria-label={t('calendar.caption')} style={{ minWidth: width + 176 }} className="relative w-full text-sm">
        <div role="row" className="sticky top-0 z-20 flex border-b border-border bg-muted">
          <div role="columnheader" className="sticky start-0 z-30 flex w-32 shrink-0 sm:w-44 items-end border-e border-border bg-muted px-3 py-2 text-xs font-semibold text-muted-foreground">
            {t('calendar.vehicle')}
          </div>
          <div className="flex flex-1" style={{ minWidth: width }}>
            {dates.map((date) => {
              const d = new Date(`${date}T00:00:00Z`);
              const weekend = d.getUTCDay() === 5 || d.getUTCDay() === 6;
              return (
                <div role="columnheader" key={date} style={{ minWidth: DAY_WIDTH }} className={cn('flex flex-1 basis-0 flex-col items-center py-1.5 text-[11px] leading-tight', weekend && 'bg-muted-foreground/10', date === co.today && 'bg-primary-soft font-bold text-primary')}>
                  <span className="text-muted-foreground">{weekday.format(d)}</span>
                  <span className="num font-semibold">{dayNumber.format(d)}</span>
                </div>
              );
            })}
          </div>
        </div>
        {win.padTop ? <div aria-hidden="true" style={{ height: win.padTop }} /> : null}
        {rows.map((v) => (
          <div role="row" key={v.id} className="flex border-b border-border last:border-b-0" style={{ height: ROW }}>
            <div role="rowheader" className="sticky start-0 z-10 flex w-32 shrink-0 sm:w-44 items-center gap-2 border-e border-border bg-card px-3">
              <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOT_TONES[(VEHICLE_TONES as Record<string, Tone>)[v.status] ?? 'muted'])} />
              <Link to={`${co.base}/fleet/vehicles/${v.id}`} className="flex min-w-0 flex-col leading-tight hover:text-primary">
                <span dir="ltr" className="num truncate text-start font-semibold">{v.plateNumber}</span>
                <span className="truncate text-xs text-muted-foreground">{`${v.make} ${v.model}`}</span>
              </Link>
            </div>
            <div role="cell" className="relative flex-1" style={{ minWidth: width }}>
              <div aria-hidden="true" className="absolute inset-0 flex">
                {dates.map((date) => (
                  <div key={date} style={{ minWidth: DAY_WIDTH }} className={cn('flex-1 basis-0 border-e border-border/50', date === co.today && 'bg-primary-soft/60')} />
                ))}
              </div>
              {v.bookings.length === 0 ? <span className="sr-only">{t('calendar.free')}</span> : null}
              {v.bookings.map((b) => (
                <Link
                  key={b.id}
                  to={`${co.base}/contracts/${b.id}`}
                  title={label(b)}
                  aria-label={label(b)}
                  style={place(b)}
                  className={cn('absolute top-2 bottom-2 flex items-center overflow-hidden rounded-md px-1.5 text-[11px] font-semibold whitespace-nowrap shadow-sm hover:opacity-90', BAR[b.status] ?? 'bg-muted-foreground text-white')}
                >
                  <span className="num truncate">{b.contractNumber}</span>
                </Link>
              ))}
            </div>
          </div>
        ))}
        {win.padBottom ? <div aria-hidden="true" style={{ height: win.padBottom }} /> : null}
      </div>
    </div>
  );
}

/** The legend under the grid: what each bar colour means. */
export function AvailabilityLegend() {
  const { t } = useFleetT();
  return (
    <div className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground" aria-label={t('calendar.legend')}>
      {(['reserved', 'active', 'suspended'] as const).map((s) => (
        <span key={s} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('h-3 w-6 rounded', BAR[s])} />
          {t(`calendar.bars.${s}`)}
        </span>
      ))}
    </div>
  );
}
