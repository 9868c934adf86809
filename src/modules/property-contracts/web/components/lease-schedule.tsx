import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { Section } from '../../../../web/components/data/section';
import { cn } from '../../../../web/lib/cn';
import type { Cheque, Installment, LeaseDetail } from '../api/types';
import { useLeasesT } from '../i18n';
import { CHEQUE_TONES, InstallmentStateBadge } from './lease-badges';

/** The cheque earmarked for each instalment: the live one (held or deposited) before a bounced or returned one. */
function chequeByInstallment(cheques: readonly Cheque[]): Map<string, Cheque> {
  const rank = { held: 0, deposited: 0, bounced: 1, returned: 2 } as const;
  const map = new Map<string, Cheque>();
  for (const c of cheques) {
    if (!c.installmentId) continue;
    const known = map.get(c.installmentId);
    if (!known || rank[c.status] < rank[known.status]) map.set(c.installmentId, c);
  }
  return map;
}

/** The rent schedule: each instalment's period, due day, amount, what is paid and left, its state, invoice, late fee and cheque. */
export function LeaseSchedule({ lease: l }: { lease: LeaseDetail }) {
  const { t } = useLeasesT();
  const co = useCompany();
  const cheques = chequeByInstallment(l.cheques);
  const invoice = (i: Installment) =>
    i.invoiceId ? (
      <Link className="num whitespace-nowrap text-primary hover:underline" to={withBase(co.base, `/finance/invoices/${i.invoiceId}`)}>
        {i.invoiceNumber}
      </Link>
    ) : (
      <span className="text-xs text-muted-foreground">{t('detail.schedule.notBilled')}</span>
    );
  const lateFee = (i: Installment) =>
    i.lateFee ? (
      <Link className="num whitespace-nowrap text-destructive hover:underline" to={withBase(co.base, `/finance/invoices/${i.lateFee.invoiceId}`)} title={i.lateFee.invoiceNumber}>
        {co.money(i.lateFee.amount)}
      </Link>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  const cheque = (i: Installment) => {
    const c = cheques.get(i.id);
    return c ? (
      <span className="flex items-center gap-1.5 whitespace-nowrap">
        <span dir="ltr" className="num">{c.chequeNumber}</span>
        <Badge tone={CHEQUE_TONES[c.status]}>{t(`cheque.${c.status}`)}</Badge>
      </span>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  };
  // Two lines (from, to) keep the table within a laptop's width beside the side menu.
  const period = (i: Installment) => (
    <span className="flex flex-col">
      <span className="num whitespace-nowrap">{co.day(i.periodStart)}</span>
      <span className="num text-xs whitespace-nowrap text-muted-foreground">{co.day(i.periodEnd)}</span>
    </span>
  );
  const owed = (i: Installment) => <span className={cn('num whitespace-nowrap', i.state === 'overdue' && 'font-semibold text-destructive')}>{co.money(i.balance)}</span>;

  const columns: Column<Installment>[] = [
    { key: 'sequence', header: t('detail.schedule.columns.sequence'), rowHeader: true, cell: (i) => <span className="num">{co.f.number(i.sequence)}</span> },
    { key: 'period', header: t('detail.schedule.columns.period'), cell: period },
    { key: 'due', header: t('detail.schedule.columns.due'), hideBelow: 'xl', cell: (i) => <span className="num whitespace-nowrap">{co.day(i.dueDate)}</span> },
    { key: 'amount', header: t('detail.schedule.columns.amount'), align: 'end', cell: (i) => <span className={cn('num whitespace-nowrap', i.state === 'cancelled' && 'text-muted-foreground line-through')}>{co.money(i.amount)}</span> },
    { key: 'paid', header: t('detail.schedule.columns.paid'), align: 'end', hideBelow: 'lg', cell: (i) => <span className="num whitespace-nowrap">{co.money(i.paid)}</span> },
    { key: 'balance', header: t('detail.schedule.columns.balance'), align: 'end', cell: owed },
    { key: 'state', header: t('detail.schedule.columns.state'), cell: (i) => <InstallmentStateBadge state={i.state} daysLate={i.daysLate} /> },
    { key: 'invoice', header: t('detail.schedule.columns.invoice'), cell: invoice },
    { key: 'lateFee', header: t('detail.schedule.columns.lateFee'), align: 'end', hideBelow: 'xl', cell: lateFee },
    { key: 'cheque', header: t('detail.schedule.columns.cheque'), hideBelow: 'lg', cell: cheque },
  ];

  // A draft's schedule is a proposal: nothing is billed or paid yet, so only its periods and amounts show.
  const draft = l.status === 'draft';
  const shown = draft ? columns.filter((c) => ['sequence', 'period', 'due', 'amount'].includes(c.key)) : columns;

  return (
    <Section title={t('detail.tabs.schedule')} testId="lease-schedule">
      {draft ? <p className="mb-3 text-sm text-muted-foreground">{t('detail.schedule.draft')}</p> : null}
      {l.installments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.schedule.none')}</p>
      ) : (
        <DataTable
          rows={l.installments}
          rowKey={(i) => i.id}
          columns={shown}
          caption={t('detail.schedule.caption')}
          testId="schedule-table"
          card={(i) => (
            <RowCard
              title={t('detail.schedule.installment', { n: co.f.number(i.sequence) })}
              subtitle={<span className="num">{`${co.day(i.periodStart)} – ${co.day(i.periodEnd)}`}</span>}
              badge={draft ? undefined : <InstallmentStateBadge state={i.state} daysLate={i.daysLate} />}
              facts={draft ? [[t('detail.schedule.columns.amount'), <span key="a" className="num">{co.money(i.amount)}</span>]] : [
                [t('detail.schedule.columns.amount'), <span key="a" className="num">{co.money(i.amount)}</span>],
                [t('detail.schedule.columns.paid'), <span key="p" className="num">{co.money(i.paid)}</span>],
                [t('detail.schedule.columns.balance'), <span key="b">{owed(i)}</span>],
                [t('detail.schedule.columns.invoice'), <span key="i">{invoice(i)}</span>],
                ...(i.lateFee ? [[t('detail.schedule.columns.lateFee'), <span key="l">{lateFee(i)}</span>] as [string, ReactNode]] : []),
                ...(cheques.has(i.id) ? [[t('detail.schedule.columns.cheque'), <span key="c" className="inline-flex justify-end">{cheque(i)}</span>] as [string, ReactNode]] : []),
              ]}
            />
          )}
        />
      )}
    </Section>
  );
}
