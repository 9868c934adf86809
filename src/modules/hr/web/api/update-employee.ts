import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Employee, EmployeeInput } from './types';

export type EmployeeUpdate = { id: string; patch: Partial<EmployeeInput> };

/** PATCH /api/hr/employees/{id} with any subset of the fields. */
export function updateEmployee({ id, patch }: EmployeeUpdate): Promise<Employee> {
  return api<Employee>(`/api/hr/employees/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: (employee) => {
      queryClient.setQueryData(hrKeys.employee(employee.id), employee);
      void queryClient.invalidateQueries({ queryKey: hrKeys.all });
    },
  });
}
