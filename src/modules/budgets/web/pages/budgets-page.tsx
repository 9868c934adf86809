import FilePlus from 'lucide-react/icons/file-plus';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { useBudgets } from '../api/budgets';
import { BudgetStatusBadge, UsedBar } from '../components/budget-bits';
import { useBudgetsT } from '../i18n';

/** /finance/budgets — each budget with its expenses against plan, newest first. */
export function BudgetsPage() {
  const { t, language } = useBudgetsT();
  const co = useCompany();
  const query = useBudgets();
  const canWrite = co.can('finance.budgets.write');
  const newHref = withBase(co.base, '/finance/budgets/new');
  const en = language === 'en';
  const header = (
    <PageHeader
      subtitle={t('list.subtitle')}
      actions={
        canWrite ? (
          <Button asChild>
            <Link to={newHref}>
              <FilePlus aria-hidden="true" />
              {t('list.new')}
            </Link>
          </Button>
        ) : null
      }
    />
  );
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="flex flex-col gap-5">
      {header}
      {query.data.items.length === 0 ? (
        <EmptyState icon={PiggyBank} title={t('list.empty')} body={t('list.emptyBody')} action={canWrite ? <Button asChild><Link to={newHref}>{t('list.new')}</Link></Button> : undefined} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="budgets-list">
          {query.data.items.map((b) => (
            <li key={b.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col">
                    <Link to={withBase(co.base, `/finance/budgets/${b.id}`)} className="font-semibold text-foreground hover:text-primary hover:underline">
                      {en ? b.nameEn : b.nameAr}
                    </Link>
                    <span className="text-xs text-muted-foreground">{t('list.year', { label: b.fiscalYear.label })}</span>
                  </div>
                  <BudgetStatusBadge status={b.status} />
                </div>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div className="flex flex-col">
                    <dt className="text-xs text-muted-foreground">{t('fig.budget')}</dt>
                    <dd className="num font-medium">{co.money(b.expense.budget)}</dd>
                  </div>
                  <div className="flex flex-col">
                    <dt className="text-xs text-muted-foreground">{t('fig.actual')}</dt>
                    <dd className="num font-medium">{co.money(b.expense.actual)}</dd>
                  </div>
                </dl>
                <UsedBar percent={b.expense.percent} label={t('list.used')} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
