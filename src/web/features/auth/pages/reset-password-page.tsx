import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useResetPassword } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';
import { InvalidResetLink } from '../components/invalid-reset-link';
import { NewPasswordFields } from '../components/new-password-fields';
import { apiErrorMessage } from '../lib/auth-error-message';
import { AUTH_PATH } from '../lib/redirects';
import { newPasswordSchema } from '../../../../core/auth/schemas';
import { validateWith, type FieldErrors } from '../lib/form-errors';

/** /reset-password?token=… (better-auth appends ?error=INVALID_TOKEN when the link is bad). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [tokenRejected, setTokenRejected] = useState(false);
  const reset = useResetPassword();

  if (!token || params.has('error') || tokenRejected) {
    return (
      <AuthShell>
        <PageTitle title={t('auth.reset.invalidTitle')} />
        <InvalidResetLink />
      </AuthShell>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateWith(newPasswordSchema, { password, confirmPassword: confirm });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok || !token) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t('messages.reset_success'));
          void navigate(AUTH_PATH, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'invalid_token') setTokenRejected(true);
        },
      },
    );
  }

  return (
    <AuthShell>
      <PageTitle title={t('auth.reset.title')} />
      <div className="mb-6 flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('auth.reset.title')}</h1>
        <p className="text-muted-foreground">{t('auth.reset.subtitle')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {reset.isError ? <Alert>{apiErrorMessage(reset.error, t('messages.reset_failed'), t)}</Alert> : null}
        <NewPasswordFields
          idPrefix="reset"
          password={password}
          confirm={confirm}
          errors={errors}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        <Button type="submit" size="lg" disabled={reset.isPending} className="mt-1 w-full">
          {reset.isPending ? <Spinner /> : null}
          {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
        <Button asChild variant="link" className="self-center">
          <Link to={AUTH_PATH}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t('auth.reset.backToSignIn')}
          </Link>
        </Button>
      </form>
    </AuthShell>
  );
}
