import { useHrT } from '../../i18n';
import { Card } from '../../../../../web/components/ui/card';
import { useFormatter } from '../../../../../web/lib/format';
import type { AttendanceRecord } from '../../api/types';
import { formatClock, formatDay } from '../../lib/format-time';
import { Badge, type BadgeTone } from '../shared/badge';

const TONES: Record<string, BadgeTone> = { present: 'success', late: 'warning', absent: 'danger', on_leave: 'info' };
const KNOWN = ['present', 'late', 'absent', 'on_leave'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (status: string): status is Known => (KNOWN as readonly string[]).includes(status);

/** Attendance history rows: day, in, out, hours, status (late minutes when late); times in the company zone. */
export function RecordsTable({ items, timeZone, caption }: { items: AttendanceRecord[]; timeZone: string; caption: string }) {
  const { t } = useHrT();
  const f = useFormatter();
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="attendance-records">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('attendance.columns.date')}</th>
            <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('attendance.columns.checkIn')}</th>
            <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('attendance.columns.checkOut')}</th>
            <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('attendance.columns.hours')}</th>
            <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('attendance.columns.status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((r) => (
            <tr key={r.id ?? r.attendanceDate}>
              <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">{formatDay(r.attendanceDate, f, 'full')}</th>
              <td className="num px-3 py-2 text-end">{formatClock(r.checkInTime, timeZone, f) || '—'}</td>
              <td className="num px-3 py-2 text-end">{formatClock(r.checkOutTime, timeZone, f) || '—'}</td>
              <td className="num px-3 py-2 text-end">{r.totalHours ? f.number(Number(r.totalHours), { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '—'}</td>
              <td className="px-3 py-2">
                <Badge tone={TONES[r.status] ?? 'muted'}>
                  {r.lateMinutes > 0
                    ? t('attendance.lateBy', { count: r.lateMinutes, minutes: f.number(r.lateMinutes) })
                    : isKnown(r.status)
                      ? t(`attendance.recordStatus.${r.status}`)
                      : r.status}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
