import { useState } from 'react';
import { toast } from 'sonner';
import { RecordApprovals } from '../../../admin/web';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { useWaiveFine } from '../api/fine-actions';
import type { FineDetail } from '../api/types';
import { useFinesT } from '../i18n';

/** Whether the fine may still be waived for its renter (matched to them, not recharged, not cancelled). */
export const waivable = (fine: FineDetail) => fine.responsible === 'customer' && !fine.waivedOn && !fine.rechargeInvoiceId && ['pending', 'confirmed', 'paid'].includes(fine.status);

/**
 * Forgiving the renter a fine (issue 20): the waiver once made, or its approval request while it
 * waits, or — for the fleet staff — the reason to ask it with.
 */
export function WaiverSection({ fine, canWrite }: { fine: FineDetail; canWrite: boolean }) {
  const { t } = useFinesT();
  const co = useCompany();
  return (
    <>
      {fine.waivedOn ? (
        <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="fine-waived">
          {t('waiver.done', { date: co.day(fine.waivedOn) })}
          {fine.waiverReason ? <span className="block text-muted-foreground">{fine.waiverReason}</span> : null}
        </p>
      ) : null}
      <RecordApprovals
        title={t('waiver.approvals')}
        sectionTestId="fine-approvals"
        requests={fine.approvals}
        hint={fine.awaitingApproval ? <p className="mb-2 text-sm text-muted-foreground">{t('waiver.held', { number: fine.awaitingApproval.number })}</p> : null}
      />
      {canWrite && !fine.awaitingApproval && waivable(fine) ? <WaiverForm fine={fine} /> : null}
    </>
  );
}

function WaiverForm({ fine }: { fine: FineDetail }) {
  const { t } = useFinesT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const waive = useWaiveFine();
  return (
    <details data-testid="fine-waiver">
      <summary className="cursor-pointer text-sm text-primary">{t('waiver.open')}</summary>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!reason.trim()) return setError(t('waiver.reasonRequired'));
          waive.mutate(
            { id: fine.id, reason: reason.trim() },
            {
              onSuccess: (after) => toast.success(after.awaitingApproval ? t('waiver.asked', { number: after.awaitingApproval.number }) : t('waiver.saved')),
              onError: (err) => setError(errorText(err, t('failed'), t('network'))),
            },
          );
        }}
      >
        <p className="text-sm text-muted-foreground">{t('waiver.hint')}</p>
        <FormField id="fine-waiver-reason" label={t('waiver.reason')} error={error ?? undefined}>
          <Input id="fine-waiver-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </FormField>
        <Button type="submit" variant="outline" className="self-start" disabled={waive.isPending}>
          {t('waiver.submit')}
        </Button>
      </form>
    </details>
  );
}
