import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Section } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { useMoveCheque, type ChequeMove } from '../api/cheque-action';
import type { Cheque, LeaseDetail } from '../api/types';
import { useLeasesT } from '../i18n';
import { ChequeStatusBadge } from './lease-badges';

type Acting = { kind: 'deposit' | 'bounce' | 'return'; cheque: Cheque } | null;

/** The tenant's cheques: held ones are deposited on or after their date or handed back; a deposited one may bounce. */
export function LeaseCheques({ lease: l, canCollect, onAdd }: { lease: LeaseDetail; canCollect: boolean; onAdd?: () => void }) {
  const { t } = useLeasesT();
  const d = useDataT().t;
  const co = useCompany();
  const move = useMoveCheque();
  const [acting, setActing] = useState<Acting>(null);
  const [fee, setFee] = useState('');
  const [feeError, setFeeError] = useState<string | undefined>();
  const sequenceOf = new Map(l.installments.map((i) => [i.id, i.sequence]));
  const open = (kind: NonNullable<Acting>['kind'], cheque: Cheque) => {
    move.reset();
    setFee('');
    setFeeError(undefined);
    setActing({ kind, cheque });
  };
  const run = (input: ChequeMove, done: string) => move.mutate(input, { onSuccess: () => { toast.success(done); setActing(null); } });
  const error = move.error ? errorText(move.error, d('saveFailed'), d('network')) : null;
  const c = acting?.cheque;
  const named = c ? { number: c.chequeNumber, bank: c.bankName, amount: co.money(c.amount) } : {};

  const actions = (cheque: Cheque) => {
    if (!canCollect) return null;
    if (cheque.status === 'held') {
      const due = cheque.chequeDate <= co.today;
      return (
        <span className="flex flex-wrap items-center justify-end gap-1.5">
          <Button size="sm" variant="outline" disabled={!due} title={due ? undefined : t('detail.cheques.notDue', { date: co.day(cheque.chequeDate) })} onClick={() => open('deposit', cheque)}>
            {t('detail.cheques.deposit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => open('return', cheque)}>
            {t('detail.cheques.return')}
          </Button>
        </span>
      );
    }
    if (cheque.status === 'deposited') {
      return (
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => open('bounce', cheque)}>
          {t('detail.cheques.bounce')}
        </Button>
      );
    }
    return null;
  };
  const note = (cheque: Cheque) => (cheque.status === 'bounced' && cheque.bouncedOn ? <span className="block text-xs text-destructive">{t('detail.cheques.bounceNote', { date: co.day(cheque.bouncedOn), reason: cheque.bounceReason ?? '' })}</span> : null);
  const installment = (cheque: Cheque) => (cheque.installmentId && sequenceOf.has(cheque.installmentId) ? t('detail.schedule.installment', { n: co.f.number(sequenceOf.get(cheque.installmentId)!) }) : '—');

  const columns: Column<Cheque>[] = [
    { key: 'number', header: t('detail.cheques.columns.number'), rowHeader: true, cell: (x) => <span dir="ltr" className="num font-medium">{x.chequeNumber}</span> },
    { key: 'bank', header: t('detail.cheques.columns.bank'), cell: (x) => <span className="line-clamp-1">{x.bankName}</span> },
    { key: 'date', header: t('detail.cheques.columns.date'), cell: (x) => <span className="num whitespace-nowrap">{co.day(x.chequeDate)}</span> },
    { key: 'amount', header: t('detail.cheques.columns.amount'), align: 'end', cell: (x) => <span className="num whitespace-nowrap">{co.money(x.amount)}</span> },
    { key: 'installment', header: t('detail.cheques.columns.installment'), hideBelow: 'lg', cell: (x) => <span className="whitespace-nowrap">{installment(x)}</span> },
    { key: 'status', header: t('detail.cheques.columns.status'), cell: (x) => <span className="flex flex-col items-start gap-0.5"><ChequeStatusBadge status={x.status} />{note(x)}</span> },
    { key: 'actions', header: <span className="sr-only">{t('detail.cheques.columns.actions')}</span>, align: 'end', cell: actions },
  ];

  return (
    <Section
      title={t('detail.tabs.cheques')}
      testId="lease-cheques"
      actions={
        onAdd ? (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('actions.cheques')}
          </Button>
        ) : null
      }
    >
      {l.cheques.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.cheques.none')}</p>
      ) : (
        <DataTable
          rows={l.cheques}
          rowKey={(x) => x.id}
          columns={columns}
          caption={t('detail.cheques.caption')}
          testId="cheques-table"
          card={(x) => (
            <RowCard
              title={<span dir="ltr" className="num">{x.chequeNumber}</span>}
              subtitle={x.bankName}
              badge={<ChequeStatusBadge status={x.status} />}
              facts={[
                [t('detail.cheques.columns.date'), <span key="d" className="num">{co.day(x.chequeDate)}</span>],
                [t('detail.cheques.columns.amount'), <span key="a" className="num font-medium">{co.money(x.amount)}</span>],
                [t('detail.cheques.columns.installment'), <span key="i">{installment(x)}</span>],
              ]}
              action={
                <>
                  {note(x)}
                  {actions(x)}
                </>
              }
            />
          )}
        />
      )}
      <ConfirmDialog
        open={acting?.kind === 'deposit'}
        onOpenChange={(o) => !o && setActing(null)}
        title={t('detail.cheques.depositTitle', named)}
        description={t('detail.cheques.depositBody', named)}
        confirmLabel={t('detail.cheques.deposit')}
        busy={move.isPending}
        error={error}
        onConfirm={() => c && run({ action: 'deposit', id: c.id }, t('detail.cheques.deposited', named))}
      />
      <ConfirmDialog
        open={acting?.kind === 'bounce'}
        onOpenChange={(o) => !o && setActing(null)}
        title={t('detail.cheques.bounceTitle', named)}
        description={t('detail.cheques.bounceBody', named)}
        confirmLabel={t('detail.cheques.bounce')}
        destructive
        reason={{ label: t('detail.cheques.bounceReason'), required: true }}
        busy={move.isPending}
        error={error}
        onConfirm={(reason) => {
          const value = amountOf(fee);
          if (value === null) return setFeeError(d('invalidAmount'));
          if (c) run({ action: 'bounce', id: c.id, reason, ...(value ? { fee: value } : {}) }, t('detail.cheques.bounced', named));
        }}
      >
        <FormField id="cheque-bounce-fee" label={t('detail.cheques.bounceFee', { currency: co.currency })} hint={t('detail.cheques.bounceFeeHint')} error={feeError}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={fee} onChange={(event) => { setFee(event.target.value); setFeeError(undefined); }} />
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={acting?.kind === 'return'}
        onOpenChange={(o) => !o && setActing(null)}
        title={t('detail.cheques.returnTitle', named)}
        description={t('detail.cheques.returnBody', named)}
        confirmLabel={t('detail.cheques.return')}
        reason={{ label: t('detail.cheques.returnReason'), required: false }}
        busy={move.isPending}
        error={error}
        onConfirm={(reason) => c && run({ action: 'return', id: c.id, ...(reason ? { reason } : {}) }, t('detail.cheques.returned', named))}
      />
    </Section>
  );
}
