import { useShell } from '../../../../web/features/shell/components/shell-context';
import { colleaguesVisible } from '../../../../core/permissions/staff-privacy';

/** What the signed-in user may do in HR, from /api/me (the server checks again on every call). */
export function useHrAccess() {
  const { me, base } = useShell();
  const can = (permission: string) => me.isSuperAdmin || me.permissions.includes(permission);
  return {
    me,
    /** '' or '/browse-company': the prefix of in-app links. */
    base,
    currency: me.company?.currency ?? 'QAR',
    editEmployees: can('hr.employees.write'),
    // Colleagues' attendance and leave (DECISIONS 18): the same rule the API applies.
    readAttendance: can('hr.attendance.read') && colleaguesVisible(can, 'attendance'),
    readLeave: can('hr.leave.read') && colleaguesVisible(can, 'leave'),
    decideLeave: can('hr.leave.write'),
    reports: can('reports.hr.view'),
  };
}
