import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { businessSubtitle } from '../../../../core/auth/business-types';
import { LogoMark } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { companyName } from '../../auth/lib/me-display';
import { useShell } from '../components/shell-context';

/** Top of the side menu: the company and the subtitle of its business type (spec §1). */
export function SidebarBrand({ collapsed, onClose }: { collapsed: boolean; onClose?: () => void }) {
  const { t } = useTranslation();
  const { me, variant } = useShell();
  const language = currentLanguage();
  const company = me.company;
  const title = variant === 'platform' || !company ? t('shell.header.platform') : companyName(company, language);
  const subtitle = variant === 'platform' ? t('shell.sidebar.platformSubtitle') : businessSubtitle(company?.businessType, language);

  return (
    <div className={cn('flex h-14 shrink-0 items-center gap-2.5 border-b border-border px-3', collapsed && 'justify-center px-0')}>
      <LogoMark className="size-8" />
      <div className={cn('flex min-w-0 flex-col leading-tight', collapsed && 'sr-only')}>
        <span className="truncate text-sm font-bold" data-testid="sidebar-company" title={title}>
          {title}
        </span>
        <span className="truncate text-xs text-muted-foreground">{subtitle}</span>
      </div>
      {onClose ? (
        <Button variant="ghost" size="icon" className="ms-auto size-9" onClick={onClose} aria-label={t('shell.sidebar.close')}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
