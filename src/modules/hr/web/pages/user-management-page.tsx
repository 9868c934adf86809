import Search from 'lucide-react/icons/search';
import UserX from 'lucide-react/icons/user-x';
import { useEffect, useMemo, useState } from 'react';
import { useHrT } from '../i18n';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { normaliseRoles } from '../../../../core/permissions';
import { Input } from '../../../../web/components/ui/input';
import { currentLanguage } from '../../../../web/i18n';
import { apiErrorMessage } from '../../../../web/features/auth/lib/auth-error-message';
import { useAccounts } from '../api/get-accounts';
import { useAssignable } from '../api/get-assignable';
import { useSetAccess } from '../api/set-access';
import type { Account } from '../api/types';
import { AccountList } from '../components/users/account-list';
import type { AccountAction } from '../components/users/account-row-menu';
import { CreateAccountDialog } from '../components/users/create-account-dialog';
import { PermissionsDialog } from '../components/users/permissions-dialog';
import { RolesDialog } from '../components/users/roles-dialog';
import { ConfirmDialog } from '../components/shared/confirm-dialog';
import { EmptyState } from '../components/shared/empty-state';
import { LoadError } from '../components/shared/load-error';
import { PageHeader } from '../components/shared/page-header';
import { SkeletonRows } from '../components/shared/skeleton-rows';
import { pickName } from '../lib/names';
import { useHrAccess } from '../lib/use-hr-access';

type Open = { action: AccountAction; account: Account } | null;

/** /hr/user-management: give accounts, set roles (only assignable ones), extra permissions, disable access. */
export function UserManagementPage() {
  const { t } = useHrT();
  const language = currentLanguage();
  const { me } = useHrAccess();
  const [params] = useSearchParams();
  const highlight = params.get('employee');
  const accounts = useAccounts();
  const assignable = useAssignable();
  const access = useSetAccess();
  const [open, setOpen] = useState<Open>(null);
  const [query, setQuery] = useState('');

  const allowed = useMemo(() => new Set(assignable.data?.roles ?? []), [assignable.data]);
  const nameOf = (a: Account) => pickName(a.name, a.nameAr, language);

  /** Spec §6: a role the caller cannot assign also cannot be taken away, so such accounts are read-only here. */
  function lockReason(a: Account): string | null {
    if (a.userId && a.userId === me.user.id) return t('users.lockedSelf');
    if (!me.isSuperAdmin && normaliseRoles(a.roles).some((role) => !allowed.has(role))) return t('users.lockedRole');
    return null;
  }

  useEffect(() => {
    if (!highlight || !accounts.data) return;
    document.getElementById(`account-row-${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, accounts.data]);

  const items = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = accounts.data ?? [];
    if (!needle) return all;
    return all.filter((a) => [a.name, a.nameAr, a.email, a.employeeNumber].some((v) => v?.toLowerCase().includes(needle)));
  }, [accounts.data, query]);

  const close = () => setOpen(null);
  const dialogFor = (action: AccountAction) => (open?.action === action ? open.account : null);
  const confirmAccount = open && (open.action === 'disable' || open.action === 'enable') ? open.account : null;

  function changeAccess(account: Account, enable: boolean) {
    access.mutate(
      { employeeId: account.employeeId, hasSystemAccess: enable, ...(enable ? { accountStatus: 'active' as const } : {}) },
      {
        onSuccess: () => {
          toast.success(enable ? t('users.accessEnabled', { name: nameOf(account) }) : t('users.accessDisabled', { name: nameOf(account) }));
          close();
        },
        onError: (error) => toast.error(apiErrorMessage(error, t('common.saveFailed'), t)),
      },
    );
  }

  const ready = accounts.data && assignable.data;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('users.subtitle')} />
      <div className="relative max-w-md">
        <label htmlFor="account-search" className="sr-only">{t('users.search')}</label>
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id="account-search" type="search" className="ps-9" placeholder={t('users.search')} value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {accounts.isError || assignable.isError ? (
        <LoadError error={accounts.error ?? assignable.error} onRetry={() => { void accounts.refetch(); void assignable.refetch(); }} />
      ) : !ready ? (
        <SkeletonRows rows={8} />
      ) : items.length === 0 ? (
        <EmptyState icon={UserX} title={t('users.empty')} />
      ) : (
        <AccountList items={items} highlight={highlight} lockReason={lockReason} onAction={(account, action) => setOpen({ account, action })} />
      )}

      <CreateAccountDialog account={dialogFor('create')} name={open ? nameOf(open.account) : ''} assignableRoles={assignable.data?.roles ?? []} onOpenChange={(value) => !value && close()} />
      <RolesDialog account={dialogFor('roles')} name={open ? nameOf(open.account) : ''} assignableRoles={assignable.data?.roles ?? []} onOpenChange={(value) => !value && close()} />
      <PermissionsDialog account={dialogFor('permissions')} name={open ? nameOf(open.account) : ''} grantable={assignable.data?.permissions ?? []} onOpenChange={(value) => !value && close()} />
      <ConfirmDialog
        open={confirmAccount !== null}
        onOpenChange={(value) => !value && close()}
        title={open?.action === 'enable' ? t('users.enableTitle', { name: confirmAccount ? nameOf(confirmAccount) : '' }) : t('users.disableTitle', { name: confirmAccount ? nameOf(confirmAccount) : '' })}
        description={open?.action === 'enable' ? t('users.enableBody') : t('users.disableBody', { name: confirmAccount ? nameOf(confirmAccount) : '' })}
        confirmLabel={open?.action === 'enable' ? t('users.actions.enable') : t('users.actions.disable')}
        destructive={open?.action === 'disable'}
        busy={access.isPending}
        onConfirm={() => confirmAccount && changeAccess(confirmAccount, open?.action === 'enable')}
      />
    </div>
  );
}
