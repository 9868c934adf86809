import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Card } from '../../../../web/components/ui/card';
import { useFinanceReportsT } from '../i18n/reports';

/** Each report and where it opens; aging's table comes from its own route (another part of issue 14). */
export const REPORT_LINKS = [
  { id: 'trial-balance', path: '/finance/reports/trial-balance' },
  { id: 'income-statement', path: '/finance/reports/income-statement' },
  { id: 'balance-sheet', path: '/finance/reports/balance-sheet' },
  { id: 'cash-flow', path: '/finance/reports/cash-flow' },
  { id: 'aging', path: '/finance/reports/aging' },
  { id: 'vat-return', path: '/finance/reports/vat-return' },
  { id: 'ledger', path: '/finance/ledger' },
] as const;

/** /finance/reports: the financial reports with what each shows. */
export function FinanceReportsPage() {
  const { t } = useFinanceReportsT();
  const co = useCompany();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('reports.subtitle')} />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {REPORT_LINKS.map((r) => (
          <li key={r.id}>
            <Card className="h-full">
              <Link to={withBase(co.base, r.path)} className="flex h-full flex-col gap-2 p-4 hover:bg-muted/50 sm:p-5">
                <h2 className="text-base font-semibold">{t(`reports.list.${r.id}.title`)}</h2>
                <p className="flex-1 text-sm text-muted-foreground">{t(`reports.list.${r.id}.description`)}</p>
                <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                  {t('reports.open')}
                  <ArrowLeft aria-hidden="true" className="size-4 ltr:-scale-x-100" />
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
