import { lazy } from 'react';
import { Deferred } from '../../shell/header/deferred';
import { CompanySwitcherButton } from './company-switcher-button';

const load = () => import('./company-switcher-menu');
const CompanySwitcherMenu = lazy(async () => ({ default: (await load()).CompanySwitcherMenu }));

/** Header company switcher (super admin only, not on phones); its menu arrives on first use. */
export function CompanySwitcher() {
  return <Deferred component={CompanySwitcherMenu} warm={() => void load()} renderTrigger={(handlers) => <CompanySwitcherButton {...handlers} />} />;
}
