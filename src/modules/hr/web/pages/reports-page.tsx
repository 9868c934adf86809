import { useHrT } from '../i18n';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { Input } from '../../../../web/components/ui/input';
import { currentLanguage } from '../../../../web/i18n';
import { useFormatter } from '../../../../web/lib/format';
import { useHrSummary } from '../api/get-hr-summary';
import { BarList, GroupedBars, StackedBar } from '../components/reports/bar-list';
import { LoadError } from '../components/shared/load-error';
import { PageHeader } from '../components/shared/page-header';
import { SkeletonRows } from '../components/shared/skeleton-rows';
import { StatTile } from '../components/shared/stat-tile';
import { formatMonth } from '../lib/format-time';
import { pickText } from '../lib/names';
import { useCompanyZone } from '../lib/use-company-zone';
import { useCompany } from '../../../../web/components/data/company';
import { PayrollReports } from '../../../payroll/web';

/** /hr/reports: headcount by department, the month's attendance and leave, as figures and simple bar charts; payroll's reports for those who read payroll. */
export function ReportsPage() {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const { month: thisMonth } = useCompanyZone();
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? (params.get('month') as string) : thisMonth;
  const summary = useHrSummary(month);
  const canReadPayroll = useCompany().can('hr.payroll.read');
  const n = (value: number) => f.number(value);
  const days = (value: string | number) => f.number(Number(value), { maximumFractionDigits: 1 });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('reports.subtitle')}
        actions={
          <div className="flex flex-col gap-1.5">
            <label htmlFor="reports-month" className="text-xs font-medium text-muted-foreground">{t('attendance.month')}</label>
            <Input id="reports-month" type="month" className="w-48" value={month} max={thisMonth} onChange={(event) => event.target.value && setParams({ month: event.target.value }, { replace: true })} />
          </div>
        }
      />
      {summary.isPending ? (
        <SkeletonRows rows={6} />
      ) : summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        (() => {
          const s = summary.data;
          const headcount = s.headcount.reduce((sum, d) => sum + d.count, 0);
          return (
            <div className="flex flex-col gap-5" data-testid="hr-reports">
              <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
                <StatTile label={t('reports.headcount')} value={n(headcount)} tone="primary" />
                <StatTile label={t('reports.presentDays')} value={n(s.attendance.present)} tone="success" />
                <StatTile label={t('reports.lateDays')} value={n(s.attendance.late)} tone="warning" />
                <StatTile label={t('reports.absentDays')} value={n(s.attendance.absent)} tone="danger" />
                <StatTile label={t('reports.leaveDays')} value={n(s.attendance.leave)} tone="info" />
                <StatTile label={t('reports.hours')} value={f.number(Number(s.attendance.hours), { maximumFractionDigits: 0 })} tone="muted" />
              </div>
              <div className="grid gap-5 lg:grid-cols-2">
                <Card>
                  <CardHeader>
                    <CardTitle>{t('reports.byDepartment')}</CardTitle>
                    <CardDescription>{t('reports.byDepartmentHint')}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <BarList
                      testId="headcount-bars"
                      items={s.headcount.map((d) => ({ key: `${d.department}|${d.departmentAr}`, label: pickText(d.department, d.departmentAr, language) || t('reports.noDepartment'), value: d.count, display: n(d.count) }))}
                    />
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <CardTitle>{t('reports.attendanceTitle', { month: formatMonth(month, f) })}</CardTitle>
                    <CardDescription>{t('reports.attendanceHint')}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <StackedBar
                      parts={[
                        { key: 'on-time', label: t('reports.onTime'), value: Math.max(0, s.attendance.present - s.attendance.late), display: n(Math.max(0, s.attendance.present - s.attendance.late)), className: 'bg-success' },
                        { key: 'late', label: t('attendance.states.late'), value: s.attendance.late, display: n(s.attendance.late), className: 'bg-warning' },
                        { key: 'absent', label: t('attendance.states.absent'), value: s.attendance.absent, display: n(s.attendance.absent), className: 'bg-destructive' },
                        { key: 'leave', label: t('attendance.states.on_leave'), value: s.attendance.leave, display: n(s.attendance.leave), className: 'bg-info' },
                      ]}
                    />
                  </CardContent>
                </Card>
              </div>
              <Card>
                <CardHeader>
                  <CardTitle>{t('reports.leaveTitle')}</CardTitle>
                  <CardDescription>{t('reports.leaveHint')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <GroupedBars
                    series={[
                      { key: 'approved', label: t('leave.statuses.approved'), className: 'bg-primary' },
                      { key: 'pending', label: t('leave.statuses.pending'), className: 'bg-accent' },
                    ]}
                    rows={s.leave.map((l) => ({
                      key: l.code,
                      label: language === 'ar' ? l.nameAr : l.name,
                      values: [Number(l.approvedDays), Number(l.pendingDays)],
                      displays: [days(l.approvedDays), days(l.pendingDays)],
                    }))}
                  />
                </CardContent>
              </Card>
            </div>
          );
        })()
      )}
      {canReadPayroll ? <PayrollReports month={month} /> : null}
    </div>
  );
}
