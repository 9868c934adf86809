import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { useHrT } from '../../i18n';
import { toast } from 'sonner';
import { Button } from '../../../../../web/components/ui/button';
import { Card } from '../../../../../web/components/ui/card';
import { Input } from '../../../../../web/components/ui/input';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { currentLanguage } from '../../../../../web/i18n';
import { useFormatter } from '../../../../../web/lib/format';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import { useShortcutEvent } from '../../../../../web/features/shell/lib/shortcut-events';
import { useExportMonthlyAttendance } from '../../api/export-attendance-monthly';
import { useMonthlyAttendance } from '../../api/get-attendance-monthly';
import type { MonthRow } from '../../api/types';
import { formatMonth } from '../../lib/format-time';
import { pickName } from '../../lib/names';
import { useDepartmentNames } from '../../lib/use-department-names';
import { LoadError } from '../shared/load-error';
import { SkeletonRows } from '../shared/skeleton-rows';

const COUNTS = ['workingDays', 'present', 'absent', 'late', 'leave'] as const;

/** The month per employee (working days, present, absent, late, leave, hours) with an Excel export (Ctrl+E). */
export function MonthlyReport({ month, maxMonth, onMonth }: { month: string; maxMonth: string; onMonth: (month: string) => void }) {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const report = useMonthlyAttendance(month);
  const exporter = useExportMonthlyAttendance();
  const departmentName = useDepartmentNames();

  const exportFile = () => {
    if (exporter.isPending) return;
    exporter.mutate(month, { onError: (error) => toast.error(apiErrorMessage(error, t('attendance.exportFailed'), t)) });
  };
  useShortcutEvent('export', exportFile);

  const hours = (value: string | number) => f.number(Number(value), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const totals = (report.data?.items ?? []).reduce(
    (sum, r) => ({ present: sum.present + r.present, absent: sum.absent + r.absent, late: sum.late + r.late, leave: sum.leave + r.leave, hours: sum.hours + Number(r.hours) }),
    { present: 0, absent: 0, late: 0, leave: 0, hours: 0 },
  );
  const nameOf = (r: MonthRow) => pickName(r.name, r.nameAr, language);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="report-month" className="text-xs font-medium text-muted-foreground">{t('attendance.month')}</label>
          <Input id="report-month" type="month" className="w-48" value={month} max={maxMonth} onChange={(event) => event.target.value && onMonth(event.target.value)} />
        </div>
        <Button variant="outline" onClick={exportFile} disabled={exporter.isPending || !report.data} title={t('attendance.exportShortcut')}>
          {exporter.isPending ? <Spinner /> : <FileSpreadsheet aria-hidden="true" />}
          {t('attendance.export')}
        </Button>
      </div>
      {report.isPending ? (
        <SkeletonRows rows={8} />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="monthly-report">
            <caption className="sr-only">{t('attendance.monthlyCaption', { month: formatMonth(month, f) })}</caption>
            <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2.5 text-start font-semibold max-sm:hidden">{t('employees.columns.number')}</th>
                <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.name')}</th>
                <th scope="col" className="px-3 py-2.5 text-start font-semibold max-md:hidden">{t('employees.columns.department')}</th>
                {COUNTS.map((key) => (
                  <th key={key} scope="col" className="px-3 py-2.5 text-end font-semibold">{t(`attendance.columns.${key}`)}</th>
                ))}
                <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('attendance.columns.hours')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {report.data.items.map((r) => (
                <tr key={r.employeeNumber} className="hover:bg-muted/40">
                  <td className="num px-3 py-2 whitespace-nowrap text-muted-foreground max-sm:hidden">{r.employeeNumber}</td>
                  <th scope="row" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                    {nameOf(r)}
                    <span className="num block text-xs font-normal text-muted-foreground sm:hidden">{r.employeeNumber}</span>
                  </th>
                  <td className="px-3 py-2 max-md:hidden">{departmentName(r.department)}</td>
                  {COUNTS.map((key) => (
                    <td key={key} className="num px-3 py-2 text-end">{f.number(r[key])}</td>
                  ))}
                  <td className="num px-3 py-2 text-end">{hours(r.hours)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-border bg-muted/40 font-semibold">
              <tr>
                <td className="max-sm:hidden" />
                <th scope="row" className="px-3 py-2.5 text-start">{t('attendance.total')}</th>
                <td className="max-md:hidden" />
                <td />
                {(['present', 'absent', 'late', 'leave'] as const).map((key) => (
                  <td key={key} className="num px-3 py-2.5 text-end">{f.number(totals[key])}</td>
                ))}
                <td className="num px-3 py-2.5 text-end">{hours(totals.hours)}</td>
              </tr>
            </tfoot>
          </table>
        </Card>
      )}
    </div>
  );
}
