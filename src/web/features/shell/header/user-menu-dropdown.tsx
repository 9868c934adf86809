import Languages from 'lucide-react/icons/languages';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import DoorOpen from 'lucide-react/icons/door-open';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { currentLanguage } from '../../../i18n';
import { useBrowseMode } from '../../browse/lib/use-browse-mode';
import { useShell } from '../components/shell-context';
import { useSignOutAndLeave } from '../hooks/use-sign-out-and-leave';
import { UserMenuButton, useUserSummary } from './user-summary';

/** The user menu (spec §2), loaded on first use: profile, settings, platform, language, sign out. */
export function UserMenuDropdown() {
  const { t, i18n } = useTranslation();
  const { me, variant } = useShell();
  const browse = useBrowseMode();
  const signOut = useSignOutAndLeave();
  const language = currentLanguage();
  const { name, position, company } = useUserSummary();

  return (
    <DropdownMenu dir={i18n.dir()} defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{position}</span>
          <span className="truncate text-xs text-muted-foreground" data-testid="user-menu-company">
            {company}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {browse.company ? (
          <DropdownMenuItem onSelect={browse.exit}>
            <DoorOpen aria-hidden="true" className="rtl:-scale-x-100" />
            {t('shell.browse.exit')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {t('shell.header.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            {t('shell.header.settings')}
          </Link>
        </DropdownMenuItem>
        {me.isSuperAdmin && variant !== 'platform' && !browse.company ? (
          <DropdownMenuItem asChild>
            <Link to="/super-admin/dashboard">
              <ShieldCheck aria-hidden="true" />
              {t('shell.header.platformAdmin')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void i18n.changeLanguage(language === 'ar' ? 'en' : 'ar')}>
          <Languages aria-hidden="true" />
          <span lang={language === 'ar' ? 'en' : 'ar'}>{t('common.switchLanguage')}</span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut.run} disabled={signOut.pending} className="text-destructive focus:bg-destructive-soft [&_svg]:text-destructive">
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {t('auth.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
