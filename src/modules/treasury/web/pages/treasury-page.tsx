import Banknote from 'lucide-react/icons/banknote';
import Landmark from 'lucide-react/icons/landmark';
import Plus from 'lucide-react/icons/plus';
import Wallet from 'lucide-react/icons/wallet';
import { useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { useTreasuryAccounts } from '../api/treasury';
import type { TreasuryAccount } from '../api/types';
import { AccountDialog } from '../components/account-dialog';
import { MovementDialog } from '../components/movement-dialog';
import { useTreasuryT } from '../i18n';

/** /finance/treasury: every cash box and bank account with its ledger balance, and the total. */
export function TreasuryPage() {
  const { t, language } = useTreasuryT();
  const co = useCompany();
  const query = useTreasuryAccounts();
  const [dialog, setDialog] = useState<'account' | 'movement' | null>(null);
  const canWrite = co.can('finance.treasury.write');
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  const name = (a: TreasuryAccount) => (language === 'en' ? (a.nameEn ?? a.nameAr) : a.nameAr);

  return (
    <div className="flex flex-col gap-5" data-testid="treasury-page">
      <PageHeader
        subtitle={t('list.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            {/* The deposits register sits in the real-estate menu; car rental reaches it from here. */}
            <Button variant="ghost" asChild>
              <Link to={withBase(co.base, '/finance/deposits')} data-testid="treasury-deposits-link">
                <Wallet aria-hidden="true" />
                {t('list.deposits')}
              </Link>
            </Button>
            {canWrite ? (
              <>
              <Button onClick={() => setDialog('movement')} disabled={!items.length}>
                <Banknote aria-hidden="true" />
                {t('list.newMovement')}
              </Button>
              <Button variant="outline" onClick={() => setDialog('account')}>
                <Plus aria-hidden="true" />
                {t('list.newAccount')}
              </Button>
              </>
            ) : null}
          </div>
        }
      />
      {items.length ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={t('list.total')} value={co.money(total)} testId="treasury-total" />
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="treasury-accounts">
            {items.map((a) => {
              const Icon = a.kind === 'bank' ? Landmark : Wallet;
              return (
                <li key={a.id}>
                  <Card className="flex h-full flex-col gap-3 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <div className="flex min-w-0 items-center gap-2">
                        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                        <Link to={withBase(co.base, `/finance/treasury/${a.id}`)} className="min-w-0 font-semibold break-words hover:text-primary hover:underline">
                          {name(a)}
                        </Link>
                      </div>
                      <Badge tone={a.isActive ? (a.kind === 'bank' ? 'info' : 'primary') : 'muted'}>{a.isActive ? t(`kind.${a.kind}`) : t('list.inactive')}</Badge>
                    </div>
                    <div className="text-xs text-muted-foreground">
                      {t('list.ledgerAccount')}: <span className="num">{ltr(a.ledgerAccount.code)}</span> · {language === 'en' ? a.ledgerAccount.nameEn : a.ledgerAccount.nameAr}
                    </div>
                    {a.iban ? <div className="num text-xs text-muted-foreground" dir="ltr">{a.iban}</div> : null}
                    <div className="mt-auto flex items-baseline justify-between gap-2">
                      <span className="text-sm text-muted-foreground">{t('list.balance')}</span>
                      <span className="num text-lg font-bold whitespace-nowrap" data-testid="treasury-balance">{co.money(a.balance)}</span>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <EmptyState icon={Landmark} title={t('list.empty')} body={t('list.emptyBody')} action={canWrite ? <Button onClick={() => setDialog('account')}>{t('list.newAccount')}</Button> : undefined} />
      )}
      <AccountDialog open={dialog === 'account'} onClose={() => setDialog(null)} />
      <MovementDialog open={dialog === 'movement'} onClose={() => setDialog(null)} accounts={items.filter((a) => a.isActive)} />
    </div>
  );
}
