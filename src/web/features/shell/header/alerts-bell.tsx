import Bell from 'lucide-react/icons/bell';
import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { badgeText } from '../lib/badge';
import { Deferred } from './deferred';

const load = () => import('../alerts/alerts-popover');
const AlertsPopover = lazy(async () => ({ default: (await load()).AlertsPopover }));

/** No alert source is connected yet (budget, vehicle and property alerts come with their modules). */
export function useUnreadAlertCount(): number {
  return 0;
}

/** The bell with its badge, capped at '99+' (spec §2, §9); the same markup before and after the panel loads. */
export function AlertsBellButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const count = useUnreadAlertCount();
  const badge = badgeText(count);
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={t('shell.header.alertsCount', { count })} aria-haspopup="dialog" {...props}>
      <Bell aria-hidden="true" />
      {badge ? (
        <span className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold text-destructive-foreground tabular-nums">
          {badge}
        </span>
      ) : null}
    </Button>
  );
}

/** The alerts bell: the 384 px panel and its code arrive on the first click. */
export function AlertsBell() {
  return <Deferred component={AlertsPopover} warm={() => void load()} renderTrigger={(handlers) => <AlertsBellButton {...handlers} />} />;
}
