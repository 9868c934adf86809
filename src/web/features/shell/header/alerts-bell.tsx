import Bell from 'lucide-react/icons/bell';
import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertCount } from '../../../../modules/alerts/web/api/count';
import { useAlertStream, useAlertStreamLive } from '../../../../modules/alerts/web/api/stream';
import { Button } from '../../../components/ui/button';
import { badgeText } from '../lib/badge';
import { Deferred } from './deferred';

const load = () => import('../../../../modules/alerts/web/components/alerts-popover');
const AlertsPopover = lazy(async () => {
  const { AlertsPopover: Popover } = await load();
  return { default: () => <Popover trigger={<AlertsBellButton />} /> };
});

/** The bell with its badge: open vehicle alerts and unread notifications, capped at '99+' (spec §2, §9). */
export function AlertsBellButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const count = useAlertCount();
  const live = useAlertStreamLive();
  const badge = badgeText(count);
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={t('shell.header.alertsCount', { count })} aria-haspopup="dialog" data-testid="alerts-bell" data-live={live} {...props}>
      <Bell aria-hidden="true" />
      {badge ? (
        <span data-testid="alerts-badge" className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold text-destructive-foreground tabular-nums">
          {badge}
        </span>
      ) : null}
    </Button>
  );
}

/**
 * The alerts bell: the panel's code and texts arrive on the first click (hover or focus warm them);
 * new alerts arrive as they are written (the realtime stream: a toast, the badge refreshed).
 */
export function AlertsBell() {
  useAlertStream();
  return <Deferred component={AlertsPopover} warm={() => void load()} renderTrigger={(handlers) => <AlertsBellButton {...handlers} />} />;
}
