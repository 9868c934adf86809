import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { ApiResponse } from '../../../../web/lib/api-types';
import type { Employee, EmployeeList, EmployeeListParams } from './types';

/** GET /api/hr/employees: search (name, number, email; phone and national id for HR managers), status, department, page. */
export function fetchEmployees(params: EmployeeListParams, signal?: AbortSignal): Promise<EmployeeList> {
  return api<ApiResponse<'GET /api/hr/employees'>>(`/api/hr/employees${queryString(params)}`, { signal }).then((body) => ({
    ...body,
    items: body.items.filter((item): item is Employee => item.view === 'full'),
  }));
}

export const employeesQueryOptions = (params: EmployeeListParams) =>
  queryOptions({ queryKey: hrKeys.employees(params), queryFn: ({ signal }) => fetchEmployees(params, signal) });

/** Keeps the previous page on screen while the next one loads (no flashing skeleton on paging). */
export function useEmployees(params: EmployeeListParams, enabled = true) {
  return useQuery({ ...employeesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
