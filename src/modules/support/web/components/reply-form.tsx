import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { Textarea } from '../../../../web/components/data/textarea';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { TICKET_STATUSES } from '../../schemas';
import { useReply, type Attachment, type Side } from '../api/tickets';
import { useSupportT } from '../i18n';
import { AttachmentsInput } from './attachments-input';

/** A reply with screenshots; the platform team also picks the status the ticket moves to. */
export function ReplyForm({ ticketId, side }: { ticketId: string; side: Side }) {
  const { t: tr } = useTranslation();
  const { t } = useSupportT();
  const reply = useReply(side);
  const formRef = useRef<HTMLFormElement>(null);
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [status, setStatus] = useState('waiting_customer');
  const [error, setError] = useState<string | null>(null);
  function submit() {
    if (reply.isPending) return;
    if (!body.trim()) return setError(tr('messages.required'));
    setError(null);
    reply.mutate(
      { id: ticketId, body: body.trim(), attachments, ...(side === 'platform' ? { status } : {}) },
      {
        onSuccess: () => {
          setBody('');
          setAttachments([]);
          toast.success(t('sent'));
        },
        onError: (err) => setError(errorText(err, t('createFailed'), t('createFailed'))),
      },
    );
  }
  useSaveShortcut(formRef, submit);
  return (
    <form ref={formRef} noValidate className="flex flex-col gap-3" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
      <FormField id={`reply-${side}`} label={t('reply')} error={error ?? undefined}>
        <Textarea rows={4} value={body} placeholder={t('replyPlaceholder')} onChange={(event) => setBody(event.target.value)} />
      </FormField>
      <AttachmentsInput value={attachments} onChange={setAttachments} side={side} />
      <div className="flex flex-wrap items-end gap-3">
        {side === 'platform' ? (
          <label className="flex flex-col gap-1 text-xs text-muted-foreground">
            {t('replyStatus')}
            <NativeSelect value={status} onChange={(event) => setStatus(event.target.value)} className="w-52">
              {TICKET_STATUSES.map((s) => <option key={s} value={s}>{s === 'waiting_customer' ? t('staffStatuses.waiting_customer') : t(`statuses.${s}`)}</option>)}
            </NativeSelect>
          </label>
        ) : null}
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? <Spinner /> : null}
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
