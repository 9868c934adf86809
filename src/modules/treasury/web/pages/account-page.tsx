import Banknote from 'lucide-react/icons/banknote';
import FileUp from 'lucide-react/icons/file-up';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useTreasuryAccount, useTreasuryAccounts } from '../api/treasury';
import type { AccountDetail, LedgerLine } from '../api/types';
import { ImportDialog } from '../components/import-dialog';
import { MovementDialog } from '../components/movement-dialog';
import { useTreasuryT } from '../i18n';

/** /finance/treasury/:id — the balance from the ledger, the movements, the bank statements. */
export function TreasuryAccountPage() {
  const { id = '' } = useParams();
  const query = useTreasuryAccount(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <AccountView detail={query.data} />;
}

function AccountView({ detail }: { detail: AccountDetail }) {
  const { t, language } = useTreasuryT();
  const co = useCompany();
  const a = detail.account;
  const accounts = useTreasuryAccounts();
  const [dialog, setDialog] = useState<'import' | 'movement' | null>(null);
  const canWrite = co.can('finance.treasury.write');
  const amount = (l: LedgerLine) => <span className={`num font-medium whitespace-nowrap ${l.amount.startsWith('-') ? 'text-destructive' : ''}`}>{co.money(l.amount)}</span>;
  const reconciled = (l: LedgerLine) => (l.matchedStatementLineId ? <Badge tone="success">{t('detail.reconciled')}</Badge> : null);
  const description = (l: LedgerLine) => (language === 'en' ? (l.descriptionEn ?? l.description) : l.description);
  const columns: Column<LedgerLine>[] = [
    { key: 'date', header: t('detail.date'), cell: (l) => <span className="num whitespace-nowrap">{co.day(l.date)}</span> },
    { key: 'entry', header: t('detail.entry'), hideBelow: 'lg', cell: (l) => <span className="num whitespace-nowrap">{ltr(l.entryNumber ?? '')}</span> },
    { key: 'description', header: t('detail.description'), rowHeader: true, cell: (l) => <span className="line-clamp-2">{description(l)}</span> },
    { key: 'reference', header: t('detail.reference'), hideBelow: 'xl', cell: (l) => <span className="num">{ltr(l.reference ?? '—')}</span> },
    { key: 'amount', header: t('detail.amount'), align: 'end', cell: amount },
    { key: 'reconciled', header: t('detail.reconciled'), cell: reconciled },
  ];

  return (
    <div className="flex flex-col gap-5" data-testid="treasury-account">
      <PageHeader
        title={language === 'en' ? (a.nameEn ?? a.nameAr) : a.nameAr}
        back={withBase(co.base, '/finance/treasury')}
        badges={<Badge tone={a.kind === 'bank' ? 'info' : 'primary'}>{t(`kind.${a.kind}`)}</Badge>}
        actions={
          canWrite ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setDialog('movement')}>
                <Banknote aria-hidden="true" />
                {t('list.newMovement')}
              </Button>
              {a.kind === 'bank' ? (
                <Button variant="outline" onClick={() => setDialog('import')} data-testid="treasury-import-open">
                  <FileUp aria-hidden="true" />
                  {t('detail.import')}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('detail.balance')} value={co.money(a.balance)} testId="treasury-account-balance" />
        <Stat label={t('detail.opening')} value={co.money(a.openingBalance)} />
      </div>
      <Section title={t('detail.ledger')}>
        <Facts
          items={[
            { label: t('detail.ledger'), value: <span><span className="num">{ltr(a.ledgerAccount.code)}</span> · {language === 'en' ? a.ledgerAccount.nameEn : a.ledgerAccount.nameAr}</span> },
            a.bankName ? { label: t('detail.bank'), value: a.bankName } : null,
            a.iban ? { label: t('detail.iban'), value: <span className="num" dir="ltr">{a.iban}</span> } : null,
          ]}
        />
      </Section>
      {a.kind === 'bank' ? (
        <Section title={t('detail.statements')} testId="treasury-statements">
          {detail.statements.length ? (
            <ul className="flex flex-col divide-y divide-border">
              {detail.statements.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="flex min-w-0 flex-col">
                    <span className="num font-semibold">{ltr(s.number)}</span>
                    <span className="text-xs text-muted-foreground">{t('detail.period', { from: co.day(s.fromDate), to: co.day(s.toDate) })} · {t('detail.statementLines', { matched: s.matchedCount, count: s.lineCount })}</span>
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <Link to={withBase(co.base, `/finance/treasury/reconcile/${s.id}`)}>{t('detail.reconcile')}</Link>
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('detail.noStatements')}</p>
          )}
        </Section>
      ) : null}
      <Section title={t('detail.movements')}>
        {detail.movements.length ? (
          <DataTable
            rows={detail.movements}
            rowKey={(l) => l.id}
            columns={columns}
            caption={t('detail.movementsCaption')}
            testId="treasury-movements"
            card={(l) => <RowCard title={description(l)} subtitle={<span className="num">{co.day(l.date)}</span>} badge={reconciled(l)} facts={[[t('detail.amount'), amount(l)], [t('detail.reference'), <span key="r" className="num">{ltr(l.reference ?? '—')}</span>]]} />}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noMovements')}</p>
        )}
      </Section>
      <ImportDialog accountId={a.id} open={dialog === 'import'} onClose={() => setDialog(null)} />
      <MovementDialog open={dialog === 'movement'} onClose={() => setDialog(null)} accounts={(accounts.data?.items ?? []).filter((x) => x.isActive)} accountId={a.id} />
    </div>
  );
}
