import { useRef, useState, type FormEvent } from 'react';
import { useProfileT } from '../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useSaveShortcut } from '../../../lib/use-save-shortcut';
import { apiErrorMessage } from '../../auth/lib/auth-error-message';
import { useChangePassword } from '../api/change-password';
import { validatePasswordChange, type PasswordField, type PasswordValues } from '../lib/password-form';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const ORDER: PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Current + new + confirmation; optionally signs every other device out. */
export function PasswordCard() {
  const { t } = useProfileT();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [revokeOthers, setRevokeOthers] = useState(true);
  const change = useChangePassword();

  function save() {
    if (change.isPending) return;
    const codes = validatePasswordChange(values);
    const found = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`messages.${code}`)]));
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) return document.getElementById(`password-${first}`)?.focus();
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: revokeOthers },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('messages.password_change_success'));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'current_password_wrong') {
            setErrors({ currentPassword: t('messages.current_password_wrong') });
            document.getElementById('password-currentPassword')?.focus();
          }
        },
      },
    );
  }

  useSaveShortcut(formRef, save);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save();
  }

  const set = (field: PasswordField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const wrongCurrent = isApiError(change.error) && change.error.code === 'current_password_wrong';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={t('password.title')}>
        <CardContent className="flex flex-col gap-5">
          {change.isError && !wrongCurrent ? <Alert>{apiErrorMessage(change.error, t('messages.password_change_failed'), t)}</Alert> : null}
          <FormField id="password-currentPassword" label={t('password.current')} error={errors.currentPassword} required>
            <PasswordInput autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="password-newPassword" label={t('password.new')} hint={t('auth.fields.passwordHint')} error={errors.newPassword} required>
              <PasswordInput autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />
            </FormField>
            <FormField id="password-confirmPassword" label={t('password.confirm')} error={errors.confirmPassword} required>
              <PasswordInput autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
            </FormField>
          </div>
          <label className="flex cursor-pointer items-center gap-2.5 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={revokeOthers} onChange={(event) => setRevokeOthers(event.target.checked)} />
            {t('password.revokeOthers')}
          </label>
        </CardContent>
        <div className="flex items-center gap-3 border-t border-border px-5 py-4 sm:px-6">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Spinner /> : null}
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
