import CalendarCheck from 'lucide-react/icons/calendar-check';
import { useState } from 'react';
import { useHrT } from '../../i18n';
import { Card } from '../../../../../web/components/ui/card';
import { Input } from '../../../../../web/components/ui/input';
import { currentLanguage } from '../../../../../web/i18n';
import { useFormatter } from '../../../../../web/lib/format';
import { useAttendanceBoard } from '../../api/get-attendance-board';
import type { BoardRow, BoardState } from '../../api/types';
import { formatClock, formatDay } from '../../lib/format-time';
import { pickName } from '../../lib/names';
import { useDepartmentNames } from '../../lib/use-department-names';
import { EmptyState } from '../shared/empty-state';
import { LoadError } from '../shared/load-error';
import { SkeletonRows } from '../shared/skeleton-rows';
import { StatTile } from '../shared/stat-tile';
import { BOARD_STATES, BOARD_TONES, BoardStateBadge } from './board-state-badge';

type Props = { date: string; today: string; timeZone: string; onDate: (date: string) => void };

/** The day's board: a tile per state (tap to filter) and who is in, late, out, absent or on leave. */
export function AttendanceBoard({ date, today, timeZone, onDate }: Props) {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const board = useAttendanceBoard(date);
  const departmentName = useDepartmentNames();
  const [filter, setFilter] = useState<BoardState | null>(null);

  // "Late" counts everyone who arrived late that day, also those who have left since (a past day
  // shows everyone as "out"); the other tiles are the board's states as they are.
  const inState = (row: BoardRow, state: BoardState) => row.state === state || (state === 'late' && row.lateMinutes > 0);
  const counts = Object.fromEntries(BOARD_STATES.map((s) => [s, (board.data?.items ?? []).filter((row) => inState(row, s)).length])) as Record<BoardState, number>;
  const rows = (board.data?.items ?? []).filter((row) => !filter || inState(row, filter));
  const nameOf = (r: BoardRow) => pickName(r.name, r.nameAr, language);
  const time = (iso: string | null) => formatClock(iso, timeZone, f) || '—';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="board-date" className="text-xs font-medium text-muted-foreground">{t('attendance.day')}</label>
          <Input id="board-date" type="date" className="w-48" value={date} max={today} onChange={(event) => event.target.value && onDate(event.target.value)} />
        </div>
        <p className="text-sm text-muted-foreground">{formatDay(board.data?.date ?? date, f, 'full')}</p>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid="board-tiles">
        {BOARD_STATES.map((state) => (
          <StatTile
            key={state}
            label={t(`attendance.states.${state}`)}
            value={board.data ? f.number(counts[state]) : '…'}
            tone={BOARD_TONES[state]}
            active={filter === state}
            onClick={() => setFilter((current) => (current === state ? null : state))}
          />
        ))}
      </div>

      {board.isPending ? (
        <SkeletonRows rows={8} />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={CalendarCheck} title={t('attendance.boardEmpty')} />
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden">
            {rows.map((r) => (
              <li key={r.employeeId}>
                <Card className="flex items-center justify-between gap-3 p-3.5">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold break-words">{nameOf(r)}</span>
                    <span className="num text-xs text-muted-foreground">
                      {r.employeeNumber}
                      {r.checkInTime ? ` · ${time(r.checkInTime)} – ${time(r.checkOutTime)}` : ''}
                    </span>
                  </div>
                  <BoardStateBadge state={r.state} />
                </Card>
              </li>
            ))}
          </ul>
          <Card className="overflow-x-auto max-md:hidden">
            <table className="w-full text-sm" data-testid="attendance-board">
              <caption className="sr-only">{t('attendance.boardCaption')}</caption>
              <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.number')}</th>
                  <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.name')}</th>
                  <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.department')}</th>
                  <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('attendance.columns.status')}</th>
                  <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('attendance.columns.checkIn')}</th>
                  <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('attendance.columns.checkOut')}</th>
                  <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('attendance.columns.lateMinutes')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((r) => (
                  <tr key={r.employeeId} className="hover:bg-muted/40">
                    <td className="num px-3 py-2 text-muted-foreground">{r.employeeNumber}</td>
                    <th scope="row" className="px-3 py-2 text-start font-semibold">{nameOf(r)}</th>
                    <td className="px-3 py-2">{departmentName(r.department)}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-1">
                        <BoardStateBadge state={r.state} />
                        {r.state === 'out' && r.lateMinutes > 0 ? <BoardStateBadge state="late" /> : null}
                      </div>
                    </td>
                    <td className="num px-3 py-2 text-end">{time(r.checkInTime)}</td>
                    <td className="num px-3 py-2 text-end">{time(r.checkOutTime)}</td>
                    <td className="num px-3 py-2 text-end">{r.lateMinutes > 0 ? f.number(r.lateMinutes) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      )}
    </div>
  );
}
