import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../web/components/data/badge';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { Button } from '../../../../web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../web/components/ui/dropdown-menu';
import { useFormatter } from '../../../../web/lib/format';
import { COMPANY_ROLES } from '../../schemas';
import { useCompanies } from '../api/companies';
import type { UserRow } from '../api/types';
import { useUsers } from '../api/users';
import { filterOption } from '../components/filter-option';
import { localName } from '../components/names';
import { UserDialogs, type UserAction } from '../components/user-dialogs';
import { usePlatformT } from '../i18n';

// '' is "all" for each filter. The search was `?search=` before the shared list state; old links still read.
const LIST: ListConfig = { selects: { role: ['', ...COMPANY_ROLES, 'super_admin'], active: ['', 'true', 'false'] }, open: ['companyId'], aliases: { search: 'q' }, pageSize: 25 };

/**
 * /super-admin/users: every user across companies; reset password, disable/enable, move. No bulk
 * action: each of those asks for something per user (a new password, a company).
 */
export function UsersPage() {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const fmt = useFormatter();
  const list = useListState(LIST);
  const users = useUsers({ search: list.search, companyId: list.selects.companyId, role: list.selects.role, active: list.selects.active, page: list.page });
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
  const option = (label: string, text: (value: string) => string) => filterOption(label, t('common.all'), text);

  return (
    <ListPage
      list={list}
      query={users}
      id="user"
      header={{ subtitle: t('users.subtitle') }}
      search={{ label: t('common.search'), placeholder: t('users.searchPlaceholder') }}
      selects={[
        { key: 'companyId', label: t('users.filters.company'), values: ['', ...(companies.data ?? []).map((c) => c.id)], option: option(t('users.filters.company'), (id) => localName(companies.data?.find((c) => c.id === id) ?? { name: id, nameAr: null }, language)) },
        { key: 'role', label: t('users.filters.role'), option: option(t('users.filters.role'), (r) => tr(`roles.${r}` as 'roles.employee')) },
        { key: 'active', label: t('users.filters.active'), option: option(t('users.filters.active'), (a) => t(`users.activeOptions.${a as 'true' | 'false'}`)) },
      ]}
      columns={columns}
      rowKey={(u) => u.id}
      rowLabel={(u) => u.email}
      caption={t('users.columns.user')}
      testId="users-table"
      empty={{ icon: Users, title: t('users.empty') }}
      noMatches={{ title: t('users.empty') }}
      card={(u) => (
        <RowCard title={nameOf(u)} subtitle={<span dir="ltr">{u.email}</span>} badge={status(u)} facts={[[t('users.columns.company'), companyOf(u)], [t('users.columns.roles'), roles(u)], [t('users.columns.lastSignIn'), lastSignIn(u)]]} action={menu(u)} />
      )}
    >
      <UserDialogs action={action} onClose={() => setAction(null)} />
    </ListPage>
  );
}
