import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { companyName, displayName, initial } from '../../auth/lib/me-display';
import { useShell } from '../components/shell-context';

/** Spec §2 user menu: first and last name (Arabic preferred), position ('موظف' by default), company. */
export function useUserSummary() {
  const { t } = useTranslation();
  const { me, variant } = useShell();
  const language = currentLanguage();
  const name = displayName(me, language);
  const position =
    (language === 'ar' ? me.profile?.positionAr || me.profile?.position : me.profile?.position || me.profile?.positionAr) || t('shell.header.defaultPosition');
  const company = me.company && variant !== 'platform' ? companyName(me.company, language) : t('shell.header.platform');
  return { name, position, company };
}

/** The header button of the user menu; the same markup before and after the menu's code loads. */
export function UserMenuButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const { name, position } = useUserSummary();
  return (
    <button
      type="button"
      aria-label={t('shell.header.userMenu')}
      aria-haspopup="menu"
      className="flex max-w-56 min-w-0 cursor-pointer items-center gap-2.5 rounded-md p-1 text-start hover:bg-muted md:pe-2.5"
      {...props}
    >
      <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary">
        {initial(name)}
      </span>
      <span className="flex min-w-0 flex-col leading-tight max-md:sr-only">
        <span className="truncate text-sm font-semibold" data-testid="user-name">
          {name}
        </span>
        <span className="truncate text-xs text-muted-foreground">{position}</span>
      </span>
    </button>
  );
}
