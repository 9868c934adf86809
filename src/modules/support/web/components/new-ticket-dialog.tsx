import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, newTicketSchema } from '../../schemas';
import { useCreateTicket, type Attachment } from '../api/tickets';
import { useSupportT } from '../i18n';
import { AttachmentsInput } from './attachments-input';

/** Opens a ticket; on success the user lands on it (`base` keeps browse mode's prefix). */
export function NewTicketDialog({ open, onOpenChange, base }: { open: boolean; onOpenChange: (open: boolean) => void; base: string }) {
  const { t: tr } = useTranslation();
  const { t } = useSupportT();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ title: '', description: '', category: 'technical', priority: 'medium' });
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  function submit() {
    if (create.isPending) return;
    const parsed = newTicketSchema.safeParse({ ...values, attachments });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, tr));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (ticket) => {
        toast.success(t('created', { number: ticket.ticketNumber }));
        onOpenChange(false);
        void navigate(`${base}/support/ticket/${ticket.id}`);
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  }
  useSaveShortcut(formRef, submit, { enabled: open, global: true });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogTitle>{t('newTicket')}</DialogTitle>
        <DialogDescription className="sr-only">{t('subtitle')}</DialogDescription>
        <form ref={formRef} noValidate className="flex flex-col gap-4" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
          <FormField id="ticket-title" label={t('fields.title')} required error={errors.title}>
            <Input value={values.title} onChange={set('title')} maxLength={200} />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="ticket-category" label={t('fields.category')} required error={errors.category}>
              <NativeSelect value={values.category} onChange={set('category')}>
                {TICKET_CATEGORIES.map((c) => <option key={c} value={c}>{t(`categories.${c}`)}</option>)}
              </NativeSelect>
            </FormField>
            <FormField id="ticket-priority" label={t('fields.priority')} required error={errors.priority}>
              <NativeSelect value={values.priority} onChange={set('priority')}>
                {TICKET_PRIORITIES.map((p) => <option key={p} value={p}>{t(`priorities.${p}`)}</option>)}
              </NativeSelect>
            </FormField>
          </div>
          <FormField id="ticket-description" label={t('fields.description')} required error={errors.description}>
            <Textarea rows={6} value={values.description} onChange={set('description')} />
          </FormField>
          <AttachmentsInput value={attachments} onChange={setAttachments} side="company" />
          {create.isError && Object.keys(fieldErrors(create.error)).length === 0 ? <Alert>{errorText(create.error, t('createFailed'), t('createFailed'))}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              {t('create')}
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>{t('cancel')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
