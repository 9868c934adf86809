import { Facts } from '../../../../web/components/data/section';
import { useFormatter } from '../../../../web/lib/format';
import type { TicketDetail } from '../api/tickets';
import { useSupportT } from '../i18n';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';
import { useDuration } from './ticket-thread';

/** Status, category, priority and the first-response and resolution times. */
export function TicketFacts({ ticket, staff, className }: { ticket: TicketDetail; staff: boolean; className?: string }) {
  const { t } = useSupportT();
  const fmt = useFormatter();
  const within = useDuration();
  return (
    <Facts
      className={className}
      items={[
        { label: t('fields.status'), value: <TicketStatusBadge status={ticket.status} staff={staff} /> },
        { label: t('fields.priority'), value: <PriorityBadge priority={ticket.priority} /> },
        { label: t('fields.category'), value: t(`categories.${ticket.category as 'other'}`) },
        { label: t('facts.by'), value: ticket.createdByName },
        { label: t('facts.opened'), value: fmt.dateTime(ticket.createdAt) },
        { label: t('facts.firstResponse'), value: within(ticket.createdAt, ticket.firstResponseAt) },
        { label: t('facts.resolved'), value: within(ticket.createdAt, ticket.resolvedAt) },
        ticket.satisfactionRating ? { label: t('rateTitle'), value: t('yourRating', { count: ticket.satisfactionRating }) } : null,
      ]}
    />
  );
}
