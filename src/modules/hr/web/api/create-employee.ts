import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Employee, EmployeeInput } from './types';

/** POST /api/hr/employees → 201 with the new record (its number comes from the company sequence). */
export function createEmployee(input: EmployeeInput): Promise<Employee> {
  return api<Employee>('/api/hr/employees', { method: 'POST', body: input });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: (employee) => {
      queryClient.setQueryData(hrKeys.employee(employee.id), employee);
      void queryClient.invalidateQueries({ queryKey: hrKeys.all });
    },
  });
}
