import List from 'lucide-react/icons/list';
import MapIcon from 'lucide-react/icons/map';
import Wrench from 'lucide-react/icons/wrench';
import { NavLink } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { cn } from '../../../../web/lib/cn';
import { usePropertiesT } from '../i18n';

/** The three views of the properties group: the list, the map and maintenance. */
export function PropertyViews() {
  const { t } = usePropertiesT();
  const co = useCompany();
  const tab = ({ isActive }: { isActive: boolean }) => cn('inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium', isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground');
  return (
    <nav className="inline-flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1" aria-label={t('list.caption')}>
      <NavLink end to={withBase(co.base, '/properties')} className={tab}>
        <List aria-hidden="true" className="size-4" />
        {t('views.list')}
      </NavLink>
      <NavLink to={withBase(co.base, '/properties/map')} className={tab}>
        <MapIcon aria-hidden="true" className="size-4" />
        {t('views.map')}
      </NavLink>
      <NavLink to={withBase(co.base, '/properties/maintenance')} className={tab}>
        <Wrench aria-hidden="true" className="size-4" />
        {t('views.maintenance')}
      </NavLink>
    </nav>
  );
}
