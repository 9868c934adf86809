import { useRef, useState, type FormEvent } from 'react';
import { useHrT } from '../../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../web/components/ui/dialog';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { currentLanguage } from '../../../../../web/i18n';
import { useSaveShortcut } from '../../../../../web/lib/use-save-shortcut';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import { useSetPermissions } from '../../api/set-permissions';
import type { Account } from '../../api/types';
import { groupPermissions, permissionName } from '../../lib/roles';

type Props = { account: Account | null; name: string; grantable: readonly string[]; onOpenChange: (open: boolean) => void };

/** Extra permissions on top of the account's roles, grouped by category with their Arabic names. */
export function PermissionsDialog({ account, name, grantable, onOpenChange }: Props) {
  const { t } = useHrT();
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-0 p-0">
        <div className="flex flex-col gap-1.5 border-b border-border px-5 py-4 sm:px-6">
          <DialogTitle>{t('users.permissionsDialog.title', { name })}</DialogTitle>
          <DialogDescription>{t('users.permissionsDialog.description')}</DialogDescription>
        </div>
        {account ? <PermissionsForm account={account} grantable={grantable} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PermissionsForm({ account, grantable, onDone }: { account: Account; grantable: readonly string[]; onDone: () => void }) {
  const { t } = useHrT();
  const language = currentLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  // A grant the caller cannot give stays as it is (the server refuses to change it anyway).
  const [grants, setGrants] = useState<string[]>(account.extraGrants);
  const mutation = useSetPermissions();
  const groups = groupPermissions(grantable);

  function save() {
    if (mutation.isPending) return;
    mutation.mutate({ employeeId: account.employeeId, grants }, { onSuccess: () => { toast.success(t('users.permissionsDialog.saved')); onDone(); } });
  }
  useSaveShortcut(formRef, save, { global: true });
  const toggle = (id: string, on: boolean) => setGrants((current) => (on ? [...current, id] : current.filter((g) => g !== id)));

  return (
    <form ref={formRef} noValidate className="flex min-h-0 flex-col" onSubmit={(event: FormEvent) => { event.preventDefault(); save(); }}>
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        {mutation.isError ? <Alert>{apiErrorMessage(mutation.error, t('common.saveFailed'), t)}</Alert> : null}
        {groups.length === 0 ? <p className="text-sm text-muted-foreground">{t('users.permissionsDialog.none')}</p> : null}
        {groups.map((group) => (
          <fieldset key={group.category} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-primary">{t(`users.categories.${group.category}`)}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {group.items.map((p) => (
                <label key={p.id} className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md border border-input bg-card px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary-soft">
                  <input type="checkbox" className="size-4 shrink-0 accent-primary" checked={grants.includes(p.id)} onChange={(event) => toggle(p.id, event.target.checked)} />
                  <span className="min-w-0">{permissionName(p, language)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-border bg-popover px-5 py-4 sm:px-6">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {t('common.save')}
        </Button>
        <Button variant="ghost" disabled={mutation.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <span className="num ms-auto text-xs text-muted-foreground">{t('users.permissionsDialog.count', { count: grants.length })}</span>
      </div>
    </form>
  );
}
