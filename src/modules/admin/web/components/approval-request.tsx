// One approval request as a card: what is asked, by whom, its steps in order (who approves,
// what they decided, their comment) and, for the person whose step it is, approve or reject.
// Used on /approvals and on a gated record's page.
import Check from 'lucide-react/icons/check';
import CircleDot from 'lucide-react/icons/circle-dot';
import ExternalLink from 'lucide-react/icons/external-link';
import UserRoundCog from 'lucide-react/icons/user-round-cog';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SOURCE_MEASURE, type ApprovalSource } from '../../../../core/approvals';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { cn } from '../../../../web/lib/cn';
import { useApprovers, useDecideRequest, useReassignStep, type ApprovalRequest } from '../api/approvals';
import { useApprovalsT } from '../i18n';

const TONE = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'muted' } as const;
type Person = { name: string; nameAr: string | null } | null;

export function usePersonName() {
  const { f } = useCompany();
  return (p: Person) => (p ? (f.language === 'ar' ? (p.nameAr ?? p.name) : p.name) : '—');
}

function StepIcon({ status }: { status: string }) {
  if (status === 'approved') return <Check aria-hidden="true" className="size-4 text-success" />;
  if (status === 'rejected') return <X aria-hidden="true" className="size-4 text-destructive" />;
  return <CircleDot aria-hidden="true" className={cn('size-4', status === 'pending' ? 'text-warning' : 'text-muted-foreground')} />;
}

