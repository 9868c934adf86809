import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { CopyField } from '../../../../web/components/data/copy-field';
import { errorText } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { COMPANY_ROLES } from '../../schemas';
import { useCompanies } from '../api/companies';
import type { UserRow } from '../api/types';
import { useMoveUser, useResetPassword, useSetUserActive } from '../api/users';
import { usePlatformT } from '../i18n';
import { localName } from './names';

export type UserAction = { kind: 'reset' | 'toggle' | 'move'; user: UserRow } | null;

/** The dialogs of the user list's row actions: reset password, disable/enable, move. */
export function UserDialogs({ action, onClose }: { action: UserAction; onClose: () => void }) {
  const { t } = usePlatformT();
  const reset = useResetPassword();
  const toggle = useSetUserActive();
  const [password, setPassword] = useState<{ email: string; value: string } | null>(null);
  const failed = (error: unknown) => errorText(error, t('common.loadFailed'), t('common.loadFailed'));
  const user = action?.user;
  return (
    <>
      <ConfirmDialog
        open={action?.kind === 'reset'}
        onOpenChange={(open) => !open && onClose()}
        title={t('users.resetTitle', { email: user?.email ?? '' })}
        description={t('users.resetBody')}
        confirmLabel={t('users.reset')}
        busy={reset.isPending}
        error={reset.isError ? failed(reset.error) : null}
        onConfirm={() =>
          user &&
          reset.mutate(user.id, {
            onSuccess: (result) => {
              setPassword({ email: user.email, value: (result as { temporaryPassword: string }).temporaryPassword });
              onClose();
            },
          })
        }
      />
      <Dialog open={password !== null} onOpenChange={(open) => !open && setPassword(null)}>
        <DialogContent>
          <DialogTitle>{t('users.resetDone', { email: password?.email ?? '' })}</DialogTitle>
          <DialogDescription>{t('users.resetDoneHint')}</DialogDescription>
          {password ? <CopyField id="temporary-password" value={password.value} label={t('users.resetDone', { email: password.email })} /> : null}
          <Button variant="outline" className="w-fit" onClick={() => setPassword(null)}>
            {t('common.cancel')}
          </Button>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={action?.kind === 'toggle'}
        onOpenChange={(open) => !open && onClose()}
        title={user?.active ? t('users.disableTitle', { email: user.email }) : t('users.enable')}
        description={user?.active ? t('users.disableBody') : (user?.email ?? '')}
        confirmLabel={user?.active ? t('users.disable') : t('users.enable')}
        destructive={user?.active}
        busy={toggle.isPending}
        error={toggle.isError ? failed(toggle.error) : null}
        onConfirm={() =>
          user &&
          toggle.mutate({ id: user.id, active: !user.active }, { onSuccess: () => { toast.success(user.active ? t('users.disabledToast') : t('users.enabledToast')); onClose(); } })
        }
      />
      {action?.kind === 'move' ? <MoveDialog user={action.user} onClose={onClose} /> : null}
    </>
  );
}

function MoveDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const companies = useCompanies({});
  const move = useMoveUser();
  const [companyId, setCompanyId] = useState('');
  const [role, setRole] = useState<string>('employee');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!companyId) return setError(tr('messages.required'));
    move.mutate({ id: user.id, companyId, role }, { onSuccess: () => { toast.success(t('users.moved')); onClose(); } });
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.moveTitle', { email: user.email })}
      description={t('users.moveBody')}
      confirmLabel={t('users.move')}
      busy={move.isPending}
      error={move.isError ? errorText(move.error, t('common.loadFailed'), t('common.loadFailed')) : null}
      onConfirm={submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="move-company" label={t('users.targetCompany')} required error={error ?? undefined}>
          <NativeSelect value={companyId} onChange={(event) => { setCompanyId(event.target.value); setError(null); }}>
            <option value="">{t('users.chooseCompany')}</option>
            {(companies.data ?? []).filter((c) => c.id !== user.companyId).map((c) => (
              <option key={c.id} value={c.id}>
                {localName(c, language)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="move-role" label={t('users.role')} required>
          <NativeSelect value={role} onChange={(event) => setRole(event.target.value)}>
            {COMPANY_ROLES.map((r) => (
              <option key={r} value={r}>
                {tr(`roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
