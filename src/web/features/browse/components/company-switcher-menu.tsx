import Building2 from 'lucide-react/icons/building-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../i18n';
import { usePlatformCompanies } from '../api/use-platform-companies';
import { useBrowseMode } from '../lib/use-browse-mode';
import { CompanySwitcherButton } from './company-switcher-button';

/** Header company switcher (super admin only, not on phones), loaded on first use: choosing a company starts browse mode. */
export function CompanySwitcherMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const companies = usePlatformCompanies(open);
  const browse = useBrowseMode();
  const language = currentLanguage();
  const nameOf = (c: { name: string; nameAr: string | null }) => (language === 'ar' && c.nameAr) || c.name;

  return (
    <DropdownMenu dir={i18n.dir()} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <CompanySwitcherButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">{t('shell.browse.switcherLabel')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {companies.isPending ? (
          <div className="flex items-center gap-2 px-2.5 py-2 text-sm text-muted-foreground">
            <Spinner />
            {t('shell.browse.loading')}
          </div>
        ) : companies.isError ? (
          <p className="px-2.5 py-2 text-sm text-destructive">{t('shell.browse.loadFailed')}</p>
        ) : companies.data.length === 0 ? (
          <p className="px-2.5 py-2 text-sm text-muted-foreground">{t('shell.browse.empty')}</p>
        ) : (
          companies.data.map((company) => (
            <DropdownMenuItem key={company.id} onSelect={() => browse.start({ id: company.id, name: company.name, nameAr: company.nameAr })}>
              <Building2 aria-hidden="true" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{nameOf(company)}</span>
                <span className="truncate text-xs text-muted-foreground">{t(`businessTypes.${company.businessType}` as 'businessTypes.car_rental', { defaultValue: company.businessType })}</span>
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
