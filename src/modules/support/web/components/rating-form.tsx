import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import { toast } from 'sonner';
import { Textarea } from '../../../../web/components/data/textarea';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';
import { cn } from '../../../../web/lib/cn';
import { useRateTicket } from '../api/tickets';
import { useSupportT } from '../i18n';

/** Satisfaction from 1 to 5 once the ticket is resolved (spec: rating after resolution). */
export function RatingForm({ ticketId }: { ticketId: string }) {
  const { t } = useSupportT();
  const rate = useRateTicket();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <div className="flex flex-col gap-3" data-testid="rating-form">
      <div role="radiogroup" aria-label={t('rateTitle')} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" role="radio" aria-checked={rating === n} aria-label={t('ratingLabel', { count: n })} onClick={() => setRating(n)} className="rounded p-1 hover:bg-muted">
            <Star aria-hidden="true" className={cn('size-7', n <= rating ? 'fill-accent text-accent' : 'text-muted-foreground')} />
          </button>
        ))}
      </div>
      <Textarea rows={2} value={comment} placeholder={t('comment')} aria-label={t('comment')} onChange={(event) => setComment(event.target.value)} />
      <Button className="w-fit" disabled={rating === 0 || rate.isPending} onClick={() => rate.mutate({ id: ticketId, rating, comment: comment.trim() || undefined }, { onSuccess: () => toast.success(t('rated')) })}>
        {rate.isPending ? <Spinner /> : null}
        {t('rate')}
      </Button>
    </div>
  );
}
