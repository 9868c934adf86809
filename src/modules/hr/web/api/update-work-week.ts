import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { companyKey, type CompanyCalendar } from './get-company';
import { hrKeys } from './keys';

/** PATCH /api/company { workWeek } (company admin): ISO weekdays, 1 = Monday … 7 = Sunday. */
export function updateWorkWeek(workWeek: number[]): Promise<CompanyCalendar> {
  return api<CompanyCalendar>('/api/company', { method: 'PATCH', body: { workWeek } });
}

export function useUpdateWorkWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkWeek,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyKey });
      // Absences, leave days and the board are counted on the work week.
      void queryClient.invalidateQueries({ queryKey: hrKeys.all });
    },
  });
}
