import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Pencil from 'lucide-react/icons/pencil';
import UserCog from 'lucide-react/icons/user-cog';
import { useHrT } from '../../i18n';
import { Link } from 'react-router';
import { Button } from '../../../../../web/components/ui/button';
import { Card } from '../../../../../web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../../web/components/ui/tabs';
import { withBase } from '../../../../../core/modules';
import { currentLanguage } from '../../../../../web/i18n';
import { useShell } from '../../../../../web/features/shell/components/shell-context';
import { useEmployee } from '../../api/get-employee';
import type { Employee } from '../../api/types';
import { employeeName, pickText } from '../../lib/names';
import { LoadError } from '../shared/load-error';
import { PageHeader } from '../shared/page-header';
import { SkeletonRows } from '../shared/skeleton-rows';
import { AccountBadge, EmploymentBadge } from './employee-badges';
import { EmployeeAccountTab, EmployeeDetailsTab } from './employee-detail-tabs';
import { EmployeeRecentAttendance } from './employee-recent-attendance';
import { ActivityTabLabel, RecordActivity } from '../../../../admin/web';

type EmployeeDetailProps = { id: string; currency: string; canEdit: boolean; backHref: string; onEdit: (employee: Employee) => void };

/** One employee: key facts and status in the header, actions, then tabs (details, account, attendance). */
export function EmployeeDetail({ id, currency, canEdit, backHref, onEdit }: EmployeeDetailProps) {
  const { t } = useHrT();
  const { base, me } = useShell();
  // A record's history is for whoever reads employees' records (DECISIONS 18), not for everyone on their own.
  const seesHistory = me.isSuperAdmin || me.permissions.includes('hr.employees.read');
  const language = currentLanguage();
  const query = useEmployee(id);

  const back = (
    <Button asChild variant="link" size="sm" className="self-start">
      <Link to={backHref}>
        <ArrowRight aria-hidden="true" className="ltr:-scale-x-100" />
        {t('employees.backToList')}
      </Link>
    </Button>
  );
  if (query.isPending) return <div className="flex flex-col gap-4">{back}<SkeletonRows rows={5} /></div>;
  if (query.isError) return <div className="flex flex-col gap-4">{back}<LoadError error={query.error} onRetry={() => void query.refetch()} /></div>;

  const e = query.data;
  const name = employeeName(e, language);
  const job = [pickText(e.position, e.positionAr, language), pickText(e.department, e.departmentAr, language)].filter(Boolean).join(' · ');

  return (
    <div className="flex flex-col gap-5" data-testid="employee-detail">
      {back}
      <PageHeader
        title={name}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span className="num">{e.employeeNumber}</span>
            {job ? <span>· {job}</span> : null}
            <EmploymentBadge isActive={e.isActive} />
            <AccountBadge employee={e} />
          </span>
        }
        actions={
          <>
            {canEdit ? (
              <Button onClick={() => onEdit(e)}>
                <Pencil aria-hidden="true" />
                {t('common.edit')}
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={withBase(base, `/hr/attendance?tab=history&employee=${e.id}`)}>
                <CalendarDays aria-hidden="true" />
                {t('employees.attendanceHistory')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={withBase(base, `/hr/user-management?employee=${e.id}`)}>
                <UserCog aria-hidden="true" />
                {t('employees.manageAccount')}
              </Link>
            </Button>
          </>
        }
      />
      <Tabs defaultValue="details" className="flex flex-col gap-4">
        <TabsList className="w-full auto-cols-auto overflow-x-auto sm:w-fit">
          <TabsTrigger value="details">{t('employees.tabs.details')}</TabsTrigger>
          <TabsTrigger value="account">{t('employees.tabs.account')}</TabsTrigger>
          <TabsTrigger value="attendance">{t('employees.tabs.attendance')}</TabsTrigger>
          {seesHistory ? (
            <TabsTrigger value="activity">
              <ActivityTabLabel />
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="details">
          <Card className="p-5 sm:p-6">
            <EmployeeDetailsTab employee={e} currency={currency} />
          </Card>
        </TabsContent>
        <TabsContent value="account">
          <Card className="p-5 sm:p-6">
            <EmployeeAccountTab employee={e} />
          </Card>
        </TabsContent>
        <TabsContent value="attendance">
          <EmployeeRecentAttendance employeeId={e.id} />
        </TabsContent>
        {seesHistory ? (
          <TabsContent value="activity">
            <RecordActivity entity="employees" id={e.id} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
