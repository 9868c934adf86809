import { cn } from '../../../../web/lib/cn';
import { useFormatter } from '../../../../web/lib/format';
import type { TicketDetail } from '../api/tickets';
import { useSupportT } from '../i18n';
import { AttachmentLinks } from './attachments-input';

/** The ticket's description, then each reply; the platform team's answers sit on the other side. */
export function TicketThread({ ticket, staffView }: { ticket: TicketDetail; staffView: boolean }) {
  const { t } = useSupportT();
  const fmt = useFormatter();
  const mine = (fromStaff: boolean) => fromStaff === staffView;
  const entries = [
    { id: 'description', fromStaff: false, authorName: ticket.createdByName, body: ticket.description, attachments: ticket.attachments, createdAt: ticket.createdAt },
    ...ticket.replies,
  ];
  return (
    <ol className="flex flex-col gap-3" aria-label={t('thread')} data-testid="ticket-thread">
      {entries.map((entry) => (
        <li key={entry.id} className={cn('flex', mine(entry.fromStaff) ? 'justify-start' : 'justify-end')}>
          <article className={cn('max-w-[85%] rounded-xl border px-4 py-3 text-sm', entry.fromStaff ? 'border-primary/30 bg-primary-soft' : 'border-border bg-card')}>
            <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{entry.fromStaff ? `${t('team')} · ${entry.authorName}` : entry.authorName}</span>
              <time dateTime={entry.createdAt}>{fmt.dateTime(entry.createdAt)}</time>
            </header>
            <p dir="auto" className="text-start break-words whitespace-pre-wrap">{entry.body}</p>
            <AttachmentLinks items={entry.attachments} />
          </article>
        </li>
      ))}
    </ol>
  );
}

/** "within 2 h": the time between two moments, in the largest whole unit. */
export function useDuration() {
  const { t } = useSupportT();
  return (from: string, to: string | null) => {
    if (!to) return t('facts.none');
    const minutes = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
    const text = minutes < 60 ? t('duration.minutes', { count: minutes }) : minutes < 1440 ? t('duration.hours', { count: Math.round(minutes / 60) }) : t('duration.days', { count: Math.round(minutes / 1440) });
    return t('facts.within', { duration: text });
  };
}
