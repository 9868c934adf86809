import Eye from 'lucide-react/icons/eye';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Pencil from 'lucide-react/icons/pencil';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../../web/components/ui/dropdown-menu';

type RowMenuProps = { name: string; canEdit: boolean; onView: () => void; onEdit: () => void };

/** A row's actions: view, edit. */
export function EmployeeRowMenu({ name, canEdit, onView, onEdit }: RowMenuProps) {
  const { t } = useHrT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={t('employees.actionsFor', { name })}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuItem onSelect={onView}>
          <Eye aria-hidden="true" />
          {t('employees.view')}
        </DropdownMenuItem>
        {canEdit ? (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            {t('common.edit')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
