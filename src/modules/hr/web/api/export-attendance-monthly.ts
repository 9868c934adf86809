import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../../web/i18n';
import { toApiError } from '../../../../web/lib/api';
import { browseHeaders } from '../../../../web/lib/browse-session';

/**
 * GET /api/hr/attendance/monthly?month=&format=xlsx, saved as a file. Fetched (not a plain link) so
 * the request carries the language and, in browse mode, the browsed company's header.
 */
export async function exportMonthlyAttendance(month: string): Promise<void> {
  const response = await fetch(`/api/hr/attendance/monthly?month=${encodeURIComponent(month)}&format=xlsx`, {
    credentials: 'include',
    headers: { 'Accept-Language': currentLanguage(), ...browseHeaders() },
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `attendance-${month}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportMonthlyAttendance() {
  return useMutation({ mutationFn: exportMonthlyAttendance });
}
