import KeyRound from 'lucide-react/icons/key-round';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useChangePassword } from '../api/change-password';
import { apiErrorMessage } from '../lib/auth-error-message';
import { newPasswordSchema } from '../../../../core/auth/schemas';
import { validateWith, type FieldErrors } from '../lib/form-errors';
import { NewPasswordFields } from './new-password-fields';

/** Spec §9 delay before reloading after a forced change. */
const RELOAD_DELAY_MS = 1000;

const keepOpen = (event: Event) => event.preventDefault();

/** Spec §2/§4: overlays everything and cannot be dismissed until the password is changed. */
export function ForcedPasswordDialog() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateWith(newPasswordSchema, { password, confirmPassword: confirm });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    change.mutate(password, {
      onSuccess: () => {
        setDone(true);
        toast.success(t('messages.password_change_success'));
        window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
      },
    });
  }

  return (
    <Dialog open={!done}>
      <DialogContent data-blocks-shortcuts onEscapeKeyDown={keepOpen} onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
        <div className="flex flex-col gap-3">
          <div className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <KeyRound aria-hidden="true" className="size-5" />
          </div>
          <DialogTitle>{t('auth.forcedPassword.title')}</DialogTitle>
          <DialogDescription>{t('auth.forcedPassword.description')}</DialogDescription>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {change.isError ? <Alert>{apiErrorMessage(change.error, t('messages.password_change_failed'), t)}</Alert> : null}
          <NewPasswordFields
            idPrefix="forced"
            password={password}
            confirm={confirm}
            errors={errors}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
          />
          <Button type="submit" size="lg" disabled={change.isPending} className="w-full">
            {change.isPending ? <Spinner /> : null}
            {change.isPending ? t('auth.forcedPassword.submitting') : t('auth.forcedPassword.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
