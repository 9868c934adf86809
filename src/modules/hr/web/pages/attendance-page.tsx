import { useHrT } from '../i18n';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { AttendanceBoard } from '../components/attendance/attendance-board';
import { AttendanceHistory } from '../components/attendance/attendance-history';
import { MonthlyReport } from '../components/attendance/monthly-report';
import { PageHeader } from '../components/shared/page-header';
import { addDays } from '../lib/format-time';
import { useCompanyZone } from '../lib/use-company-zone';
import { useHrAccess } from '../lib/use-hr-access';

const TABS = ['today', 'monthly', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /hr/attendance: today's board, the monthly report (Excel export) and each person's history; state in the URL. */
export function AttendancePage() {
  const { t } = useHrT();
  const { readAttendance } = useHrAccess();
  const { timeZone, today, month: thisMonth } = useCompanyZone();
  const [params, setParams] = useSearchParams();

  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : readAttendance ? 'today' : 'history';
  const date = DAY.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? (params.get('month') as string) : thisMonth;
  const employee = params.get('employee') ?? '';
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : today;
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : addDays(to, -30);

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) continue;
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('attendance.subtitle')} />
      <Tabs value={tab} onValueChange={(value) => set({ tab: value })} className="flex flex-col gap-5">
        <TabsList className="w-full auto-cols-auto overflow-x-auto sm:w-fit">
          {readAttendance ? <TabsTrigger value="today">{t('attendance.tabs.today')}</TabsTrigger> : null}
          {readAttendance ? <TabsTrigger value="monthly">{t('attendance.tabs.monthly')}</TabsTrigger> : null}
          <TabsTrigger value="history">{t('attendance.tabs.history')}</TabsTrigger>
        </TabsList>
        {readAttendance ? (
          <TabsContent value="today">
            <AttendanceBoard date={date} today={today} timeZone={timeZone} onDate={(value) => set({ date: value === today ? '' : value })} />
          </TabsContent>
        ) : null}
        {readAttendance ? (
          <TabsContent value="monthly">
            <MonthlyReport month={month} maxMonth={thisMonth} onMonth={(value) => set({ month: value === thisMonth ? '' : value })} />
          </TabsContent>
        ) : null}
        <TabsContent value="history">
          <AttendanceHistory employeeId={employee} from={from} to={to} timeZone={timeZone} canPickEmployee={readAttendance} onChange={(changes) => set(changes)} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
