import Headset from 'lucide-react/icons/headset';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, RowCard, type Column } from '../../../../web/components/data/data-table';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { FilterChips } from '../../../../web/components/data/filter-chips';
import { useListParams } from '../../../../web/components/data/list-params';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { useShell } from '../../../../web/features/shell/components/shell-context';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useFormatter } from '../../../../web/lib/format';
import { TICKET_STATUSES } from '../../schemas';
import { useTickets, type Ticket } from '../api/tickets';
import { ContactCard } from '../components/contact-card';
import { NewTicketDialog } from '../components/new-ticket-dialog';
import { PriorityBadge, TicketStatusBadge } from '../components/ticket-badges';
import { useSupportT } from '../i18n';

/** /support: the company's tickets, newest activity first; Ctrl+N opens a new one. */
export function SupportPage() {
  const { t } = useSupportT();
  const fmt = useFormatter();
  const { base } = useShell();
  const { get, set } = useListParams();
  const status = get('status');
  const tickets = useTickets('company', { status });
  const [creating, setCreating] = useState(false);
  useShortcutEvent('new', () => setCreating(true));
  const href = (ticket: Ticket) => `${base}/support/ticket/${ticket.id}`;
  const columns: Column<Ticket>[] = [
    { key: 'number', header: t('columns.number'), cell: (x) => <span className="num text-muted-foreground">{x.ticketNumber}</span> },
    { key: 'title', header: t('columns.title'), rowHeader: true, cell: (x) => <Link to={href(x)} className="font-semibold text-primary hover:underline">{x.title}</Link> },
    { key: 'status', header: t('columns.status'), cell: (x) => <TicketStatusBadge status={x.status} /> },
    { key: 'priority', header: t('columns.priority'), hideBelow: 'lg', cell: (x) => <PriorityBadge priority={x.priority} /> },
    { key: 'activity', header: t('columns.activity'), align: 'end', cell: (x) => fmt.dateTime(x.lastActivityAt) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('newTicket')}
          </Button>
        }
      />
      <ContactCard />
      <FilterChips label={t('fields.status')} value={status} onChange={(value) => set({ status: value })} chips={[{ value: '', label: t('all') }, ...TICKET_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]} />
      {tickets.isPending ? (
        <SkeletonRows />
      ) : tickets.isError ? (
        <LoadError error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.items.length === 0 ? (
        <EmptyState icon={Headset} title={status ? t('emptyFiltered') : t('empty')} action={<Button onClick={() => setCreating(true)}>{t('newTicket')}</Button>} />
      ) : (
        <DataTable
          rows={tickets.data.items}
          rowKey={(x) => x.id}
          columns={columns}
          caption={t('subtitle')}
          testId="tickets-table"
          card={(x) => (
            <RowCard title={<Link to={href(x)} className="text-primary hover:underline">{x.title}</Link>} subtitle={x.ticketNumber} badge={<TicketStatusBadge status={x.status} />} facts={[[t('columns.priority'), <PriorityBadge key="p" priority={x.priority} />], [t('columns.activity'), fmt.dateTime(x.lastActivityAt)]]} />
          )}
        />
      )}
      <NewTicketDialog open={creating} onOpenChange={setCreating} base={base} />
    </div>
  );
}
