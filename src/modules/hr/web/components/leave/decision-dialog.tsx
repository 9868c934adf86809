import { useState } from 'react';
import { useHrT } from '../../i18n';
import { FormField } from '../../../../../web/components/ui/form-field';
import { currentLanguage } from '../../../../../web/i18n';
import type { LeaveDecision, LeaveRequest } from '../../api/types';
import { pickName } from '../../lib/names';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Textarea } from '../shared/textarea';

type Props = { target: { request: LeaveRequest; decision: LeaveDecision } | null; busy: boolean; onClose: () => void; onConfirm: (notes: string) => void };

/** Confirms a decision on a leave request, naming the person and the request; notes go to the employee. */
export function DecisionDialog({ target, busy, onClose, onConfirm }: Props) {
  const { t } = useHrT();
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);
  const language = currentLanguage();
  const decision = target?.decision ?? 'approve';
  const name = target ? pickName(target.request.employeeName, target.request.employeeNameAr, language) : '';
  const number = target?.request.requestNumber ?? '';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          setNotes('');
          setMissing(false);
          onClose();
        }
      }}
      title={t(`leave.decision.${decision}.title`, { name, number })}
      description={t(`leave.decision.${decision}.body`, { name, number })}
      confirmLabel={t(`leave.decision.${decision}.confirm`)}
      destructive={decision !== 'approve'}
      busy={busy}
      onConfirm={() => {
        // A rejection always says why (the employee reads it).
        if (decision === 'reject' && !notes.trim()) return setMissing(true);
        onConfirm(notes.trim());
      }}
    >
      {decision === 'cancel' ? null : decision === 'reject' ? (
        <FormField id="leave-decision-notes" label={t('leave.rejectReason')} hint={t('leave.rejectReasonHint')} required error={missing ? t('leave.rejectReasonMissing') : undefined}>
          <Textarea rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
      ) : (
        <FormField id="leave-decision-notes" label={t('leave.notes')} hint={t('leave.notesHint')}>
          <Textarea rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
      )}
    </ConfirmDialog>
  );
}
