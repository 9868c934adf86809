import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../web/components/data/badge';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { useListParams } from '../../../../web/components/data/list-params';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Pagination } from '../../../../web/components/data/pagination';
import { SearchBox } from '../../../../web/components/data/search-box';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../web/components/ui/dropdown-menu';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useFormatter } from '../../../../web/lib/format';
import { COMPANY_ROLES } from '../../schemas';
import { useCompanies } from '../api/companies';
import type { UserRow } from '../api/types';
import { useUsers } from '../api/users';
import { localName } from '../components/names';
import { UserDialogs, type UserAction } from '../components/user-dialogs';
import { usePlatformT } from '../i18n';

/** /super-admin/users: every user across companies; reset password, disable/enable, move. */
export function UsersPage() {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const fmt = useFormatter();
  const { get, set, page } = useListParams();
  const filters = { search: get('search'), companyId: get('companyId'), role: get('role'), active: get('active'), page };
  const users = useUsers(filters);
  const companies = useCompanies({});
  const [action, setAction] = useState<UserAction>(null);

  const nameOf = (u: UserRow) => (language === 'ar' && u.firstNameAr ? `${u.firstNameAr} ${u.lastNameAr ?? ''}`.trim() : u.name);
  const companyOf = (u: UserRow) => (u.companyId ? localName({ name: u.companyName ?? '', nameAr: u.companyNameAr }, language) : t('users.platform'));
  const status = (u: UserRow) => (
    <div className="flex flex-wrap gap-1">
      <Badge tone={u.active ? 'success' : 'muted'}>{u.active ? t('users.active') : t('users.disabled')}</Badge>
      {u.requiresPasswordChange ? <Badge tone="warning">{t('users.mustChange')}</Badge> : null}
    </div>
  );
  const menu = (u: UserRow) =>
    u.companyId && !u.roles.includes('super_admin') ? (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`${t('common.actions')}: ${u.email}`}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setAction({ kind: 'reset', user: u })}>{t('users.reset')}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setAction({ kind: 'move', user: u })}>{t('users.move')}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setAction({ kind: 'toggle', user: u })} className={u.active ? 'text-destructive' : undefined}>
            {u.active ? t('users.disable') : t('users.enable')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ) : null;
  const roles = (u: UserRow) => u.roles.map((r) => tr(`roles.${r}` as 'roles.employee', { defaultValue: r })).join('، ');
  const lastSignIn = (u: UserRow) => (u.lastSignInAt ? fmt.dateTime(u.lastSignInAt) : t('users.never'));
  const columns: Column<UserRow>[] = [
    {
      key: 'user',
      header: t('users.columns.user'),
      rowHeader: true,
      cell: (u) => (
        <div className="flex flex-col">
          <span className="font-semibold">{nameOf(u)}</span>
          <span dir="ltr" className="text-start text-xs text-muted-foreground">{u.email}</span>
        </div>
      ),
    },
    { key: 'company', header: t('users.columns.company'), cell: companyOf },
    { key: 'roles', header: t('users.columns.roles'), hideBelow: 'lg', cell: roles },
    { key: 'last', header: t('users.columns.lastSignIn'), hideBelow: 'xl', cell: lastSignIn },
    { key: 'status', header: t('users.columns.status'), cell: status },
    { key: 'actions', header: <span className="sr-only">{t('common.actions')}</span>, align: 'end', cell: (u) => menu(u) },
  ];
  const select = (key: string, label: string, options: Array<[string, string]>) => (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
      {label}
      <NativeSelect value={get(key)} onChange={(event) => set({ [key]: event.target.value, page: null })}>
        <option value="">{t('common.all')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </label>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('users.subtitle')} />
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(3,1fr)]">
        <SearchBox id="user-search" value={get('search')} onSearch={(search) => set({ search, page: null })} label={t('common.search')} placeholder={t('users.searchPlaceholder')} />
        {select('companyId', t('users.filters.company'), (companies.data ?? []).map((c) => [c.id, localName(c, language)]))}
        {select('role', t('users.filters.role'), [...COMPANY_ROLES, 'super_admin'].map((r) => [r, tr(`roles.${r}` as 'roles.employee')]))}
        {select('active', t('users.filters.active'), [['true', t('users.activeOptions.true')], ['false', t('users.activeOptions.false')]])}
      </div>
      {users.isPending ? (
        <SkeletonRows />
      ) : users.isError ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState icon={Users} title={t('users.empty')} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">{t('users.total', { count: users.data.total })}</p>
          <DataTable
            rows={users.data.items}
            rowKey={(u) => u.id}
            columns={columns}
            caption={t('users.columns.user')}
            testId="users-table"
            dim={users.isPlaceholderData}
            card={(u) => (
              <RowCard title={nameOf(u)} subtitle={<span dir="ltr">{u.email}</span>} badge={status(u)} facts={[[t('users.columns.company'), companyOf(u)], [t('users.columns.roles'), roles(u)], [t('users.columns.lastSignIn'), lastSignIn(u)]]} action={menu(u)} />
            )}
          />
          <Pagination page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} onPage={(next) => set({ page: next })} />
        </>
      )}
      <UserDialogs action={action} onClose={() => setAction(null)} />
    </div>
  );
}
