import { lazy } from 'react';
import { Deferred } from './deferred';
import { UserMenuButton } from './user-summary';

const load = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(async () => ({ default: (await load()).UserMenuDropdown }));

/** The user menu: its trigger is in the first load, the menu itself arrives on first use. */
export function UserMenu() {
  return <Deferred component={UserMenuDropdown} warm={() => void load()} renderTrigger={(handlers) => <UserMenuButton {...handlers} />} />;
}
