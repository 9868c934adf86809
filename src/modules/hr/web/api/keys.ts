import type { EmployeeListParams, LeaveStatus } from './types';

/** Query keys of the HR calls; `hrKeys.all` invalidates everything HR after a write. */
export const hrKeys = {
  all: ['hr'] as const,
  employees: (params: EmployeeListParams) => ['hr', 'employees', params] as const,
  employeesRoot: ['hr', 'employees'] as const,
  employee: (id: string) => ['hr', 'employee', id] as const,
  accounts: ['hr', 'accounts'] as const,
  assignable: ['hr', 'assignable'] as const,
  board: (date: string) => ['hr', 'attendance', 'board', date] as const,
  monthly: (month: string) => ['hr', 'attendance', 'monthly', month] as const,
  records: (employeeId: string, from: string, to: string) => ['hr', 'attendance', 'records', employeeId, from, to] as const,
  locationSettings: ['hr', 'location-settings'] as const,
  leaveTypes: ['hr', 'leave', 'types'] as const,
  leaveBalances: (year: number, employeeId = '') => ['hr', 'leave', 'balances', year, employeeId] as const,
  leaveRequests: (mine: boolean, status: LeaveStatus | '') => ['hr', 'leave', 'requests', mine, status] as const,
  leaveRoot: ['hr', 'leave'] as const,
  summary: (month: string) => ['hr', 'reports', 'summary', month] as const,
};

/** The header button's state lives apart from `hr`: every signed-in member reads it. */
export const attendanceTodayKey = ['attendance', 'today'] as const;
