import CalendarRange from 'lucide-react/icons/calendar-range';
import List from 'lucide-react/icons/list';
import { NavLink } from 'react-router';
import { useCompany } from '../../../../web/components/data/company';
import { cn } from '../../../../web/lib/cn';
import { useFleetT } from '../i18n';

/** The two views of the fleet: the list and the availability calendar. */
export function FleetViews() {
  const { t } = useFleetT();
  const co = useCompany();
  const tab = ({ isActive }: { isActive: boolean }) => cn('inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium', isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground');
  return (
    <nav className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1" aria-label={t('views.list')}>
      <NavLink end to={`${co.base}/fleet`} className={tab}>
        <List aria-hidden="true" className="size-4" />
        {t('views.list')}
      </NavLink>
      <NavLink to={`${co.base}/fleet/availability`} className={tab}>
        <CalendarRange aria-hidden="true" className="size-4" />
        {t('views.calendar')}
      </NavLink>
    </nav>
  );
}
