import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CreditCard from 'lucide-react/icons/credit-card';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Printer from 'lucide-react/icons/printer';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { compareMoney } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Button } from '../../../../web/components/ui/button';
import { openFile } from '../../../../web/lib/open-file';
import { useDeleteLease } from '../api/delete-lease';
import { useMoveLease } from '../api/lease-action';
import type { LeaseDetail } from '../api/types';
import { useLeasesT } from '../i18n';
import { uncoveredInstallments } from './cheque-plan';
import { openInstallments } from './payment-dialog';

export type LeaseDialog = null | 'activate' | 'delete' | 'pay' | 'cheques' | 'renew' | 'terminate' | 'settle';

/** What the lease's status and the user's permissions allow: lifecycle moves need the contracts write permission, money the payments one. */
export function leaseAbilities(l: LeaseDetail, can: (permission: string) => boolean) {
  const write = can('operations.contracts.write');
  const collect = can('finance.payments.write');
  return {
    edit: write && l.status === 'draft',
    activate: write && l.status === 'draft',
    remove: write && l.status === 'draft',
    // Money is taken while something is owed: an open instalment, or a charge (a late fee, a deduction).
    pay: collect && l.status !== 'draft' && (openInstallments(l).length > 0 || compareMoney(l.totals.balance, '0') > 0),
    cheques: collect && l.status === 'active' && uncoveredInstallments(l.installments, l.cheques).length > 0,
    renew: write && (l.status === 'active' || l.status === 'expired') && !l.renewedTo,
    terminate: write && l.status === 'active',
    // Not while a refund waits on its approval request: the last approval settles it as asked.
    settle: write && (l.status === 'expired' || l.status === 'terminated') && l.depositStatus === 'held' && !l.approvals.some((r) => r.status === 'pending'),
  };
}

/** The page header's buttons: print for everyone, then the moves the lease allows. */
export function LeaseActions({ lease: l, open }: { lease: LeaseDetail; open: (dialog: LeaseDialog) => void }) {
  const { t } = useLeasesT();
  const d = useDataT().t;
  const co = useCompany();
  const may = leaseAbilities(l, co.can);
  const print = () => void openFile(`/api/leases/${l.id}/pdf`).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))));
  return (
    <>
      {may.activate ? (
        <Button onClick={() => open('activate')}>
          <Play aria-hidden="true" />
          {t('actions.activate')}
        </Button>
      ) : null}
      {may.pay ? (
        <Button onClick={() => open('pay')}>
          <CreditCard aria-hidden="true" />
          {t('actions.pay')}
        </Button>
      ) : null}
      {may.cheques ? (
        <Button variant="outline" onClick={() => open('cheques')}>
          <CalendarPlus aria-hidden="true" />
          {t('actions.cheques')}
        </Button>
      ) : null}
      {may.settle ? <Button onClick={() => open('settle')}>{t('actions.settle')}</Button> : null}
      {may.edit ? (
        <Button asChild variant="outline">
          <Link to={withBase(co.base, `/properties/contracts/${l.id}/edit`)}>
            <Pencil aria-hidden="true" />
            {t('actions.edit')}
          </Link>
        </Button>
      ) : null}
      {may.renew ? (
        <Button variant="outline" onClick={() => open('renew')}>
          <RefreshCw aria-hidden="true" />
          {t('actions.renew')}
        </Button>
      ) : null}
      <Button variant="outline" onClick={print}>
        <Printer aria-hidden="true" />
        {d('print')}
      </Button>
      {may.terminate ? (
        <Button variant="ghost" className="text-destructive" onClick={() => open('terminate')}>
          {t('actions.terminate')}
        </Button>
      ) : null}
      {may.remove ? (
        <Button variant="ghost" className="text-destructive" onClick={() => open('delete')}>
          <Trash2 aria-hidden="true" />
          {t('actions.delete')}
        </Button>
      ) : null}
    </>
  );
}

/** Activation and deletion of a draft, each after a confirm naming the lease. */
export function DraftDialogs({ lease: l, dialog, close }: { lease: LeaseDetail; dialog: LeaseDialog; close: () => void }) {
  const { t } = useLeasesT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const move = useMoveLease();
  const remove = useDeleteLease();
  const failure = (error: unknown) => (error ? errorText(error, d('saveFailed'), d('network')) : null);
  return (
    <>
      <ConfirmDialog
        open={dialog === 'activate'}
        onOpenChange={(o) => !o && (move.reset(), close())}
        title={t('actions.activateTitle', { number: l.leaseNumber })}
        description={t('actions.activateBody')}
        confirmLabel={t('actions.activate')}
        busy={move.isPending}
        error={failure(move.error)}
        onConfirm={() => move.mutate({ action: 'activate', id: l.id }, { onSuccess: () => { toast.success(t('actions.activated', { number: l.leaseNumber })); close(); } })}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => !o && (remove.reset(), close())}
        title={t('actions.deleteTitle', { number: l.leaseNumber })}
        description={t('actions.deleteBody')}
        confirmLabel={t('actions.delete')}
        destructive
        busy={remove.isPending}
        error={failure(remove.error)}
        onConfirm={() =>
          remove.mutate(l.id, {
            onSuccess: () => {
              toast.success(t('actions.deleted', { number: l.leaseNumber }));
              navigate(withBase(co.base, '/properties/contracts'));
            },
          })
        }
      />
    </>
  );
}
