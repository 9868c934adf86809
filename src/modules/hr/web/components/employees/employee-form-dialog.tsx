import { useRef, useState, type FormEvent } from 'react';
import { useHrT } from '../../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../web/components/ui/dialog';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { currentLanguage } from '../../../../../web/i18n';
import { isApiError } from '../../../../../web/lib/api';
import { useSaveShortcut } from '../../../../../web/lib/use-save-shortcut';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import { useCreateEmployee } from '../../api/create-employee';
import type { Employee } from '../../api/types';
import { useUpdateEmployee } from '../../api/update-employee';
import { emptyEmployee, employeePatch, TEXT_FIELDS, toEmployeeInput, toEmployeeValues, validateEmployee, type EmployeeErrors, type EmployeeValues } from '../../lib/employee-form';
import { employeeName } from '../../lib/names';
import { EmployeeFormSections } from './employee-form-sections';

type EmployeeFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new employee. */
  employee: Employee | null;
  currency: string;
  today: string;
  onSaved?: (employee: Employee) => void;
};

/** Create or edit an employee in a dialog: labels above fields, inline errors, Ctrl+S saves. */
export function EmployeeFormDialog({ open, onOpenChange, employee, currency, today, onSaved }: EmployeeFormDialogProps) {
  const { t } = useHrT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-0 p-0" aria-describedby="employee-form-description">
        <div className="flex flex-col gap-1.5 border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{employee ? t('employeeForm.editTitle', { name: employeeName(employee, currentLanguage()) }) : t('employeeForm.newTitle')}</DialogTitle>
          <DialogDescription id="employee-form-description">{t('employeeForm.description')}</DialogDescription>
        </div>
        {open ? <EmployeeForm employee={employee} currency={currency} today={today} onDone={(saved) => { onSaved?.(saved); onOpenChange(false); }} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type EmployeeFormProps = { employee: Employee | null; currency: string; today: string; onDone: (employee: Employee) => void; onCancel: () => void };

function EmployeeForm({ employee, currency, today, onDone, onCancel }: EmployeeFormProps) {
  const { t } = useHrT();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EmployeeValues>(() => (employee ? toEmployeeValues(employee) : emptyEmployee(today)));
  const [errors, setErrors] = useState<EmployeeErrors>({});
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  function focusFirst(found: EmployeeErrors) {
    const first = [...TEXT_FIELDS, 'accountStatus' as const].find((field) => found[field]);
    if (first) document.getElementById(`employee-${first}`)?.focus();
  }

  function showServerErrors(error: unknown) {
    const fields = isApiError(error) && error.fields ? (error.fields as EmployeeErrors) : {};
    setErrors(fields);
    focusFirst(fields);
  }

  function save() {
    if (pending) return;
    const codes = validateEmployee(values);
    const found: EmployeeErrors = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`messages.${code}`)]));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    const succeed = (saved: Employee, message: string) => {
      toast.success(message);
      onDone(saved);
    };
    if (employee) {
      const patch = employeePatch(values, employee);
      if (Object.keys(patch).length === 0) return onDone(employee);
      update.mutate({ id: employee.id, patch }, { onSuccess: (saved) => succeed(saved, t('employeeForm.updated')), onError: showServerErrors });
    } else {
      create.mutate(toEmployeeInput(values), {
        onSuccess: (saved) => succeed(saved, t('employeeForm.created', { number: saved.employeeNumber })),
        onError: showServerErrors,
      });
    }
  }

  useSaveShortcut(formRef, save, { global: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save();
  }

  const formError = failure && !(isApiError(failure) && failure.fields) ? apiErrorMessage(failure, t('employeeForm.saveFailed'), t) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-col" aria-label={employee ? t('employeeForm.editLabel') : t('employeeForm.newTitle')}>
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        {formError ? <Alert>{formError}</Alert> : null}
        <EmployeeFormSections
          values={values}
          errors={errors}
          currency={currency}
          setText={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            // A corrected field loses its error at once; the others keep theirs until the next save.
            if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
          }}
          setValues={setValues}
        />
      </div>
      {/* The primary action sits at the start of the footer (DESIGN.md); the footer stays in view. */}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-border bg-popover px-5 py-4 sm:px-6">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{t('common.saveShortcut')}</span>
      </div>
    </form>
  );
}
