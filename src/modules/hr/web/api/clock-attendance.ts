import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClockResponse } from '../../../../core/attendance';
import { currentLanguage } from '../../../../web/i18n';
import { browseHeaders } from '../../../../web/lib/browse-session';
import { attendanceTodayKey, hrKeys } from './keys';
import type { AttendanceRecord } from './types';

export type ClockAction = 'in' | 'out';
export type ClockInput = { action: ClockAction; employeeId: string; latitude: number; longitude: number };
export type ClockReply = ClockResponse & { record?: AttendanceRecord };
/** `body` is null when the answer was not JSON (e.g. a proxy's error page). */
export type ClockResult = { ok: boolean; status: number; body: ClockReply | null };

/**
 * POST /api/attendance/clock-in | clock-out. Not through lib/api: a refusal (422, 409, 403…) carries
 * the spec §7 fields (distance, allowedRadius, errorCode…) that the message of spec §8 is built from,
 * so the body is read whatever the status. A failed request (no answer) still throws.
 */
export async function clockAttendance({ action, ...body }: ClockInput): Promise<ClockResult> {
  const response = await fetch(`/api/attendance/clock-${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': currentLanguage(), ...browseHeaders() },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json().catch(() => null);
  const reply = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ClockReply) : null;
  return { ok: response.ok && reply?.success !== false, status: response.status, body: reply };
}

export function useClockAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockAttendance,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: attendanceTodayKey });
      void queryClient.invalidateQueries({ queryKey: [...hrKeys.all, 'attendance'] });
    },
  });
}
