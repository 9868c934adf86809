import Clock from 'lucide-react/icons/clock';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { useClockT } from '../../i18n/clock';
import { toast } from '../../../../../web/lib/toast';
import { Button } from '../../../../../web/components/ui/button';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { TooltipLayer, WithTooltip } from '../../../../../web/components/ui/tooltip-layer';
import { currentLanguage } from '../../../../../web/i18n';
import { isApiError } from '../../../../../web/lib/api';
import { useFormatter } from '../../../../../web/lib/format';
import { useAttendanceToday } from '../../api/get-attendance-today';
import { useClockAttendance, type ClockAction } from '../../api/clock-attendance';
import { formatClock } from '../../lib/format-time';
import { currentPosition, geolocationFailure } from '../../lib/geolocation';
import { useCompanyZone } from '../../lib/use-company-zone';
import { Badge } from '../shared/badge';

const TOAST_ID = 'attendance-clock';
// Tablets keep the side menu open beside the header: the label stays for screen readers only there.
const LABEL = 'max-lg:sr-only';

/**
 * The header's clock-in/out button (spec §4 "Attendance today"): not recorded → 'تسجيل الحضور';
 * checked in → badge 'حضور' + 'تسجيل انصراف'; checked out → badge 'انصراف' + disabled 'تم الانصراف';
 * not permitted → badge 'غير مخول', disabled. A click asks the browser for the position (spec §5)
 * and tells the result in the message order of spec §8.
 */
export function AttendanceClock() {
  const { t } = useClockT();
  const f = useFormatter();
  const today = useAttendanceToday();
  // The company zone is only needed to show the recorded times: no extra call before there are any.
  const { timeZone } = useCompanyZone(Boolean(today.data?.record));
  const clock = useClockAttendance();
  const [step, setStep] = useState<'idle' | 'locating' | 'sending'>('idle');
  const busy = step !== 'idle';

  async function run(action: ClockAction) {
    const employeeId = today.data?.employeeId;
    if (!employeeId || busy) return;
    const lang = currentLanguage();
    // The failure texts come with the message catalogue: fetched when one is shown, not with the header.
    const failure = (text: (m: typeof import('../../../../../core/attendance/clock-message')) => string) =>
      import('../../../../../core/attendance/clock-message').then(text, () => t('messages.unexpected_error'));
    setStep('locating');
    let position: { latitude: number; longitude: number };
    try {
      position = await currentPosition();
    } catch (error) {
      toast.error(await failure((m) => m.geolocationMessage(geolocationFailure(error), lang)), { id: TOAST_ID });
      setStep('idle');
      return;
    }
    setStep('sending');
    try {
      const result = await clock.mutateAsync({ action, employeeId, ...position });
      if (result.ok) toast.success(t(action === 'in' ? 'messages.clock_in_success' : 'messages.clock_out_success'), { id: TOAST_ID });
      else toast.error(result.body ? await failure((m) => m.clockFailureMessage(result.body!, lang)) : t('messages.unexpected_error'), { id: TOAST_ID });
    } catch {
      toast.error(t('errors.network'), { id: TOAST_ID });
    } finally {
      setStep('idle');
    }
  }

  if (today.isPending) {
    return (
      <Button variant="outline" size="sm" disabled aria-label={t('loading')}>
        <Spinner />
        <span className="max-lg:hidden">{t('clockIn')}</span>
      </Button>
    );
  }
  if (today.isError) {
    // A refused account (inactive, no access: spec §5) is "not authorised", with the server's reason.
    if (isApiError(today.error) && today.error.status === 403) {
      return (
        <div className="flex items-center gap-1.5" data-testid="attendance-clock">
          <Badge tone="muted">{t('badgeNoPermission')}</Badge>
          <DisabledWithReason label={t('clockIn')} reason={today.error.message || t('messages.clock_in_forbidden')} />
        </div>
      );
    }
    return <DisabledWithReason label={t('clockIn')} reason={t('loadFailed')} />;
  }

  const { state, record } = today.data;
  const busyLabel = step === 'locating' ? t('locating') : t('sending');
  const inAt = formatClock(record?.checkInTime, timeZone, f);
  const outAt = formatClock(record?.checkOutTime, timeZone, f);

  return (
    <div className="flex items-center gap-1.5" data-testid="attendance-clock" aria-live="polite">
      {state === 'checked_in' ? <Badge tone="success" title={inAt ? t('inAt', { time: inAt }) : undefined}>{t('badgeIn')}</Badge> : null}
      {state === 'checked_out' ? <Badge tone="info" title={outAt ? t('outAt', { time: outAt }) : undefined}>{t('badgeOut')}</Badge> : null}
      {state === 'no_permission' ? <Badge tone="muted">{t('badgeNoPermission')}</Badge> : null}

      {state === 'not_recorded' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('in')} aria-busy={busy} title={t('clockIn')}>
          {busy ? <Spinner /> : <LogIn aria-hidden="true" className="rtl:-scale-x-100" />}
          <span className={LABEL}>{busy ? busyLabel : t('clockIn')}</span>
        </Button>
      ) : state === 'checked_in' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('out')} aria-busy={busy} title={t('clockOut')}>
          {busy ? <Spinner /> : <LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
          <span className={LABEL}>{busy ? busyLabel : t('clockOut')}</span>
        </Button>
      ) : state === 'checked_out' ? (
        <Button variant="outline" size="sm" disabled>
          <Clock aria-hidden="true" />
          <span className={LABEL}>{t('done')}</span>
        </Button>
      ) : (
        <DisabledWithReason label={t('clockIn')} reason={t('messages.clock_in_forbidden')} />
      )}
    </div>
  );
}

/** A disabled button gets no pointer events: the wrapper carries the tooltip and the focus. */
function DisabledWithReason({ label, reason }: { label: string; reason: string }) {
  return (
    <TooltipLayer>
      <WithTooltip content={reason}>
        <span tabIndex={0} className="inline-flex rounded-md" aria-label={`${label}: ${reason}`}>
          <Button variant="outline" size="sm" disabled className="pointer-events-none" tabIndex={-1}>
            <Clock aria-hidden="true" />
            <span className={LABEL}>{label}</span>
          </Button>
        </span>
      </WithTooltip>
    </TooltipLayer>
  );
}
