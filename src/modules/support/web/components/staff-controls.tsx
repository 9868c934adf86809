import { toast } from 'sonner';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../schemas';
import { useStaff, useUpdateTicket, type TicketDetail } from '../api/tickets';
import { useSupportT } from '../i18n';

/** The platform team moves a ticket on: status, priority, assignee (each change saves at once). */
export function StaffControls({ ticket }: { ticket: TicketDetail }) {
  const { t } = useSupportT();
  const staff = useStaff();
  const update = useUpdateTicket();
  const save = (patch: { status?: string; priority?: string; assignedTo?: string | null }) => update.mutate({ id: ticket.id, ...patch }, { onSuccess: () => toast.success(t('updated')) });
  const field = (label: string, control: React.ReactNode) => (
    <label className="flex flex-col gap-1 text-xs text-muted-foreground">
      {label}
      {control}
    </label>
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="staff-controls">
      {field(
        t('fields.status'),
        <NativeSelect value={ticket.status} disabled={update.isPending} onChange={(event) => save({ status: event.target.value })}>
          {TICKET_STATUSES.map((s) => <option key={s} value={s}>{s === 'waiting_customer' ? t('staffStatuses.waiting_customer') : t(`statuses.${s}`)}</option>)}
        </NativeSelect>,
      )}
      {field(
        t('fields.priority'),
        <NativeSelect value={ticket.priority} disabled={update.isPending} onChange={(event) => save({ priority: event.target.value })}>
          {TICKET_PRIORITIES.map((p) => <option key={p} value={p}>{t(`priorities.${p}`)}</option>)}
        </NativeSelect>,
      )}
      {field(
        t('fields.assignee'),
        <NativeSelect value={ticket.assignedTo ?? ''} disabled={update.isPending} onChange={(event) => save({ assignedTo: event.target.value || null })}>
          <option value="">{t('unassigned')}</option>
          {(staff.data ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </NativeSelect>,
      )}
    </div>
  );
}
