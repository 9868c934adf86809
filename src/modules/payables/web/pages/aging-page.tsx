import FileDown from 'lucide-react/icons/file-down';
import { Fragment, useState } from 'react';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { cn } from '../../../../web/lib/cn';
import { useAging } from '../api/payables';
import { PAYABLES_BUCKETS } from '../api/types';
import { usePayablesT } from '../i18n';

/** /finance/payables-aging: what is owed per vendor by days past due on a date, beside the payables account. */
export function PayablesAgingPage() {
  const { t } = usePayablesT();
  const co = useCompany();
  const [asOf, setAsOf] = useState(co.today);
  const query = useAging(asOf);
  const a = query.data;
  const name = (x: { nameAr: string; nameEn: string | null }) => (co.f.language === 'en' && x.nameEn ? x.nameEn : x.nameAr);
  const th = 'px-3 py-2 font-medium text-muted-foreground whitespace-nowrap';
  const money = 'num px-3 py-2 text-end whitespace-nowrap';
  const file = (format: 'xlsx' | 'pdf') => `/api/payables/aging?asOf=${asOf}&format=${format}`;

  return (
    <div className="flex flex-col gap-5" data-testid="payables-aging">
      <PageHeader
        subtitle={t('aging.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline"><a href={file('xlsx')}><FileDown aria-hidden="true" />{t('aging.excel')}</a></Button>
            <Button asChild variant="outline"><a href={file('pdf')} target="_blank" rel="noreferrer"><FileDown aria-hidden="true" />{t('aging.pdf')}</a></Button>
          </div>
        }
      />
      <FormField id="aging-as-of" label={t('aging.asOf')} className="max-w-xs">
        <Input type="date" dir="ltr" className="num text-start" value={asOf} onChange={(e) => e.target.value && setAsOf(e.target.value)} />
      </FormField>
      {query.isPending ? <SkeletonPage /> : query.isError || !a ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="aging-stats">
            <Stat label={t('aging.total')} value={co.money(a.totals.total)} />
            <Stat label={t('aging.account', { code: a.payablesAccount.code, name: name({ nameAr: a.payablesAccount.nameAr, nameEn: a.payablesAccount.nameEn }) })} value={co.money(a.payablesAccount.balance)} />
            <Stat label={a.reconciled ? t('aging.reconciled') : t('aging.notReconciled')} value={co.money(a.difference)} tone={a.reconciled ? 'success' : 'danger'} testId="aging-difference" />
          </div>
          <div className="overflow-auto rounded-md border border-border">
            <table className="w-full text-sm" data-testid="aging-table">
              <caption className="sr-only">{t('aging.caption')}</caption>
              <thead className="sticky top-0 bg-muted text-xs">
                <tr>
                  <th scope="col" className={cn(th, 'text-start')}>{t('aging.vendor')}</th>
                  <th scope="col" className={cn(th, 'text-start')}>{t('aging.due')}</th>
                  {PAYABLES_BUCKETS.map((b) => <th key={b} scope="col" className={cn(th, 'text-end')}>{t(`buckets.${b}`)}</th>)}
                  <th scope="col" className={cn(th, 'text-end')}>{t('aging.total')}</th>
                </tr>
              </thead>
              <tbody>
                {a.vendors.length ? null : <tr><td colSpan={8} className="px-3 py-6 text-center text-muted-foreground">{t('aging.empty')}</td></tr>}
                {a.vendors.map((v) => (
                  <Fragment key={v.vendorId}>
                    <tr className="border-t border-border bg-muted/60 font-semibold">
                      <th scope="row" className="px-3 py-2 text-start">{name(v)}</th>
                      <td />
                      {PAYABLES_BUCKETS.map((b) => <td key={b} className={money}>{Number(v.buckets[b]) ? co.money(v.buckets[b]) : ''}</td>)}
                      <td className={money}>{co.money(v.total)}</td>
                    </tr>
                    {v.bills.map((b) => (
                      <tr key={b.billId} className="border-t border-border">
                        <td className="num ps-6 pe-3 py-2">{b.number}</td>
                        <td className="num px-3 py-2 whitespace-nowrap">{co.day(b.dueDate)}</td>
                        {PAYABLES_BUCKETS.map((k) => <td key={k} className={money}>{k === b.bucket ? co.money(b.balance) : ''}</td>)}
                        <td className={money}>{co.money(b.balance)}</td>
                      </tr>
                    ))}
                  </Fragment>
                ))}
                <tr className="border-t border-border bg-muted font-bold">
                  <th scope="row" className="px-3 py-2 text-start">{t('aging.total')}</th>
                  <td />
                  {PAYABLES_BUCKETS.map((b) => <td key={b} className={money}>{co.money(a.totals.buckets[b])}</td>)}
                  <td className={money}>{co.money(a.totals.total)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
