import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import UserPlus from 'lucide-react/icons/user-plus';
import UsersRound from 'lucide-react/icons/users-round';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../../../../web/components/ui/dropdown-menu';
import type { Account } from '../../api/types';

export type AccountAction = 'create' | 'roles' | 'permissions' | 'disable' | 'enable';

type Props = { account: Account; name: string; locked: string | null; onAction: (action: AccountAction) => void };

/** An account's actions; `locked` says why this person's account cannot be changed by the caller. */
export function AccountRowMenu({ account, name, locked, onAction }: Props) {
  const { t } = useHrT();
  const enabled = account.hasSystemAccess && account.accountStatus === 'active';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={t('users.actionsFor', { name })}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        {locked ? <DropdownMenuLabel className="max-w-64 text-xs text-muted-foreground">{locked}</DropdownMenuLabel> : null}
        {!account.userId ? (
          <DropdownMenuItem onSelect={() => onAction('create')}>
            <UserPlus aria-hidden="true" />
            {t('users.actions.create')}
          </DropdownMenuItem>
        ) : (
          <>
            <DropdownMenuItem disabled={Boolean(locked)} onSelect={() => onAction('roles')}>
              <UsersRound aria-hidden="true" />
              {t('users.actions.roles')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={Boolean(locked)} onSelect={() => onAction('permissions')}>
              <KeyRound aria-hidden="true" />
              {t('users.actions.permissions')}
            </DropdownMenuItem>
          </>
        )}
        {enabled ? (
          <DropdownMenuItem disabled={Boolean(locked)} onSelect={() => onAction('disable')} className="text-destructive focus:text-destructive [&_svg]:text-destructive">
            <ShieldOff aria-hidden="true" />
            {t('users.actions.disable')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled={Boolean(locked)} onSelect={() => onAction('enable')}>
            <ShieldCheck aria-hidden="true" />
            {t('users.actions.enable')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
