import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { useCallback, useState } from 'react';
import { useHrT } from '../i18n';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../web/components/ui/button';
import { withBase } from '../../../../core/modules';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useEmployees } from '../api/get-employees';
import { useHrSummary } from '../api/get-hr-summary';
import type { Employee, EmployeeStatusFilter } from '../api/types';
import { EmployeeDetail } from '../components/employees/employee-detail';
import { EmployeeFormDialog } from '../components/employees/employee-form-dialog';
import { EmployeeList } from '../components/employees/employee-list';
import { EmployeeToolbar } from '../components/employees/employee-toolbar';
import { EmptyState } from '../components/shared/empty-state';
import { LoadError } from '../components/shared/load-error';
import { PageHeader } from '../components/shared/page-header';
import { Pagination } from '../components/shared/pagination';
import { SkeletonRows } from '../components/shared/skeleton-rows';
import { useCompanyZone } from '../lib/use-company-zone';
import { useHrAccess } from '../lib/use-hr-access';

const PAGE_SIZE = 25;
const STATUSES: readonly EmployeeStatusFilter[] = ['active', 'inactive', 'all'];

/** /hr/employees: the list (search, filters, server pages) or, with ?id=, one employee. Ctrl+N adds one. */
export function EmployeesPage() {
  const { t } = useHrT();
  const access = useHrAccess();
  const { today, month } = useCompanyZone();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<{ open: boolean; employee: Employee | null }>({ open: false, employee: null });

  const search = params.get('q') ?? '';
  const statusParam = params.get('status') ?? 'active';
  const status: EmployeeStatusFilter = (STATUSES as readonly string[]).includes(statusParam) ? (statusParam as EmployeeStatusFilter) : 'active';
  const department = params.get('dept') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const detailId = params.get('id');

  const list = useEmployees({ search, status, department, page, pageSize: PAGE_SIZE }, !detailId);
  const summary = useHrSummary(month, access.reports && !detailId);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  const onSearch = useCallback((value: string) => update({ q: value, page: null }), [update]);

  const openNew = () => access.editEmployees && setDialog({ open: true, employee: null });
  useShortcutEvent('new', openNew);

  const listSearch = (() => {
    const next = new URLSearchParams(params);
    next.delete('id');
    const text = next.toString();
    return text ? `?${text}` : '?';
  })();
  const detailHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    return `?${next.toString()}`;
  };

  const dialogElement = (
    <EmployeeFormDialog
      open={dialog.open}
      onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      employee={dialog.employee}
      currency={access.currency}
      today={today}
    />
  );

  if (detailId) {
    return (
      <>
        <EmployeeDetail id={detailId} currency={access.currency} canEdit={access.editEmployees} backHref={listSearch} onEdit={(employee) => setDialog({ open: true, employee })} />
        {dialogElement}
      </>
    );
  }

  const filtered = Boolean(search || department || status !== 'active');

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('employees.subtitle')}
        actions={
          <Button asChild variant="outline">
            <Link to={withBase(access.base, '/hr/user-management')}>{t('employees.userManagement')}</Link>
          </Button>
        }
      />
      <EmployeeToolbar
        search={search}
        status={status}
        department={department}
        departments={summary.data?.headcount ?? []}
        canCreate={access.editEmployees}
        onSearch={onSearch}
        onStatus={(value) => update({ status: value === 'active' ? null : value, page: null })}
        onDepartment={(value) => update({ dept: value, page: null })}
        onNew={openNew}
      />
      {list.isPending ? (
        <SkeletonRows rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={Users} title={t('employees.noMatches')} body={t('employees.noMatchesBody')} action={<Button variant="outline" onClick={() => update({ q: null, dept: null, status: null, page: null })}>{t('employees.clearFilters')}</Button>} />
        ) : (
          <EmptyState
            icon={UserPlus}
            title={t('employees.empty')}
            body={t('employees.emptyBody')}
            action={access.editEmployees ? <Button onClick={openNew}>{t('employees.new')}</Button> : undefined}
          />
        )
      ) : (
        <div className={list.isPlaceholderData ? 'flex flex-col gap-4 opacity-60 transition-opacity' : 'flex flex-col gap-4'}>
          <EmployeeList
            items={list.data.items}
            currency={access.currency}
            canEdit={access.editEmployees}
            detailHref={detailHref}
            onView={(id) => update({ id })}
            onEdit={(employee) => setDialog({ open: true, employee })}
          />
          <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(next) => update({ page: next === 1 ? null : String(next) })} />
        </div>
      )}
      {dialogElement}
    </div>
  );
}
