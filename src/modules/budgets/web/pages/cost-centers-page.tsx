import ChartPie from 'lucide-react/icons/chart-pie';
import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Badge } from '../../../../web/components/data/badge';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { cn } from '../../../../web/lib/cn';
import { useCostCenterTree, useSaveCostCenter } from '../api/budgets';
import type { CostCenterNode } from '../api/types';
import { CostCenterDialog } from '../components/cost-center-dialog';
import { useBudgetsT } from '../i18n';

type Row = CostCenterNode & { depth: number };

/** Depth-first order of the tree, children under their parent, by code. */
function flatten(items: CostCenterNode[]): Row[] {
  const children = new Map<string | null, CostCenterNode[]>();
  const ids = new Set(items.map((i) => i.id));
  for (const i of items) {
    const parent = i.parentId && ids.has(i.parentId) ? i.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), i]);
  }
  const out: Row[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      out.push({ ...c, depth });
      if (depth < 20) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** /finance/cost-centers — the tree with each centre's posted expenses and revenue for a period. */
export function CostCentersPage() {
  const { t, language } = useBudgetsT();
  const d = useDataT().t;
  const co = useCompany();
  const [range, setRange] = useState({ from: '', to: '' });
  const [draft, setDraft] = useState(range);
  const query = useCostCenterTree(range.from, range.to);
  const toggle = useSaveCostCenter();
  const [editing, setEditing] = useState<CostCenterNode | 'new' | null>(null);
  const canWrite = co.can('finance.cost_centers.write');
  const rows = useMemo(() => flatten(query.data?.items ?? []), [query.data]);
  const name = (c: CostCenterNode) => (language === 'en' ? c.nameEn ?? c.nameAr : c.nameAr);

  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const setActive = (c: CostCenterNode, isActive: boolean) =>
    toggle.mutate({ id: c.id, body: { isActive } }, { onSuccess: () => toast.success(t('centres.saved')), onError: (e) => toast.error(errorText(e, d('saveFailed'), d('network'))) });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        subtitle={t('centres.subtitle')}
        actions={
          canWrite ? (
            <Button onClick={() => setEditing('new')} data-testid="cost-center-new">
              <Plus aria-hidden="true" />
              {t('centres.new')}
            </Button>
          ) : null
        }
      />
      <form className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" onSubmit={(e) => (e.preventDefault(), setRange(draft))}>
        <label className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
          {t('centres.from')}
          <Input type="month" dir="ltr" className="num w-full min-w-0 sm:w-40" value={draft.from || data.from.slice(0, 7)} onChange={(e) => setDraft((r) => ({ ...r, from: e.target.value }))} />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
          {t('centres.to')}
          <Input type="month" dir="ltr" className="num w-full min-w-0 sm:w-40" value={draft.to || data.to.slice(0, 7)} onChange={(e) => setDraft((r) => ({ ...r, to: e.target.value }))} />
        </label>
        <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1">{t('centres.apply')}</Button>
      </form>
      {rows.length === 0 ? (
        <EmptyState icon={ChartPie} title={t('centres.empty')} body={t('centres.emptyBody')} />
      ) : (
        <Section title={t('centres.caption')} testId="cost-center-tree">
          {/* On a phone a list, indented by depth; from sm up, a table. */}
          <ul className="flex flex-col divide-y divide-border sm:hidden">
            {rows.map((c) => (
              <li key={c.id} className={cn('flex flex-col gap-1 py-2.5', !c.isActive && 'text-muted-foreground')} style={{ paddingInlineStart: `${c.depth * 1}rem` }} data-testid="cost-center-row">
                <span className="flex flex-wrap items-center gap-x-2">
                  <span className={cn(c.depth === 0 && 'font-semibold')}>{name(c)}</span>
                  <span className="num text-xs text-muted-foreground" dir="ltr">{c.code}</span>
                  {!c.isActive ? <Badge tone="muted">{t('centres.inactive')}</Badge> : null}
                </span>
                <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>{t('centres.total')}: <span className="num font-medium text-foreground">{co.money(c.totalExpense)}</span></span>
                  <span>{t('centres.revenue')}: <span className="num text-foreground">{co.money(c.totalRevenue)}</span></span>
                </span>
                {canWrite ? (
                  <span className="flex gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(c)}>{t('centres.edit')}</Button>
                    <Button size="sm" variant="ghost" disabled={toggle.isPending} onClick={() => setActive(c, !c.isActive)}>{t(c.isActive ? 'centres.deactivate' : 'centres.activate')}</Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[560px] text-sm">
              <caption className="sr-only">{t('centres.caption')}</caption>
              <thead>
                <tr className="border-b border-border text-xs text-muted-foreground">
                  <th scope="col" className="px-2 py-2 text-start font-medium">{t('centres.name')}</th>
                  <th scope="col" className="px-2 py-2 text-end font-medium">{t('centres.own')}</th>
                  <th scope="col" className="px-2 py-2 text-end font-medium">{t('centres.total')}</th>
                  <th scope="col" className="px-2 py-2 text-end font-medium">{t('centres.revenue')}</th>
                  {canWrite ? <th scope="col" className="px-2 py-2"><span className="sr-only">{t('centres.edit')}</span></th> : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} className={cn('border-b border-border last:border-0', !c.isActive && 'text-muted-foreground')} data-testid="cost-center-table-row">
                    <th scope="row" className="py-2 pe-2 text-start font-normal" style={{ paddingInlineStart: `${0.5 + c.depth * 1.25}rem` }}>
                      <span className="flex flex-wrap items-center gap-x-2">
                        <span className={cn(c.depth === 0 && 'font-semibold')}>{name(c)}</span>
                        <span className="num text-xs text-muted-foreground" dir="ltr">{c.code}</span>
                        {!c.isActive ? <Badge tone="muted">{t('centres.inactive')}</Badge> : null}
                      </span>
                    </th>
                    <td className="num px-2 py-2 text-end whitespace-nowrap">{co.money(c.expense)}</td>
                    <td className="num px-2 py-2 text-end font-medium whitespace-nowrap">{co.money(c.totalExpense)}</td>
                    <td className="num px-2 py-2 text-end whitespace-nowrap">{co.money(c.totalRevenue)}</td>
                    {canWrite ? (
                      <td className="px-2 py-2 text-end whitespace-nowrap">
                        <Button size="sm" variant="ghost" onClick={() => setEditing(c)}>{t('centres.edit')}</Button>
                        <Button size="sm" variant="ghost" disabled={toggle.isPending} onClick={() => setActive(c, !c.isActive)}>{t(c.isActive ? 'centres.deactivate' : 'centres.activate')}</Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}
      {editing ? <CostCenterDialog open centre={editing === 'new' ? null : editing} centres={data.items} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