/** `showLink`: a link to the gated record (not on the record's own page). */
export function ApprovalRequestCard({ request: r, showLink = true }: { request: ApprovalRequest; showLink?: boolean }) {
  const { t } = useApprovalsT();
  const co = useCompany();
  const name = usePersonName();
  const decide = useDecideRequest();
  const [dialog, setDialog] = useState<null | 'approve' | 'reject' | 'reassign'>(null);
  // The company admin may hand a waiting step to someone else (its approver left or is away).
  const canReassign = r.status === 'pending' && co.can('admin.approvals.write');
  const title = co.f.language === 'ar' ? r.titleAr : r.titleEn;
  const applying = r.steps.filter((s) => s.status !== 'skipped');

  const run = (decision: 'approve' | 'reject', text: string) =>
    decide.mutate(
      { id: r.id, decision, text },
      {
        onSuccess: (after) => {
          toast.success(t(decision === 'reject' ? 'rejected' : after.status === 'approved' ? 'approved' : 'movedOn', { number: r.requestNumber }));
          setDialog(null);
        },
        onError: (e) => void toast.error(errorText(e, t('decideFailed'), t('decideFailed'))),
      },
    );

  return (
    <li className="flex flex-col gap-3 p-3 sm:p-4" data-testid="approval-request">
      <div className="flex flex-wrap items-center gap-2">
        <span className="num font-medium" dir="ltr">
          {r.requestNumber}
        </span>
        <Badge tone={TONE[r.status]} testId="approval-status">
          {t(`status.${r.status}`)}
        </Badge>
        {r.status === 'pending' ? <span className="text-xs text-muted-foreground">{t('stepOf', { n: co.f.number(applying.findIndex((s) => s.stepOrder === r.currentStep) + 1), total: co.f.number(applying.length) })}</span> : null}
        {showLink && r.link ? (
          <Button variant="ghost" size="sm" className="ms-auto" asChild>
            <Link to={withBase(co.base, r.link)}>
              <ExternalLink aria-hidden="true" />
              {t('openRecord')}
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <p className="font-medium break-words">{title}</p>
        <p className="text-sm text-muted-foreground">
          {t(`source.${r.sourceType as ApprovalSource}`)}
          {r.amount === null ? '' : r.measure !== null && SOURCE_MEASURE[r.sourceType as ApprovalSource] === 'percent' ? ` · ${t('discount', { percent: co.f.number(Number(r.measure), { maximumFractionDigits: 3 }), amount: co.money(r.amount) })}` : ` · ${t('amount', { amount: co.money(r.amount) })}`}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('requestedBy', { name: name(r.requestedBy) })} <span className="num">{t('requestedAt', { at: co.at(r.createdAt) })}</span>
        </p>
        {r.rejectionReason ? <p className="text-sm break-words text-destructive">{t('reasonLabel', { reason: r.rejectionReason })}</p> : null}
      </div>
      <ol className="flex flex-col gap-2 border-s-2 border-border ps-3" aria-label={t('workflows.steps')}>
        {r.steps.map((s) => (
          <li key={s.stepOrder} className={cn('flex flex-col gap-0.5 text-sm', s.status === 'skipped' || s.status === 'cancelled' ? 'text-muted-foreground' : '')} data-testid="approval-step">
            <span className="flex flex-wrap items-center gap-2">
              <StepIcon status={s.status} />
              <span className="font-medium">{t('step', { n: co.f.number(s.stepOrder) })}:</span>
              <span>{s.approverType === 'role' ? t('byRole', { role: t(`roles.${s.approverRole as 'manager'}`) }) : name(s.approver)}</span>
              {s.delegate ? <span className="text-muted-foreground">{t('delegate', { name: name(s.delegate) })}</span> : null}
              <span className="text-muted-foreground">— {t(`stepStatus.${s.status as 'pending'}`)}</span>
            </span>
            {s.actedBy ? <span className="num ps-6 text-muted-foreground">{t('actedBy', { name: name(s.actedBy), at: co.at(s.actedAt) })}</span> : null}
            {s.comment ? <span className="ps-6 break-words">«{s.comment}»</span> : null}
            {s.stranded ? <span className="ps-6 text-warning" data-testid="approval-step-stranded">{t('stranded')}</span> : null}
          </li>
        ))}
      </ol>
      {r.mayAct || canReassign ? (
        <div className="flex flex-wrap gap-2">
          {r.mayAct ? (
            <>
              <Button onClick={() => setDialog('approve')} disabled={decide.isPending}>
                <Check aria-hidden="true" />
                {t('approve')}
              </Button>
              <Button variant="outline" className="text-destructive" onClick={() => setDialog('reject')} disabled={decide.isPending}>
                <X aria-hidden="true" />
                {t('reject')}
              </Button>
            </>
          ) : null}
          {canReassign ? (
            <Button variant="outline" onClick={() => setDialog('reassign')}>
              <UserRoundCog aria-hidden="true" />
              {t('reassign.action')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
        title={t('approveTitle', { number: r.requestNumber })}
        description={t('approveBody')}
        confirmLabel={t('approve')}
        reason={{ label: t('commentLabel'), required: false }}
        busy={decide.isPending}
        onConfirm={(text) => run('approve', text)}
      />
      <ConfirmDialog
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        title={t('rejectTitle', { number: r.requestNumber })}
        description={t('rejectBody')}
        confirmLabel={t('reject')}
        reason={{ label: t('rejectReason'), required: true }}
        destructive
        busy={decide.isPending}
        onConfirm={(text) => run('reject', text)}
      />
      {canReassign ? <ReassignDialog request={r} open={dialog === 'reassign'} onClose={() => setDialog(null)} /> : null}
    </li>
  );
}

/** The company admin picks who takes the waiting step: an active member other than the requester. */
function ReassignDialog({ request: r, open, onClose }: { request: ApprovalRequest; open: boolean; onClose: () => void }) {
  const { t } = useApprovalsT();
  const name = usePersonName();
  const people = useApprovers(open);
  const reassign = useReassignStep();
  const [userId, setUserId] = useState('');
  const [missing, setMissing] = useState(false);
  const step = r.steps.find((s) => s.stepOrder === r.currentStep);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (o) return;
        reassign.reset();
        setMissing(false);
        onClose();
      }}
      title={t('reassign.title', { number: r.requestNumber })}
      description={t('reassign.body', { n: step?.stepOrder ?? r.currentStep })}
      confirmLabel={t('reassign.confirm')}
      busy={reassign.isPending}
      error={reassign.error ? errorText(reassign.error, t('reassign.failed'), t('reassign.failed')) : null}
      onConfirm={() => {
        if (!userId) return setMissing(true);
        reassign.mutate({ id: r.id, userId }, { onSuccess: () => { toast.success(t('reassign.done', { number: r.requestNumber })); onClose(); } });
      }}
    >
      <FormField id={`reassign-${r.id}`} label={t('reassign.to')} required error={missing ? t('reassign.choose') : undefined}>
        <NativeSelect value={userId} onChange={(e) => { setUserId(e.target.value); setMissing(false); }}>
          <option value="">{t('workflows.choose')}</option>
          {(people.data?.items ?? []).filter((p) => p.userId !== r.requestedBy?.id).map((p) => (
            <option key={p.userId} value={p.userId}>
              {name(p)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </ConfirmDialog>
  );
}
