import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { AdjustmentInput, AdjustmentList, PayrollSettings, SettingsInput, EmployeePayDetail, EmployeePayList, LoanInput, ProfileInput, Run, RunDetail, RunList, Settlement, SettlementFigures, SettlementInput, SettlementList, StructureInput } from './types';

export const payrollKeys = {
  all: ['payroll'] as const,
  runs: ['payroll', 'runs'] as const,
  run: (id: string) => ['payroll', 'run', id] as const,
  employees: ['payroll', 'employees'] as const,
  employee: (id: string) => ['payroll', 'employee', id] as const,
  settlements: ['payroll', 'settlements'] as const,
  settings: ['payroll', 'settings'] as const,
  adjustments: (month: string) => ['payroll', 'adjustments', month] as const,
};

/** GET /api/payroll/runs, newest month first. */
export function useRuns() {
  return useQuery({ queryKey: payrollKeys.runs, queryFn: ({ signal }) => api<RunList>('/api/payroll/runs', { signal }) });
}

/** GET /api/payroll/runs/{id}: the run with every payslip. */
export function useRun(id: string | null) {
  return useQuery({ queryKey: payrollKeys.run(id ?? ''), queryFn: ({ signal }) => api<RunDetail>(`/api/payroll/runs/${encodeURIComponent(id!)}`, { signal }), enabled: Boolean(id) });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }) });
}

/** POST /api/payroll/runs: create and calculate a month. */
export const useCreateRun = () => useInvalidating((month: string) => api<Run>('/api/payroll/runs', { method: 'POST', body: { month } }));
/** POST /api/payroll/runs/{id}/recalculate | approve. */
export const useRunAction = () => useInvalidating(({ id, action }: { id: string; action: 'recalculate' | 'approve' }) => api<Run>(`/api/payroll/runs/${encodeURIComponent(id)}/${action}`, { method: 'POST' }));
/** POST /api/payroll/runs/{id}/pay. */
export const usePayRun = () => useInvalidating(({ id, paidOn }: { id: string; paidOn: string }) => api<Run>(`/api/payroll/runs/${encodeURIComponent(id)}/pay`, { method: 'POST', body: { paidOn } }));

/** GET /api/payroll/employees: today's staff with their pay structure and loan balances. */
export function useEmployeePay() {
  return useQuery({ queryKey: payrollKeys.employees, queryFn: ({ signal }) => api<EmployeePayList>('/api/payroll/employees', { signal }) });
}

/** POST /api/payroll/employees/{id}/structures: a raise (a new structure from a day). */
export const useAddStructure = () => useInvalidating(({ employeeId, body }: { employeeId: string; body: StructureInput }) => api(`/api/payroll/employees/${encodeURIComponent(employeeId)}/structures`, { method: 'POST', body }));
/** POST /api/payroll/loans. */
export const useAddLoan = () => useInvalidating((body: LoanInput) => api('/api/payroll/loans', { method: 'POST', body }));

/** GET /api/payroll/employees/{id}: the profile, today's structure, its history and open loans. */
export function useEmployeePayDetail(id: string) {
  return useQuery({ queryKey: payrollKeys.employee(id), queryFn: ({ signal }) => api<EmployeePayDetail>(`/api/payroll/employees/${encodeURIComponent(id)}`, { signal }) });
}

/** PUT /api/payroll/employees/{id}/profile. */
export const useSetProfile = () => useInvalidating(({ employeeId, body }: { employeeId: string; body: ProfileInput }) => api(`/api/payroll/employees/${encodeURIComponent(employeeId)}/profile`, { method: 'PUT', body }));

/** GET /api/payroll/settlements: final settlements, newest first. */
export function useSettlements() {
  return useQuery({ queryKey: payrollKeys.settlements, queryFn: ({ signal }) => api<SettlementList>('/api/payroll/settlements', { signal }) });
}

/** POST /api/payroll/settlements/preview: the figures, nothing written. */
export const usePreviewSettlement = () => useMutation({ mutationFn: (body: SettlementInput) => api<SettlementFigures>('/api/payroll/settlements/preview', { method: 'POST', body }) });
/** POST /api/payroll/settlements: record the end of service (the employee leaves the staff list). */
export const useRecordSettlement = () => useInvalidating((body: SettlementInput) => api<Settlement>('/api/payroll/settlements', { method: 'POST', body }));
/** POST /api/payroll/settlements/{id}/pay. */
export const usePaySettlement = () => useInvalidating(({ id, paidOn }: { id: string; paidOn: string }) => api<Settlement>(`/api/payroll/settlements/${encodeURIComponent(id)}/pay`, { method: 'POST', body: { paidOn } }));

/** GET /api/payroll/settings: the WPS employer details and the social insurance rates, the law's beside the company's. */
export function usePayrollSettings(enabled = true) {
  return useQuery({ queryKey: payrollKeys.settings, queryFn: ({ signal }) => api<PayrollSettings>('/api/payroll/settings', { signal }), enabled });
}
/** PUT /api/payroll/settings. */
export const useSavePayrollSettings = () => useInvalidating((body: SettingsInput) => api<PayrollSettings>('/api/payroll/settings', { method: 'PUT', body }));

/** GET /api/payroll/adjustments?month=: the month's one-off additions and deductions. */
export function useAdjustments(month: string) {
  return useQuery({ queryKey: payrollKeys.adjustments(month), queryFn: ({ signal }) => api<AdjustmentList>(`/api/payroll/adjustments?month=${encodeURIComponent(month)}`, { signal }) });
}
/** POST /api/payroll/adjustments: the month's run, if calculated, is figured again. */
export const useAddAdjustment = () => useInvalidating((body: AdjustmentInput) => api<AdjustmentList['items'][number]>('/api/payroll/adjustments', { method: 'POST', body }));
/** DELETE /api/payroll/adjustments/{id}. */
export const useRemoveAdjustment = () => useInvalidating((id: string) => api(`/api/payroll/adjustments/${encodeURIComponent(id)}`, { method: 'DELETE' }));
