import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../web/lib/open-file';

/** GET /api/hr/attendance/monthly?month=&format=xlsx, saved as a file. */
export async function exportMonthlyAttendance(month: string): Promise<void> {
  await downloadFile(`/api/hr/attendance/monthly?month=${encodeURIComponent(month)}&format=xlsx`, `attendance-${month}.xlsx`);
}

export function useExportMonthlyAttendance() {
  return useMutation({ mutationFn: exportMonthlyAttendance });
}
