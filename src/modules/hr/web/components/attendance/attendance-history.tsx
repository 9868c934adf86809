import CalendarX from 'lucide-react/icons/calendar-x';
import { useHrT } from '../../i18n';
import { Input } from '../../../../../web/components/ui/input';
import { NativeSelect } from '../../../../../web/components/ui/native-select';
import { currentLanguage } from '../../../../../web/i18n';
import { useAttendanceRecords } from '../../api/get-attendance-records';
import { useEmployees } from '../../api/get-employees';
import { employeeName } from '../../lib/names';
import { EmptyState } from '../shared/empty-state';
import { LoadError } from '../shared/load-error';
import { SkeletonRows } from '../shared/skeleton-rows';
import { RecordsTable } from './records-table';

type Props = {
  /** '' = my own history. */
  employeeId: string;
  from: string;
  to: string;
  timeZone: string;
  canPickEmployee: boolean;
  onChange: (changes: { employee?: string; from?: string; to?: string }) => void;
};

/** One person's attendance between two days: mine by default, anyone's for HR (hr.attendance.read). */
export function AttendanceHistory({ employeeId, from, to, timeZone, canPickEmployee, onChange }: Props) {
  const { t } = useHrT();
  const language = currentLanguage();
  const staff = useEmployees({ search: '', status: 'all', department: '', page: 1, pageSize: 200 }, canPickEmployee);
  const records = useAttendanceRecords({ employeeId, from, to });
  const chosen = staff.data?.items.find((e) => e.id === employeeId);
  const caption = chosen ? t('attendance.historyOf', { name: employeeName(chosen, language) }) : t('attendance.myHistory');

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3 lg:flex lg:items-end">
        {canPickEmployee ? (
          <div className="flex min-w-0 flex-col gap-1.5 lg:w-72">
            <label htmlFor="history-employee" className="text-xs font-medium text-muted-foreground">{t('attendance.employee')}</label>
            <NativeSelect id="history-employee" value={employeeId} onChange={(event) => onChange({ employee: event.target.value })}>
              <option value="">{t('attendance.me')}</option>
              {(staff.data?.items ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {employeeName(e, language)} ({e.employeeNumber})
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="history-from" className="text-xs font-medium text-muted-foreground">{t('attendance.from')}</label>
          <Input id="history-from" type="date" value={from} max={to} onChange={(event) => event.target.value && onChange({ from: event.target.value })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="history-to" className="text-xs font-medium text-muted-foreground">{t('attendance.to')}</label>
          <Input id="history-to" type="date" value={to} min={from} onChange={(event) => event.target.value && onChange({ to: event.target.value })} />
        </div>
      </div>
      <h2 className="text-base font-semibold">{caption}</h2>
      {records.isPending ? (
        <SkeletonRows rows={6} />
      ) : records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.length === 0 ? (
        <EmptyState icon={CalendarX} title={t('attendance.noRecords')} body={t('attendance.noRecordsBody')} />
      ) : (
        <RecordsTable items={records.data} timeZone={timeZone} caption={caption} />
      )}
    </div>
  );
}
