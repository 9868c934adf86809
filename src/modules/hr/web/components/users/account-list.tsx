import { useHrT } from '../../i18n';
import { Card } from '../../../../../web/components/ui/card';
import { currentLanguage } from '../../../../../web/i18n';
import { cn } from '../../../../../web/lib/cn';
import type { Account } from '../../api/types';
import { pickName } from '../../lib/names';
import { roleLabel } from '../../lib/roles';
import { AccountBadge } from '../employees/employee-badges';
import { Badge } from '../shared/badge';
import { AccountRowMenu, type AccountAction } from './account-row-menu';

type Props = { items: Account[]; highlight: string | null; lockReason: (account: Account) => string | null; onAction: (account: Account, action: AccountAction) => void };

/** Employees with their accounts: roles, extra grants and access; a table on wide screens, cards on phones. */
export function AccountList({ items, highlight, lockReason, onAction }: Props) {
  const { t } = useHrT();
  const language = currentLanguage();
  const nameOf = (a: Account) => pickName(a.name, a.nameAr, language);
  const roles = (a: Account) =>
    a.roles.length ? (
      <div className="flex flex-wrap gap-1">
        {a.roles.map((role) => (
          <Badge key={role} tone="primary">{roleLabel(role, language)}</Badge>
        ))}
      </div>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  const menu = (a: Account) => <AccountRowMenu account={a} name={nameOf(a)} locked={lockReason(a)} onAction={(action) => onAction(a, action)} />;

  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((a) => (
          <li key={a.employeeId} id={`account-${a.employeeId}`}>
            <Card className={cn('flex flex-col gap-3 p-4', highlight === a.employeeId && 'ring-2 ring-ring/50')}>
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold break-words">{nameOf(a)}</span>
                  <span className="text-sm break-all text-muted-foreground">
                    <span className="num">{a.employeeNumber}</span>
                    {a.email ? <> · <span dir="ltr">{a.email}</span></> : null}
                  </span>
                </div>
                {menu(a)}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <AccountBadge employee={a} />
                {roles(a)}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="overflow-x-auto max-md:hidden">
        <table className="w-full text-sm" data-testid="accounts-table">
          <caption className="sr-only">{t('users.caption')}</caption>
          <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.number')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('employees.columns.name')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('users.email')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('users.roles')}</th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold">{t('users.extraGrants')}</th>
              <th scope="col" className="px-3 py-2.5 text-start font-semibold">{t('users.access')}</th>
              <th scope="col" className="px-3 py-2.5 text-end font-semibold"><span className="sr-only">{t('employees.columns.actions')}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((a) => (
              <tr key={a.employeeId} id={`account-row-${a.employeeId}`} className={cn('hover:bg-muted/40', highlight === a.employeeId && 'bg-primary-soft/70')}>
                <td className="num px-3 py-2 whitespace-nowrap text-muted-foreground">{a.employeeNumber}</td>
                <th scope="row" className="px-3 py-2 text-start font-semibold">{nameOf(a)}</th>
                <td className="px-3 py-2">{a.email ? <span dir="ltr" className="break-all">{a.email}</span> : '—'}</td>
                <td className="px-3 py-2">{roles(a)}</td>
                <td className="num px-3 py-2 text-end">{a.extraGrants.length || '—'}</td>
                <td className="px-3 py-2"><AccountBadge employee={a} /></td>
                <td className="px-3 py-1 text-end">{menu(a)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
