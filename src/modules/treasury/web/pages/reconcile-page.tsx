import CheckCheck from 'lucide-react/icons/check-check';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useConfirmMatches, useReconciliation, useUnmatch } from '../api/treasury';
import type { LedgerLine, Reconciliation, StatementLine } from '../api/types';
import { EntryDialog } from '../components/entry-dialog';
import { useTreasuryT } from '../i18n';

/** /finance/treasury/reconcile/:id — a statement's lines against the bank account's ledger lines. */
export function ReconcilePage() {
  const { id = '' } = useParams();
  const query = useReconciliation(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <ReconcileView r={query.data} />;
}

function ReconcileView({ r }: { r: Reconciliation }) {
  const { t, language } = useTreasuryT();
  const co = useCompany();
  const confirm = useConfirmMatches();
  const unmatch = useUnmatch();
  const [entryFor, setEntryFor] = useState<StatementLine | null>(null);
  const canWrite = co.can('finance.treasury.write');
  const suggested = r.lines.filter((l) => !l.journalLineId && l.suggestion);
  const busy = confirm.isPending || unmatch.isPending;
  const accept = (lines: StatementLine[]) =>
    confirm.mutate({ id: r.statement.id, matches: lines.map((l) => ({ statementLineId: l.id, journalLineId: l.suggestion!.id })) }, { onSuccess: () => toast.success(t('reconcile.confirmed')) });
  // The entry's words on one line, its number and date on the next: mixed in one run they reorder.
  const ledgerText = (l: LedgerLine) => (
    <span className="flex min-w-0 flex-col">
      <span className="line-clamp-2">{language === 'en' ? (l.descriptionEn ?? l.description) : l.description}</span>
      <span className="flex flex-wrap gap-x-2">
        <span className="num" dir="ltr">{l.entryNumber}</span>
        <span className="num">{co.day(l.date)}</span>
      </span>
    </span>
  );
  const amount = (value: string) => <span className={`num font-medium whitespace-nowrap ${value.startsWith('-') ? 'text-destructive' : ''}`}>{co.money(value)}</span>;

  const state = (l: StatementLine) => {
    if (l.matched) return <div className="flex flex-col gap-1"><Badge tone="success">{t('reconcile.matched')}</Badge><span className="text-xs text-muted-foreground">{ledgerText(l.matched)}</span></div>;
    if (l.suggestion)
      return (
        <div className="flex flex-col gap-1">
          <Badge tone="warning">{t('reconcile.suggested')}</Badge>
          <span className="text-xs text-muted-foreground">{ledgerText(l.suggestion)}</span>
          <span className="text-xs text-muted-foreground">{l.suggestion.sameReference ? t('reconcile.sameReference') : t('reconcile.daysApart', { count: l.suggestion.days })}</span>
        </div>
      );
    return <Badge tone="muted">{t('reconcile.unmatched')}</Badge>;
  };
  const actions = (l: StatementLine) =>
    !canWrite ? null : l.journalLineId ? (
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => unmatch.mutate(l.id)}>{t('reconcile.unmatch')}</Button>
    ) : l.suggestion ? (
      <Button size="sm" disabled={busy} onClick={() => accept([l])} data-testid="treasury-confirm-one">{t('reconcile.confirm')}</Button>
    ) : (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setEntryFor(l)} data-testid="treasury-create-entry">{t('reconcile.createEntry')}</Button>
    );
  const columns: Column<StatementLine>[] = [
    { key: 'row', header: t('reconcile.row'), hideBelow: 'xl', cell: (l) => <span className="num">{l.rowNumber}</span> },
    { key: 'date', header: t('reconcile.date'), cell: (l) => <span className="num whitespace-nowrap">{co.day(l.date)}</span> },
    { key: 'description', header: t('reconcile.description'), rowHeader: true, cell: (l) => <span className="line-clamp-2">{l.description || '—'}</span> },
    { key: 'reference', header: t('reconcile.reference'), hideBelow: 'lg', cell: (l) => <span className="num">{ltr(l.reference ?? '—')}</span> },
    { key: 'amount', header: t('reconcile.amount'), align: 'end', cell: (l) => amount(l.amount) },
    { key: 'match', header: t('reconcile.match'), cell: state },
    { key: 'actions', header: <span className="sr-only">{t('reconcile.match')}</span>, cell: actions },
  ];
  const balanced = r.difference.replace(/[-0.]/g, '') === '';

  return (
    <div className="flex flex-col gap-5" data-testid="treasury-reconcile">
      <PageHeader
        title={t('reconcile.title', { number: r.statement.number })}
        subtitle={language === 'en' ? (r.account.nameEn ?? r.account.nameAr) : r.account.nameAr}
        back={withBase(co.base, `/finance/treasury/${r.account.id}`)}
        actions={
          canWrite && suggested.length ? (
            <Button disabled={busy} onClick={() => accept(suggested)} data-testid="treasury-confirm-all">
              <CheckCheck aria-hidden="true" />
              {t('reconcile.confirmAll', { count: suggested.length })}
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('reconcile.statementBalance')} value={co.money(r.statementBalance)} testId="treasury-statement-balance" />
        <Stat label={t('reconcile.reconciledBalance')} value={co.money(r.reconciledBalance)} testId="treasury-reconciled-balance" />
        <Stat label={t('reconcile.difference')} value={co.money(r.difference)} tone={balanced ? 'success' : 'warning'} testId="treasury-difference" />
        <Stat label={t('reconcile.ledgerBalance', { date: co.day(r.statement.toDate) })} value={co.money(r.ledgerBalance)} />
      </div>
      <Section title={t('reconcile.lines')}>
        <DataTable
          rows={r.lines}
          rowKey={(l) => l.id}
          columns={columns}
          caption={t('reconcile.caption')}
          testId="treasury-lines"
          card={(l) => (
            <RowCard
              title={l.description || '—'}
              subtitle={<span className="num">{co.day(l.date)}</span>}
              facts={[
                [t('reconcile.amount'), amount(l.amount)],
                [t('reconcile.reference'), <span key="r" className="num">{ltr(l.reference ?? '—')}</span>],
                [t('reconcile.match'), <span key="m">{state(l)}</span>],
              ]}
              action={actions(l)}
            />
          )}
        />
      </Section>
      <Section title={t('reconcile.openLedger')}>
        {r.unmatchedLedger.length ? (
          <ul className="flex flex-col divide-y divide-border text-sm" aria-label={t('reconcile.openLedgerCaption')}>
            {r.unmatchedLedger.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                {ledgerText(l)}
                {amount(l.amount)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('reconcile.noOpenLedger')}</p>
        )}
      </Section>
      <EntryDialog line={entryFor} bankLedgerId={r.account.ledgerAccount.id} onClose={() => setEntryFor(null)} />
    </div>
  );
}
