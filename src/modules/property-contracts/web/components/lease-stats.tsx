import { compareMoney } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { Stat } from '../../../../web/components/data/section';
import type { LeaseDetail } from '../api/types';
import { useLeasesT } from '../i18n';

/** The lease's figures: rent, what was paid, what is owed now (the overdue part in red), the deposit and the cheques in hand. */
export function LeaseStats({ lease: l }: { lease: LeaseDetail }) {
  const { t } = useLeasesT();
  const co = useCompany();
  const overdue = compareMoney(l.totals.overdue, '0') > 0;
  const held = l.cheques.filter((c) => c.status === 'held').length;
  const sub = (text: string) => <span className="block text-xs font-normal">{text}</span>;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6" data-testid="lease-stats">
      <Stat label={t('detail.stats.monthlyRent')} value={<>{co.money(l.monthlyRent)}{sub(t(`frequency.${l.paymentFrequency}`))}</>} />
      <Stat label={t('detail.stats.totalRent')} value={co.money(l.totalRent)} />
      <Stat label={t('detail.stats.paid')} value={co.money(l.totals.paid)} testId="lease-paid" />
      <Stat
        label={t('detail.stats.balance')}
        testId="lease-balance"
        tone={overdue ? 'danger' : undefined}
        value={<>{co.money(l.totals.balance)}{overdue ? sub(t('detail.stats.overdue', { amount: co.money(l.totals.overdue) })) : null}</>}
      />
      <Stat label={t('detail.stats.deposit')} value={<>{co.money(l.securityDeposit)}{sub(t(`deposit.${l.depositStatus}`))}</>} />
      <Stat label={t('detail.stats.heldCheques')} testId="lease-held-cheques" value={<>{co.money(l.totals.heldCheques)}{sub(t('detail.stats.chequeCount', { count: held, n: co.f.number(held) }))}</>} />
    </div>
  );
}
