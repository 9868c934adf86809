import Headset from 'lucide-react/icons/headset';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Link } from 'react-router';
import { RowCard, type Column } from '../../../../web/components/data/data-table';
import { ListPage, onePage } from '../../../../web/components/data/list-page';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { Button } from '../../../../web/components/ui/button';
import { useShell } from '../../../../web/features/shell/components/shell-context';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useFormatter } from '../../../../web/lib/format';
import { TICKET_STATUSES, type TicketStatus } from '../../schemas';
import { useTickets, type Ticket } from '../api/tickets';
import { ContactCard } from '../components/contact-card';
import { NewTicketDialog } from '../components/new-ticket-dialog';
import { PriorityBadge, TicketStatusBadge } from '../components/ticket-badges';
import { useSupportT } from '../i18n';

const LIST: ListConfig<string, 'all' | TicketStatus> = { chips: { values: ['all', ...TICKET_STATUSES] } };

/**
 * /support: the company's tickets, newest activity first (the API answers them all, no pages);
 * Ctrl+N opens a new one. No bulk action: the API closes one ticket at a time from its page.
 */
export function SupportPage() {
  const { t } = useSupportT();
  const fmt = useFormatter();
  const { base } = useShell();
  const list = useListState(LIST);
  const tickets = useTickets('company', { status: list.chip === 'all' ? undefined : list.chip, search: list.search || undefined });
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
  const newTicket = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {t('newTicket')}
    </Button>
  );
  return (
    <ListPage
      list={list}
      query={onePage(tickets, tickets.data?.items)}
      id="support"
      header={{ subtitle: t('subtitle'), actions: newTicket }}
      above={<ContactCard />}
      search={{ label: t('search') }}
      chips={{ label: t('fields.status'), items: [{ value: 'all', label: t('all') }, ...TICKET_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))] }}
      columns={columns}
      rowKey={(x) => x.id}
      rowLabel={(x) => x.ticketNumber}
      caption={t('subtitle')}
      testId="tickets-table"
      empty={{ icon: Headset, title: t('empty'), action: <Button onClick={() => setCreating(true)}>{t('newTicket')}</Button> }}
      noMatches={{ title: t('emptyFiltered') }}
      card={(x) => (
        <RowCard title={<Link to={href(x)} className="text-primary hover:underline">{x.title}</Link>} subtitle={x.ticketNumber} badge={<TicketStatusBadge status={x.status} />} facts={[[t('columns.priority'), <PriorityBadge key="p" priority={x.priority} />], [t('columns.activity'), fmt.dateTime(x.lastActivityAt)]]} />
      )}
    >
      <NewTicketDialog open={creating} onOpenChange={setCreating} base={base} />
    </ListPage>
  );
}
