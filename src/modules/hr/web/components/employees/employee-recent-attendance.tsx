import CalendarX from 'lucide-react/icons/calendar-x';
import { useHrT } from '../../i18n';
import { useAttendanceRecords } from '../../api/get-attendance-records';
import { addDays } from '../../lib/format-time';
import { useCompanyZone } from '../../lib/use-company-zone';
import { RecordsTable } from '../attendance/records-table';
import { EmptyState } from '../shared/empty-state';
import { LoadError } from '../shared/load-error';
import { SkeletonRows } from '../shared/skeleton-rows';

/** The last 30 days of an employee's attendance. */
export function EmployeeRecentAttendance({ employeeId }: { employeeId: string }) {
  const { t } = useHrT();
  const { timeZone, today } = useCompanyZone();
  const records = useAttendanceRecords({ employeeId, from: addDays(today, -30), to: today });
  if (records.isPending) return <SkeletonRows rows={5} />;
  if (records.isError) return <LoadError error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.length === 0) return <EmptyState icon={CalendarX} title={t('attendance.noRecords')} />;
  return <RecordsTable items={records.data} timeZone={timeZone} caption={t('employees.recentAttendance')} />;
}
