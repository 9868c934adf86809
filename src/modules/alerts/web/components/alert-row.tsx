import { Link } from 'react-router';
import type { UnifiedAlert } from '../../../../core/alerts';
import { Button } from '../../../../web/components/ui/button';
import { useFormatter } from '../../../../web/lib/format';
import { cn } from '../../../../web/lib/cn';
import { isDocumentAlert } from '../api/alerts';
import { useAlertsT } from '../i18n';

const TONE: Record<UnifiedAlert['severity'], string> = {
  critical: 'bg-destructive/10 text-destructive border-destructive/30',
  high: 'bg-amber-500/10 text-amber-700 border-amber-500/30 dark:text-amber-300',
  medium: 'bg-sky-500/10 text-sky-700 border-sky-500/30 dark:text-sky-300',
  low: 'bg-muted text-muted-foreground border-border',
};

/** One alert: severity and source, title, message, when, and its action (acknowledge, mark read, or dismiss a property alert). */
export function AlertRow({ alert, onClose, onNavigate, busy }: { alert: UnifiedAlert; onClose: (a: UnifiedAlert) => void; onNavigate: () => void; busy: boolean }) {
  const { t } = useAlertsT();
  const f = useFormatter();
  // A computed property alert cannot be acknowledged for everyone: this user hides it (DECISIONS 10).
  const dismissable = alert.type === 'property' && alert.data.dismissable === true;
  const closable = alert.type === 'vehicle' || alert.type === 'budget' || alert.type === 'notification' || isDocumentAlert(alert) || dismissable;
  const days = isDocumentAlert(alert) && typeof alert.data.daysRemaining === 'number' ? alert.data.daysRemaining : null;
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3" data-testid="alert-row" data-alert-type={alert.type} data-severity={alert.severity}>
      <div className="flex items-center gap-2 text-xs">
        <span className={cn('rounded-full border px-2 py-0.5 font-medium', TONE[alert.severity])}>{t(`severity.${alert.severity}`)}</span>
        <span className="text-muted-foreground">{t(`types.${alert.type}`)}</span>
        <time className="ms-auto text-muted-foreground tabular-nums" dateTime={alert.createdAt}>
          {f.dateTime(alert.createdAt, 'short')}
        </time>
      </div>
      {alert.link ? (
        <Link to={alert.link} onClick={onNavigate} className="text-sm font-semibold text-foreground hover:underline">
          {alert.title}
        </Link>
      ) : (
        <p className="text-sm font-semibold">{alert.title}</p>
      )}
      <p className="text-sm text-muted-foreground">{alert.message}</p>
      {days !== null ? (
        <p className={cn('text-xs font-medium', days <= 7 ? 'text-amber-700 dark:text-amber-300' : 'text-muted-foreground')} data-testid="alert-days">
          {days < 0 ? t('expiry.agoDays', { count: -days, n: f.number(-days) }) : t('expiry.inDays', { count: days, n: f.number(days) })}
        </p>
      ) : null}
      {closable ? (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" className="h-7 px-2.5 text-xs" disabled={busy} onClick={() => onClose(alert)}>
            {alert.type === 'notification' ? t('markRead') : dismissable ? t('dismiss') : t('acknowledge')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
