import { useRef, useState, type FormEvent } from 'react';
import { useHrT } from '../../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../web/components/ui/dialog';
import { FormField } from '../../../../../web/components/ui/form-field';
import { Input } from '../../../../../web/components/ui/input';
import { NativeSelect } from '../../../../../web/components/ui/native-select';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { currentLanguage } from '../../../../../web/i18n';
import { isApiError } from '../../../../../web/lib/api';
import { useSaveShortcut } from '../../../../../web/lib/use-save-shortcut';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import { useCreateLeaveRequest } from '../../api/create-leave-request';
import { useEmployees } from '../../api/get-employees';
import { useLeaveTypes } from '../../api/get-leave-types';
import { employeeName } from '../../lib/names';
import { Textarea } from '../shared/textarea';

type Field = 'employeeId' | 'leaveTypeId' | 'startDate' | 'endDate' | 'reason';
type Errors = Partial<Record<Field, string>>;
type Props = { open: boolean; onOpenChange: (open: boolean) => void; today: string; ownEmployeeId: string | null; forOthers: boolean };

/** A new leave request: mine, or (with hr.leave.write) for another employee. Ctrl+S sends it. */
export function LeaveRequestDialog({ open, onOpenChange, today, ownEmployeeId, forOthers }: Props) {
  const { t } = useHrT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('leave.newTitle')}</DialogTitle>
          <DialogDescription>{t('leave.newDescription')}</DialogDescription>
        </div>
        {open ? <LeaveRequestForm today={today} ownEmployeeId={ownEmployeeId} forOthers={forOthers} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LeaveRequestForm({ today, ownEmployeeId, forOthers, onDone }: { today: string; ownEmployeeId: string | null; forOthers: boolean; onDone: () => void }) {
  const { t } = useHrT();
  const language = currentLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const types = useLeaveTypes();
  const staff = useEmployees({ search: '', status: 'active', department: '', page: 1, pageSize: 200 }, forOthers);
  const [values, setValues] = useState({ employeeId: ownEmployeeId ?? '', leaveTypeId: '', startDate: today, endDate: today, reason: '' });
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateLeaveRequest();
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value, ...(field === 'startDate' && current.endDate < value ? { endDate: value } : {}) }));
  const leaveTypeId = values.leaveTypeId || types.data?.[0]?.id || '';

  function save() {
    if (create.isPending) return;
    const found: Errors = {};
    if (!values.employeeId) found.employeeId = t('messages.required');
    if (!leaveTypeId) found.leaveTypeId = t('messages.required');
    if (!values.startDate) found.startDate = t('messages.required');
    if (!values.endDate) found.endDate = t('messages.required');
    else if (values.startDate && values.endDate < values.startDate) found.endDate = t('messages.end_before_start');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const mine = values.employeeId === ownEmployeeId;
    create.mutate(
      { ...(mine ? {} : { employeeId: values.employeeId }), leaveTypeId, startDate: values.startDate, endDate: values.endDate, ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) },
      {
        onSuccess: (created) => {
          toast.success(t('leave.requested', { number: created.requestNumber }));
          onDone();
        },
        onError: (error) => setErrors(isApiError(error) && error.fields ? (error.fields as Errors) : {}),
      },
    );
  }
  useSaveShortcut(formRef, save, { global: true });
  const formError = create.isError && !(isApiError(create.error) && create.error.fields) ? apiErrorMessage(create.error, t('leave.requestFailed'), t) : null;

  return (
    <form ref={formRef} noValidate className="flex flex-col gap-4" onSubmit={(event: FormEvent) => { event.preventDefault(); save(); }} aria-label={t('leave.newTitle')}>
      {formError ? <Alert>{formError}</Alert> : null}
      {forOthers ? (
        <FormField id="leave-employee" label={t('leave.fields.employee')} error={errors.employeeId} required>
          <NativeSelect value={values.employeeId} onChange={(event) => set('employeeId', event.target.value)}>
            {ownEmployeeId ? <option value={ownEmployeeId}>{t('leave.myself')}</option> : <option value="">{t('leave.chooseEmployee')}</option>}
            {(staff.data?.items ?? [])
              .filter((e) => e.id !== ownEmployeeId)
              .map((e) => (
                <option key={e.id} value={e.id}>
                  {employeeName(e, language)} ({e.employeeNumber})
                </option>
              ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField id="leave-type" label={t('leave.fields.type')} error={errors.leaveTypeId} required>
        <NativeSelect value={leaveTypeId} onChange={(event) => set('leaveTypeId', event.target.value)} disabled={!types.data}>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {language === 'ar' ? type.nameAr : type.name}
              {type.isPaid ? '' : ` — ${t('leave.unpaid')}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="leave-start" label={t('leave.fields.startDate')} error={errors.startDate} required>
          <Input type="date" value={values.startDate} onChange={(event) => set('startDate', event.target.value)} />
        </FormField>
        <FormField id="leave-end" label={t('leave.fields.endDate')} error={errors.endDate} required>
          <Input type="date" value={values.endDate} min={values.startDate} onChange={(event) => set('endDate', event.target.value)} />
        </FormField>
      </div>
      <FormField id="leave-reason" label={t('leave.fields.reason')} error={errors.reason} hint={t('leave.reasonHint')}>
        <Textarea rows={3} value={values.reason} onChange={(event) => set('reason', event.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('leave.submit')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
