import Headset from 'lucide-react/icons/headset';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { countedChips, ListToolbar } from '../../../../web/components/data/list-toolbar';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Card } from '../../../../web/components/ui/card';
import { cn } from '../../../../web/lib/cn';
import { useFormatter } from '../../../../web/lib/format';
import { TICKET_STATUSES, type TicketStatus } from '../../schemas';
import { useTicket, useTickets, type Ticket } from '../api/tickets';
import { ReplyForm } from '../components/reply-form';
import { StaffControls } from '../components/staff-controls';
import { PriorityBadge, TicketStatusBadge } from '../components/ticket-badges';
import { TicketFacts } from '../components/ticket-facts';
import { TicketThread } from '../components/ticket-thread';
import { useSupportT } from '../i18n';

// The search was `?search=` before the shared list state; old links still read. `?ticket=` (the
// dashboard's and the notification mail's link) is the page's own key, kept beside the list's.
const LIST: ListConfig<string, 'all' | TicketStatus> = { chips: { values: ['all', ...TICKET_STATUSES] }, aliases: { search: 'q' } };

/**
 * /super-admin/support: every company's tickets (counts by status); ?ticket= opens one beside the
 * list. A master-detail view of cards, not a table, so it takes the list state and toolbar only.
 */
export function PlatformSupportPage() {
  const { t, language } = useSupportT();
  const fmt = useFormatter();
  const [params, setParams] = useSearchParams();
  const list = useListState(LIST);
  const selected = params.get('ticket') || null;
  const tickets = useTickets('platform', { status: list.chip === 'all' ? undefined : list.chip, search: list.search || undefined });
  const companyOf = (x: Ticket) => (language === 'ar' && x.companyNameAr) || x.companyName || '';
  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('ticket', id);
    else next.delete('ticket');
    return next;
  };
  const chips = [{ value: 'all', label: t('all') }, ...TICKET_STATUSES.map((s) => ({ value: s, label: s === 'waiting_customer' ? t('staffStatuses.waiting_customer') : t(`statuses.${s}`) }))];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader subtitle={t('platformSubtitle')} />
      <ListToolbar list={list} id="ticket" search={{ label: t('search') }} chips={{ label: t('fields.status'), items: countedChips(chips, tickets.data?.counts) }} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[22rem_1fr]">
        <div className={cn('flex flex-col gap-2', selected && 'max-lg:hidden')}>
          {tickets.isPending ? (
            <SkeletonRows />
          ) : tickets.isError ? (
            <LoadError error={tickets.error} onRetry={() => void tickets.refetch()} />
          ) : tickets.data.items.length === 0 ? (
            <EmptyState icon={Headset} title={t('emptyFiltered')} compact />
          ) : (
            <ul className="flex flex-col gap-2" data-testid="platform-tickets">
              {tickets.data.items.map((x) => (
                <li key={x.id}>
                  <Link
                    to={`?${open(x.id).toString()}`}
                    aria-current={selected === x.id ? 'true' : undefined}
                    className={cn('flex flex-col gap-1.5 rounded-lg border border-border bg-card p-3 text-sm hover:border-primary/50', selected === x.id && 'border-primary ring-2 ring-primary/20')}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="num text-xs text-muted-foreground">{x.ticketNumber}</span>
                      <TicketStatusBadge status={x.status} staff />
                    </span>
                    <span className="font-semibold">{x.title}</span>
                    <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                      <span className="truncate">{companyOf(x)}</span>
                      <PriorityBadge priority={x.priority} />
                    </span>
                    <span className="text-xs text-muted-foreground">{fmt.dateTime(x.lastActivityAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {selected ? <TicketPanel id={selected} onBack={() => setParams(open(null), { replace: true })} /> : <Card className="flex items-center justify-center p-10 text-muted-foreground max-lg:hidden">{t('selectTicket')}</Card>}
      </div>
    </div>
  );
}

function TicketPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, language } = useSupportT();
  const ticket = useTicket('platform', id);
  if (ticket.isPending) return <SkeletonRows />;
  if (ticket.isError) return <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  const x = ticket.data;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="ticket-panel">
      <button type="button" onClick={onBack} className="w-fit text-sm text-primary hover:underline lg:hidden">
        {t('back')}
      </button>
      <Section title={<span><span className="num text-muted-foreground">{x.ticketNumber}</span> {x.title}</span>} actions={<span className="text-sm text-muted-foreground">{(language === 'ar' && x.companyNameAr) || x.companyName}</span>}>
        <div className="flex flex-col gap-4">
          <StaffControls ticket={x} />
          <TicketFacts ticket={x} staff />
        </div>
      </Section>
      <Section title={t('thread')}>
        <TicketThread ticket={x} staffView />
      </Section>
      {x.status === 'closed' ? <p className="text-sm text-muted-foreground">{t('closedNote')}</p> : <Section title={t('reply')}><ReplyForm ticketId={x.id} side="platform" /></Section>}
    </div>
  );
}
