import { useRef, useState, type FormEvent } from 'react';
import { useHrT } from '../../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../web/components/ui/dialog';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { useSaveShortcut } from '../../../../../web/lib/use-save-shortcut';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import { useSetRoles } from '../../api/set-roles';
import type { Account } from '../../api/types';
import { RoleCheckboxes } from './role-checkboxes';

type Props = { account: Account | null; name: string; assignableRoles: readonly string[]; onOpenChange: (open: boolean) => void };

/** Replaces an account's roles with a choice among the roles the caller may assign. */
export function RolesDialog({ account, name, assignableRoles, onOpenChange }: Props) {
  const { t } = useHrT();
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('users.rolesDialog.title', { name })}</DialogTitle>
          <DialogDescription>{t('users.rolesDialog.description')}</DialogDescription>
        </div>
        {account ? <RolesForm account={account} assignableRoles={assignableRoles} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RolesForm({ account, assignableRoles, onDone }: { account: Account; assignableRoles: readonly string[]; onDone: () => void }) {
  const { t } = useHrT();
  const formRef = useRef<HTMLFormElement>(null);
  const [roles, setRoles] = useState<string[]>(account.roles);
  const [error, setError] = useState<string>();
  const mutation = useSetRoles();

  function save() {
    if (mutation.isPending) return;
    if (roles.length === 0) return setError(t('users.chooseRole'));
    setError(undefined);
    mutation.mutate({ employeeId: account.employeeId, roles }, { onSuccess: () => { toast.success(t('users.rolesDialog.saved')); onDone(); } });
  }
  useSaveShortcut(formRef, save, { global: true });

  return (
    <form ref={formRef} noValidate className="flex flex-col gap-5" onSubmit={(event: FormEvent) => { event.preventDefault(); save(); }}>
      {mutation.isError ? <Alert>{apiErrorMessage(mutation.error, t('common.saveFailed'), t)}</Alert> : null}
      <RoleCheckboxes id="edit-roles" roles={assignableRoles} value={roles} onChange={setRoles} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {t('common.save')}
        </Button>
        <Button variant="ghost" disabled={mutation.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
