import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useShell } from '../../../../web/features/shell/components/shell-context';
import { useCloseTicket, useTicket } from '../api/tickets';
import { RatingForm } from '../components/rating-form';
import { ReplyForm } from '../components/reply-form';
import { TicketStatusBadge } from '../components/ticket-badges';
import { TicketFacts } from '../components/ticket-facts';
import { TicketThread } from '../components/ticket-thread';
import { useSupportT } from '../i18n';

/** /support/ticket/:ticketId: the thread, a reply, closing, and the rating once resolved. */
export function TicketPage() {
  const { t } = useSupportT();
  const { base } = useShell();
  const { ticketId = null } = useParams();
  const ticket = useTicket('company', ticketId);
  const close = useCloseTicket();
  const [confirming, setConfirming] = useState(false);
  if (ticket.isPending) return <SkeletonRows />;
  if (ticket.isError) return <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  const x = ticket.data;
  const done = x.status === 'resolved' || x.status === 'closed';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={x.title}
        back={`${base}/support`}
        badges={
          <>
            <span className="num text-sm text-muted-foreground">{x.ticketNumber}</span>
            <TicketStatusBadge status={x.status} />
          </>
        }
        actions={x.status !== 'closed' ? <Button variant="outline" onClick={() => setConfirming(true)}>{t('close')}</Button> : null}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t('thread')}>
            <TicketThread ticket={x} staffView={false} />
          </Section>
          {x.status === 'closed' ? <p className="text-sm text-muted-foreground">{t('closedNote')}</p> : <Section title={t('reply')}><ReplyForm ticketId={x.id} side="company" /></Section>}
        </div>
        <div className="flex flex-col gap-4">
          <Section title={t('fields.status')}>
            <TicketFacts ticket={x} staff={false} className="sm:grid-cols-1" />
          </Section>
          {done && !x.satisfactionRating ? (
            <Section title={t('rateTitle')}>
              <RatingForm ticketId={x.id} />
            </Section>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('closeTitle', { number: x.ticketNumber })}
        description={t('closeBody')}
        confirmLabel={t('close')}
        busy={close.isPending}
        onConfirm={() => close.mutate(x.id, { onSuccess: () => { toast.success(t('closed')); setConfirming(false); } })}
      />
    </div>
  );
}
