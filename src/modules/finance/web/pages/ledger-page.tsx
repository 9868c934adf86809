import BookOpen from 'lucide-react/icons/book-open';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Label } from '../../../../web/components/ui/label';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useLedger, usePostingAccounts, type Ledger } from '../api/reports';
import { amountFormatter } from '../../../../web/components/data/amounts';
import { ReportFilters, useReportParams } from '../components/report-filters';
import { useFinanceReportsT } from '../i18n/reports';

type Line = Ledger['lines'][number];
const KNOWN_SOURCES = ['manual', 'reversal', 'year_end', 'invoice', 'payment'] as const;

/**
 * /finance/ledger (and /finance/general-ledger): one account's posted lines with the running
 * balance, 100 at a time (keyset pages: a busy account opens as fast as a quiet one); each line
 * opens its journal entry.
 */
export function LedgerPage() {
  const { t, language } = useFinanceReportsT();
  const co = useCompany();
  const [search, setSearch] = useSearchParams();
  const [params, setParams] = useReportParams();
  const accountId = search.get('accountId');
  const accounts = usePostingAccounts();
  const ledger = useLedger(accountId, params);
  const first = ledger.data?.pages[0];
  const lines = ledger.data?.pages.flatMap((p) => p.lines) ?? [];
  const amount = amountFormatter(co, first?.currency ?? co.currency);
  const pick = (id: string) => {
    const next = new URLSearchParams(search);
    if (id) next.set('accountId', id);
    else next.delete('accountId');
    setSearch(next, { replace: true });
  };
  const source = (l: Line) => t(`ledger.sources.${(KNOWN_SOURCES as readonly string[]).includes(l.sourceType) ? (l.sourceType as (typeof KNOWN_SOURCES)[number]) : 'other'}`);
  const name = (a: { nameAr: string; nameEn: string }) => (language === 'ar' ? a.nameAr : a.nameEn);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('reports.list.ledger.title')} subtitle={first ? `${first.account.code} — ${name(first.account)}` : t('ledger.pickAccount')} back={withBase(co.base, '/finance/reports')} />
      <div className="flex max-w-xl flex-col gap-1.5">
        <Label htmlFor="ledger-account">{t('ledger.account')}</Label>
        <NativeSelect id="ledger-account" value={accountId ?? ''} onChange={(e) => pick(e.target.value)}>
          <option value="">{t('ledger.pickAccount')}</option>
          {(accounts.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.code} — {name(a)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {accountId ? (
        <ReportFilters
          key={JSON.stringify(params)}
          params={params}
          onApply={setParams}
          shown={{ from: first?.from, to: first?.to }}
          download={{ path: '/api/finance/reports/general-ledger', name: `ledger-${first?.account.code ?? ''}`, extra: { accountId } }}
        />
      ) : null}
      {!accountId ? (
        <EmptyState icon={BookOpen} title={t('ledger.pickAccount')} body={t('reports.list.ledger.description')} />
      ) : ledger.isError ? (
        <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : !first ? (
        <SkeletonRows rows={10} />
      ) : (
        <>
          {first.compare ? <p className="text-sm text-muted-foreground">{t('ledger.compare', { opening: amount(first.compare.opening), debit: amount(first.compare.debit), credit: amount(first.compare.credit), closing: amount(first.compare.closing) })}</p> : null}
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full border-collapse text-sm" data-testid="ledger-table">
              <caption className="sr-only">{t('ledger.caption')}</caption>
              <thead className="sticky top-0 bg-muted/80 backdrop-blur">
                <tr>
                  {(['date', 'entry', 'description', 'source'] as const).map((k) => (
                    <th key={k} scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                      {t(`ledger.columns.${k}`)}
                    </th>
                  ))}
                  {(['debit', 'credit', 'balance'] as const).map((k) => (
                    <th key={k} scope="col" className="px-3 py-2 text-end font-semibold whitespace-nowrap">
                      {t(`ledger.columns.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-border bg-muted/40 font-semibold">
                  <td className="px-3 py-2" colSpan={6}>
                    {t('ledger.opening')}
                  </td>
                  <td className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{amount(first.opening)}</td>
                </tr>
                {lines.map((l) => (
                  <tr key={l.id} className="border-b border-border hover:bg-muted/40">
                    <td className="px-3 py-2 whitespace-nowrap">{co.day(l.date)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Link to={withBase(co.base, `/finance/journal-entries/${l.entryId}`)} className="num text-primary hover:underline">
                        {l.entryNumber}
                      </Link>
                    </td>
                    <td className="min-w-48 px-3 py-2">{language === 'ar' ? l.description : l.descriptionEn}</td>
                    <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{source(l)}</td>
                    <td className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{/^0(\.0+)?$/.test(l.debit) ? '' : amount(l.debit)}</td>
                    <td className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{/^0(\.0+)?$/.test(l.credit) ? '' : amount(l.credit)}</td>
                    <td className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{amount(l.balance)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="bg-muted font-bold">
                  <td className="px-3 py-2" colSpan={4}>
                    {t('ledger.closing')}
                  </td>
                  <td className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{amount(first.debit)}</td>
                  <td className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{amount(first.credit)}</td>
                  <td className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{amount(first.closing)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          {ledger.hasNextPage ? (
            <Button variant="outline" className="w-fit" onClick={() => void ledger.fetchNextPage()} disabled={ledger.isFetchingNextPage}>
              {t('ledger.more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
