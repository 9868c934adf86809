import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../lib/auth-error-message';
import { validateWith, type FieldErrors } from '../lib/form-errors';
import { loadAuthSchemas, loadedAuthSchemas, prefetchAuthSchemas } from '../lib/load-schemas';

type Errors = FieldErrors<'email' | 'password'>;

/** Email + password; errors inline (DECISIONS 5), success navigates without a toast. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();
  const resetRequest = useRequestPasswordReset();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { signInSchema } = loadedAuthSchemas() ?? (await loadAuthSchemas());
    const result = validateWith(signInSchema, { email, password });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return (result.errors.email ? emailRef : passwordRef).current?.focus();
    signIn.mutate(result.data, { onSuccess: onSignedIn });
  }

  async function forgotPassword() {
    const { forgotPasswordSchema } = loadedAuthSchemas() ?? (await loadAuthSchemas());
    const result = validateWith(forgotPasswordSchema, { email });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return emailRef.current?.focus();
    resetRequest.mutate(result.data.email, {
      onSuccess: () => toast.success(t('messages.reset_link_sent')),
      onError: () => toast.error(t('messages.reset_link_failed')),
    });
  }

  return (
    <form noValidate onSubmit={submit} onFocus={prefetchAuthSchemas} onPointerDown={prefetchAuthSchemas} className="flex flex-col gap-5" aria-describedby={signIn.isError ? 'sign-in-error' : undefined}>
      {signIn.isError ? <Alert id="sign-in-error">{signInErrorMessage(signIn.error, t)}</Alert> : null}

      <FormField id="sign-in-email" label={t('auth.fields.email')} error={errors.email && t(`messages.${errors.email}`)} required>
        <Input
          ref={emailRef}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>

      <FormField
        id="sign-in-password"
        label={t('auth.fields.password')}
        error={errors.password && t(`messages.${errors.password}`)}
        required
        aside={
          <Button variant="link" size="sm" onClick={forgotPassword} disabled={resetRequest.isPending} className="h-auto text-sm">
            {resetRequest.isPending ? <Spinner /> : null}
            {t('auth.signIn.forgot')}
          </Button>
        }
      >
        <PasswordInput
          ref={passwordRef}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>

      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? <Spinner /> : null}
        {signIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
