import Eye from 'lucide-react/icons/eye';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { Button } from '../../../../web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../web/components/ui/dropdown-menu';
import type { CompanyRow } from '../api/types';
import { usePlatformT } from '../i18n';
import { localName } from './names';

type Props = { company: CompanyRow; onBrowse: () => void; onEdit: () => void; onExport: () => void; onSuspend: () => void };

/** Browse (the main action) and a menu with edit, export of its data, and suspend/reactivate. */
export function CompanyRowActions({ company, onBrowse, onEdit, onExport, onSuspend }: Props) {
  const { t, language } = usePlatformT();
  const name = localName(company, language);
  const suspended = company.subscriptionStatus === 'suspended';
  return (
    <div className="flex items-center justify-end gap-1.5">
      <Button variant="outline" size="sm" onClick={onBrowse} aria-label={t('companies.browseLabel', { name })}>
        <Eye aria-hidden="true" />
        {t('companies.browse')}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('companies.moreLabel', { name })}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>{t('companies.edit')}</DropdownMenuItem>
          <DropdownMenuItem onSelect={onExport} data-testid="company-export">
            {t('companies.export')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSuspend} className={suspended ? undefined : 'text-destructive'}>
            {suspended ? t('companies.reactivate') : t('companies.suspend')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
