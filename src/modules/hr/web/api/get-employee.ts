import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Employee } from './types';

/** GET /api/hr/employees/{id}. */
export function fetchEmployee(id: string, signal?: AbortSignal): Promise<Employee> {
  return api<Employee>(`/api/hr/employees/${encodeURIComponent(id)}`, { signal });
}

export const employeeQueryOptions = (id: string) => queryOptions({ queryKey: hrKeys.employee(id), queryFn: ({ signal }) => fetchEmployee(id, signal) });

export function useEmployee(id: string | null) {
  return useQuery({ ...employeeQueryOptions(id ?? ''), enabled: Boolean(id) });
}
