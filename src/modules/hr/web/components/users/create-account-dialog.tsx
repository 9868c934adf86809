import { useRef, useState, type FormEvent } from 'react';
import { useHrT } from '../../i18n';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '../../../../../core/auth';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../web/components/ui/dialog';
import { FormField } from '../../../../../web/components/ui/form-field';
import { Input } from '../../../../../web/components/ui/input';
import { PasswordInput } from '../../../../../web/components/ui/password-input';
import { Spinner } from '../../../../../web/components/ui/spinner';
import { isApiError } from '../../../../../web/lib/api';
import { useSaveShortcut } from '../../../../../web/lib/use-save-shortcut';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';
import { useCreateAccount, type CreatedAccount } from '../../api/create-account';
import type { Account } from '../../api/types';
import { InviteResult } from './invite-result';
import { RoleCheckboxes } from './role-checkboxes';

type Props = { account: Account | null; name: string; assignableRoles: readonly string[]; onOpenChange: (open: boolean) => void };
type Method = 'invite' | 'password';
type Errors = Partial<Record<'email' | 'roles' | 'temporaryPassword', string>>;

/** Gives an employee a system account: an emailed invitation link, or a temporary password to change at first sign-in. */
export function CreateAccountDialog({ account, name, assignableRoles, onOpenChange }: Props) {
  const { t } = useHrT();
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  return (
    <Dialog open={account !== null} onOpenChange={(open) => { if (!open) setCreated(null); onOpenChange(open); }}>
      <DialogContent className="max-w-lg">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{created ? t('users.created.title') : t('users.create.title', { name })}</DialogTitle>
          <DialogDescription>{created ? t('users.created.subtitle', { name }) : t('users.create.description')}</DialogDescription>
        </div>
        {created ? (
          <InviteResult created={created} onClose={() => { setCreated(null); onOpenChange(false); }} />
        ) : account ? (
          <CreateAccountForm account={account} assignableRoles={assignableRoles} onCreated={setCreated} onCancel={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateAccountForm({ account, assignableRoles, onCreated, onCancel }: { account: Account; assignableRoles: readonly string[]; onCreated: (created: CreatedAccount) => void; onCancel: () => void }) {
  const { t } = useHrT();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(account.email ?? '');
  const [roles, setRoles] = useState<string[]>(assignableRoles.includes('employee') ? ['employee'] : []);
  const [method, setMethod] = useState<Method>('invite');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateAccount();

  function save() {
    if (create.isPending) return;
    const found: Errors = {};
    if (!email.trim()) found.email = t('messages.required');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t('messages.invalid_email');
    if (roles.length === 0) found.roles = t('users.chooseRole');
    if (method === 'password' && password.length < PASSWORD_MIN_LENGTH) found.temporaryPassword = t('messages.password_too_short');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { employeeId: account.employeeId, email: email.trim(), roles, ...(method === 'password' ? { temporaryPassword: password } : {}) },
      {
        onSuccess: (result) => {
          toast.success(t('users.created.toast'));
          onCreated(result);
        },
        onError: (error) => setErrors(isApiError(error) && error.fields ? (error.fields as Errors) : {}),
      },
    );
  }

  useSaveShortcut(formRef, save, { global: true });
  const formError = create.isError && !(isApiError(create.error) && create.error.fields) ? apiErrorMessage(create.error, t('users.create.failed'), t) : null;

  return (
    <form ref={formRef} noValidate className="flex flex-col gap-5" onSubmit={(event: FormEvent) => { event.preventDefault(); save(); }}>
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="account-email" label={t('users.email')} error={errors.email} required>
        <Input type="email" dir="ltr" className="rtl:text-end" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <RoleCheckboxes id="account-roles" roles={assignableRoles} value={roles} onChange={setRoles} error={errors.roles} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">{t('users.create.method')}</legend>
        {(['invite', 'password'] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-start gap-2.5 rounded-md border border-input bg-card px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary-soft">
            <input type="radio" name="account-method" className="mt-0.5 size-4 accent-primary" checked={method === value} onChange={() => setMethod(value)} />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{t(`users.create.methods.${value}`)}</span>
              <span className="text-xs text-muted-foreground">{t(`users.create.methodHints.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {method === 'password' ? (
        <FormField id="account-password" label={t('users.create.temporaryPassword')} error={errors.temporaryPassword} hint={t('users.create.passwordHint')} required>
          <PasswordInput autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('users.create.submit')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
