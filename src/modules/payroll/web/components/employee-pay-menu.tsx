import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import HandCoins from 'lucide-react/icons/hand-coins';
import IdCard from 'lucide-react/icons/id-card';
import PlusMinus from 'lucide-react/icons/diff';
import LogOut from 'lucide-react/icons/log-out';
import TrendingUp from 'lucide-react/icons/trending-up';
import { Button } from '../../../../web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../web/components/ui/dropdown-menu';
import { usePayrollT } from '../i18n';
import type { PayAction } from './pay-dialogs';

/** One employee's pay actions in a menu (one button per row on a phone): raise, loan, addition or deduction, pay details, end of service. */
export function EmployeePayMenu({ name, onAction }: { name: string; onAction: (kind: PayAction['kind']) => void }) {
  const { t } = usePayrollT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={t('settlement.actionsFor', { name })} data-testid="payroll-row-menu">
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuItem onSelect={() => onAction('raise')} data-testid="payroll-raise">
          <TrendingUp aria-hidden="true" />
          {t('pay.raise')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('loan')} data-testid="payroll-loan">
          <HandCoins aria-hidden="true" />
          {t('pay.loan')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('adjust')} data-testid="payroll-adjust">
          <PlusMinus aria-hidden="true" />
          {t('adjust.action')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('profile')} data-testid="payroll-profile">
          <IdCard aria-hidden="true" />
          {t('pay.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('settlement')} className="text-destructive" data-testid="payroll-settlement">
          <LogOut aria-hidden="true" />
          {t('settlement.action')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
