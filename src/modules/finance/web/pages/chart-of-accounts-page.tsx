import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Ellipsis from 'lucide-react/icons/ellipsis';
import ListTree from 'lucide-react/icons/list-tree';
import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { errorText } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SearchBox } from '../../../../web/components/data/search-box';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../web/components/ui/dropdown-menu';
import { toast } from '../../../../web/lib/toast';
import { useAccounts, useDeleteAccount, useSaveAccount } from '../api/accounts';
import type { Account } from '../api/books-types';
import { AccountDialog } from '../components/account-dialog';
import { parentIds, visibleRows } from '../components/account-tree';
import { useBooksT } from '../i18n/books';

/** /finance/chart-of-accounts: the account tree with rolled-up balances; add, edit, deactivate, delete. */
export function ChartOfAccountsPage() {
  const { t, language } = useBooksT();
  const co = useCompany();
  const query = useAccounts();
  const toggle = useSaveAccount();
  const remove = useDeleteAccount();
  const canWrite = co.can('finance.accounts.write');
  const accounts = useMemo(() => query.data?.items ?? [], [query.data]);
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [dialog, setDialog] = useState<{ account: Account | null; parentId?: string | null } | null>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);
  // The first two levels open by default: the statement groups an accountant looks for.
  const open = useMemo(() => expanded ?? new Set(accounts.filter((a) => a.code.length <= 1).map((a) => a.id)), [expanded, accounts]);
  const rows = useMemo(() => visibleRows(accounts, open, search, showInactive), [accounts, open, search, showInactive]);
  const name = (a: Account) => (language === 'ar' ? a.nameAr : a.nameEn);
  const flip = (id: string) => setExpanded(() => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const setActive = (a: Account, isActive: boolean) =>
    toggle.mutate({ id: a.id, input: { isActive } }, {
      onSuccess: () => toast.success(t(isActive ? 'chart.activated' : 'chart.deactivated', { code: a.code })),
      onError: (error) => toast.error(errorText(error, t('common.failed'), t('common.network'))),
    });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('chart.subtitle')}
        actions={canWrite && accounts.length ? (
          <Button onClick={() => setDialog({ account: null })}>
            <Plus aria-hidden="true" />
            {t('chart.add')}
          </Button>
        ) : null}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox id="chart-search" value={search} onSearch={setSearch} label={t('chart.search')} placeholder={t('chart.searchPlaceholder')} className="w-full sm:w-72" />
        <Button variant="outline" size="sm" disabled={!accounts.length} onClick={() => setExpanded(new Set(parentIds(accounts)))}>{t('chart.expandAll')}</Button>
        <Button variant="outline" size="sm" disabled={!accounts.length} onClick={() => setExpanded(new Set())}>{t('chart.collapseAll')}</Button>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={showInactive} onChange={(e) => setShowInactive(e.target.checked)} />
          {t('chart.showInactive')}
        </label>
      </div>
      {query.isPending ? <SkeletonRows /> : query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : accounts.length === 0 ? (
        <EmptyState icon={ListTree} title={t('chart.empty')} body={t('chart.emptyBody')} action={<Button asChild><Link to={withBase(co.base, '/finance/accounting-wizard')}>{t('chart.openWizard')}</Link></Button>} />
      ) : rows.length === 0 ? (
        <EmptyState icon={ListTree} title={t('chart.noMatches')} compact />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-sm" data-testid="chart-table">
            <caption className="sr-only">{t('chart.caption')}</caption>
            <thead className="sticky top-0 bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2.5 text-start font-medium">{t('chart.columns.name')}</th>
                <th scope="col" className="hidden px-3 py-2.5 text-start font-medium md:table-cell">{t('chart.columns.type')}</th>
                <th scope="col" className="hidden px-3 py-2.5 text-start font-medium lg:table-cell">{t('chart.columns.normal')}</th>
                <th scope="col" className="hidden px-3 py-2.5 text-start font-medium md:table-cell">{t('chart.columns.kind')}</th>
                <th scope="col" className="hidden px-3 py-2.5 text-start font-medium sm:table-cell">{t('chart.columns.status')}</th>
                <th scope="col" className="px-3 py-2.5 text-end font-medium">{t('chart.columns.balance')}</th>
                {canWrite ? <th scope="col" className="w-10 px-2 py-2.5"><span className="sr-only">{t('chart.columns.actions')}</span></th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ account: a, depth, hasChildren, balance }) => (
                <tr key={a.id} className={`border-t border-border ${a.isHeader ? 'font-semibold' : ''} ${a.isActive ? '' : 'text-muted-foreground'}`} data-testid={`account-${a.code}`}>
                  <th scope="row" className="px-3 py-2 text-start font-[inherit]">
                    <div className="flex items-center gap-1.5" style={{ paddingInlineStart: `${depth * 0.75}rem` }}>
                      {hasChildren ? (
                        <button type="button" onClick={() => flip(a.id)} aria-expanded={open.has(a.id) || Boolean(search)} aria-label={t(open.has(a.id) ? 'chart.collapse' : 'chart.expand', { name: name(a) })} className="grid size-6 shrink-0 place-items-center rounded hover:bg-muted">
                          {open.has(a.id) || search ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronLeft aria-hidden="true" className="size-4 ltr:-scale-x-100" />}
                        </button>
                      ) : <span className="size-6 shrink-0" />}
                      <span className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
                        <span className="num text-muted-foreground" dir="ltr">{a.code}</span>
                        <span className="min-w-0 break-words">{name(a)}</span>
                      </span>
                    </div>
                  </th>
                  <td className="hidden px-3 py-2 md:table-cell">{t(`accountType.${a.accountType}`)}</td>
                  <td className="hidden px-3 py-2 lg:table-cell">{t(`side.${a.normalBalance}`)}</td>
                  <td className="hidden px-3 py-2 md:table-cell">{a.isHeader ? t('chart.header') : t('chart.posting')}</td>
                  <td className="hidden px-3 py-2 sm:table-cell">{a.isActive ? <Badge tone="success">{t('chart.active')}</Badge> : <Badge tone="muted">{t('chart.inactive')}</Badge>}</td>
                  <td className="num px-3 py-2 text-end whitespace-nowrap">{co.money(balance)}</td>
                  {canWrite ? (
                    <td className="px-2 py-1.5">
                      <DropdownMenu dir={language === 'ar' ? 'rtl' : 'ltr'}>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" className="size-8" aria-label={`${t('chart.columns.actions')}: ${a.code}`}><Ellipsis aria-hidden="true" /></Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuItem onSelect={() => setDialog({ account: a })}>{t('chart.edit')}</DropdownMenuItem>
                          {a.isHeader ? <DropdownMenuItem onSelect={() => setDialog({ account: null, parentId: a.id })}>{t('chart.add')}</DropdownMenuItem> : null}
                          <DropdownMenuItem onSelect={() => setActive(a, !a.isActive)}>{a.isActive ? t('chart.deactivate') : t('chart.activate')}</DropdownMenuItem>
                          <DropdownMenuItem onSelect={() => { remove.reset(); setDeleting(a); }} className="text-destructive">{t('chart.delete')}</DropdownMenuItem>
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog ? <AccountDialog key={dialog.account?.id ?? `new-${dialog.parentId ?? ''}`} open onOpenChange={(o) => !o && setDialog(null)} accounts={accounts} account={dialog.account} parentId={dialog.parentId ?? null} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('chart.deleteTitle', { code: deleting?.code })}
        description={t('chart.deleteBody', { name: deleting ? name(deleting) : '' })}
        confirmLabel={t('chart.delete')}
        destructive
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error, t('common.failed'), t('common.network')) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => { toast.success(t('chart.deleted', { code: deleting.code })); setDeleting(null); } })}
      />
    </div>
  );
}
