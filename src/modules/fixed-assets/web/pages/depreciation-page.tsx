import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { addMonthsToMonth } from '../../../../core/assets';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { cn } from '../../../../web/lib/cn';
import { usePostRun, useRunPreview, useRuns } from '../api/assets';
import type { RunPreview } from '../api/types';
import { monthLabel } from '../../../../web/components/data/month';
import { useAssetsT } from '../i18n';

/** /finance/assets/depreciation — choose a month, preview each asset's depreciation, post it as one entry. */
export function DepreciationPage() {
  const { t } = useAssetsT();
  const d = useDataT().t;
  const co = useCompany();
  const runs = useRuns();
  const suggested = runs.data?.nextMonth ?? addMonthsToMonth(co.today.slice(0, 7), -1);
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? (runs.isPending ? null : suggested);
  const preview = useRunPreview(month);
  const post = usePostRun();
  const canWrite = co.can('finance.assets.write');

  const submit = () => {
    if (!month) return;
    // The suggestion moves on once the month is posted: keep showing the month just posted.
    setChosen(month);
    post.mutate(month, {
      onSuccess: () => toast.success(t('run.posted', { month: monthLabel(co, month) })),
    });
  };

  return (
    <div className="flex flex-col gap-5" data-testid="depreciation-page">
      <PageHeader title={t('run.title')} subtitle={t('run.subtitle')} back={withBase(co.base, '/finance/assets')} />
      <div className="rounded-lg border border-border bg-card p-4">
        <div className="flex flex-wrap items-end gap-3">
          <FormField id="depreciation-month" label={t('run.month')} hint={runs.data?.nextMonth ? t('run.next', { month: monthLabel(co, runs.data.nextMonth) }) : undefined}>
            <Input
              type="month"
              dir="ltr"
              className="num w-48 text-start"
              value={month ?? ''}
              onChange={(e) => {
                post.reset();
                setChosen(e.target.value || null);
              }}
            />
          </FormField>
        </div>
      </div>
      {post.isError ? <Alert>{errorText(post.error, d('saveFailed'), d('network'))}</Alert> : null}
      {preview.isError ? <Alert>{errorText(preview.error, d('loadFailed'), d('network'))}</Alert> : null}
      {preview.data ? <PreviewCard preview={preview.data} canWrite={canWrite} busy={post.isPending} onPost={submit} /> : preview.isFetching ? <Spinner /> : null}
      <Section title={t('run.history')} testId="depreciation-history">
        {runs.data?.items.length ? (
          <ul className="flex flex-col divide-y divide-border">
            {runs.data.items.slice(0, 12).map((r) => (
              <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <button type="button" className="cursor-pointer text-start font-medium text-primary hover:underline" onClick={() => setChosen(r.month)}>
                  {monthLabel(co, r.month)}
                </button>
                <span className="num text-sm text-muted-foreground">{`${co.money(r.total)} · ${t('run.assets', { count: r.assetCount })}`}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('run.noRuns')}</p>
        )}
      </Section>
    </div>
  );
}

function PreviewCard({ preview: p, canWrite, busy, onPost }: { preview: RunPreview; canWrite: boolean; busy: boolean; onPost: () => void }) {
  const { t } = useAssetsT();
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const th = 'px-2 py-2 font-medium text-muted-foreground whitespace-nowrap';
  const td = 'px-2 py-2 num';
  if (p.run) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-success/40 bg-success/10 px-4 py-3" data-testid="depreciation-posted">
        <span className="font-medium">{t('run.alreadyPosted', { total: co.money(p.run.total), count: p.run.assetCount })}</span>
        {p.run.journalEntryId ? (
          <Link className="text-primary hover:underline" to={withBase(co.base, `/finance/journal-entries/${p.run.journalEntryId}`)}>
            {t('run.openEntry')}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <Section title={`${t('run.preview')} · ${monthLabel(co, p.month)}`} testId="depreciation-preview">
      <p className="mb-3 text-sm text-muted-foreground">{t('run.entryDate', { date: co.day(p.entryDate) })}</p>
      {p.lines.length ? (
        <div className="overflow-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('run.caption')}</caption>
            <thead className="bg-muted text-xs">
              <tr>
                <th scope="col" className={cn(th, 'text-start')}>{t('run.columns.code')}</th>
                <th scope="col" className={cn(th, 'text-start')}>{t('run.columns.name')}</th>
                <th scope="col" className={cn(th, 'text-start max-sm:hidden')}>{t('run.columns.months')}</th>
                <th scope="col" className={cn(th, 'text-end')}>{t('run.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {p.lines.map((l) => (
                <tr key={l.assetId} className="border-t border-border">
                  <th scope="row" className={cn(td, 'text-start font-normal whitespace-nowrap')}>
                    <Link className="text-primary hover:underline" to={withBase(co.base, `/finance/assets/${l.assetId}`)}>{l.code}</Link>
                  </th>
                  <td className="px-2 py-2">{en && l.nameEn ? l.nameEn : l.nameAr}</td>
                  <td className={cn(td, 'text-start max-sm:hidden')}>{l.months.map((m) => monthLabel(co, m)).join('، ')}</td>
                  <td className={cn(td, 'text-end whitespace-nowrap')}>{co.money(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-border bg-muted/50 font-semibold">
                <th scope="row" colSpan={2} className="px-2 py-2 text-start">{t('run.total')}</th>
                <td className="max-sm:hidden" />
                <td className={cn(td, 'text-end whitespace-nowrap')} data-testid="depreciation-total">{co.money(p.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('run.nothing')}</p>
      )}
      {canWrite ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={onPost} disabled={busy} data-testid="depreciation-post">
            {busy ? <Spinner /> : null}
            {busy ? t('run.posting') : t('run.post')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
