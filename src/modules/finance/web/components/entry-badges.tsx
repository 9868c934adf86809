import { Badge, type Tone } from '../../../../web/components/data/badge';
import { toast } from '../../../../web/lib/toast';
import type { EntryDetail, EntryStatus, JournalEntry } from '../api/books-types';
import { useBooksT } from '../i18n/books';

const TONES: Record<EntryStatus, Tone> = { draft: 'warning', posted: 'success', reversed: 'muted' };

export function EntryStatusBadge({ status }: { status: EntryStatus }) {
  const { t } = useBooksT();
  return <Badge tone={TONES[status]} testId="entry-status">{t(`status.${status}`)}</Badge>;
}

const KNOWN = ['manual', 'reversal', 'year_end', 'opening_balance', 'invoice', 'payment', 'deposit'] as const;

/** "Manual", "Reversal", "Invoice"…: where an entry came from. */
export function useSourceLabel() {
  const { t } = useBooksT();
  return (e: Pick<JournalEntry, 'sourceType'>) => t(`source.${(KNOWN as readonly string[]).includes(e.sourceType) ? (e.sourceType as (typeof KNOWN)[number]) : 'other'}`);
}

/** The page of the record that made an automatic entry, where one exists. */
export function sourcePath(e: Pick<JournalEntry, 'sourceType' | 'sourceId' | 'reversalOfId'>): string | null {
  if (!e.sourceId) return null;
  if (e.sourceType === 'invoice') return `/finance/invoices/${e.sourceId}`;
  if (e.sourceType === 'contract') return `/contracts/${e.sourceId}`;
  if (e.sourceType === 'reversal') return `/finance/journal-entries/${e.sourceId}`;
  return null;
}

/** After "Post": the entry's number, or, when the company's workflow holds it, the request it waits on. */
export function usePostedToast() {
  const { t } = useBooksT();
  return (e: EntryDetail) => {
    const waiting = e.status === 'draft' ? e.approvals.find((r) => r.status === 'pending') : undefined;
    if (waiting) toast.info(t('entry.sentForApproval', { number: waiting.requestNumber }));
    else toast.success(t('form.posted', { number: e.entryNumber }));
  };
}
