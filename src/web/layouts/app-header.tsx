import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { Logo } from '../components/logo';
import { ThemeToggle } from '../components/theme-toggle';
import type { Me } from '../features/auth/api/types';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { companyName, displayName, initial, sortedRoles } from '../features/auth/lib/me-display';
import { currentLanguage } from '../i18n';

/** Sticky header: logo at the start; language, theme, the user and sign-out at the end. */
export function AppHeader({ me }: { me: Me }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = displayName(me, language);
  const role = sortedRoles(me.roles)[0];
  const company = me.company ? companyName(me.company, language) : t('header.platform');

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link to="/dashboard" className="shrink-0 rounded-md text-foreground">
          <Logo markClassName="size-7 sm:size-8" className="text-lg sm:text-xl" />
        </Link>

        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitch className="px-2 max-sm:[&>span]:sr-only sm:px-3" />
          <ThemeToggle />
        </div>

        <div role="group" aria-label={t('header.userMenu')} className="flex min-w-0 items-center gap-2.5 border-s border-border ps-2 sm:ps-4">
          <span
            aria-hidden="true"
            className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary sm:flex"
          >
            {initial(name)}
          </span>
          <div className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-sm font-semibold" data-testid="user-name">
              {name}
            </span>
            <span className="truncate text-xs text-muted-foreground">
              {role ? t(`roles.${role}`) : null}
              <span className="max-sm:hidden">
                {role ? ' · ' : null}
                {company}
              </span>
            </span>
          </div>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
