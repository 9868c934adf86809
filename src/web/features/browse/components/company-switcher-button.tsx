import Building2 from 'lucide-react/icons/building-2';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n';
import { useBrowseMode } from '../lib/use-browse-mode';

/** The switcher's header button; the same markup before and after the menu's code loads. */
export function CompanySwitcherButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const browse = useBrowseMode();
  const language = currentLanguage();
  const current = browse.company ? (language === 'ar' && browse.company.nameAr) || browse.company.name : t('shell.browse.switcher');
  return (
    <Button variant="outline" size="sm" className="max-w-56" aria-label={t('shell.browse.switcherLabel')} aria-haspopup="menu" {...props}>
      <Building2 aria-hidden="true" />
      <span className="truncate">{current}</span>
      <ChevronDown aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}
