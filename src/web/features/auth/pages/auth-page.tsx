import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AuthShell } from '../components/auth-shell';
import { SignInForm } from '../components/sign-in-form';
import { HOME_PATH, safeRedirectPath } from '../lib/redirects';

type Mode = 'signin' | 'signup';

// The trial form (and zod with it) is not needed to paint the sign-in tab: it loads when opened.
const SignUpForm = lazy(async () => ({ default: (await import('../components/sign-up-form')).SignUpForm }));

/** /auth: sign in, or start a free trial (?mode=signup or ?tab=signup); ?from= is where sign-in returns to. */
export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The landing page links to /auth?tab=signup for the trial.
  const mode: Mode = params.get('mode') === 'signup' || params.get('tab') === 'signup' ? 'signup' : 'signin';

  function changeMode(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('tab');
        if (next === 'signup') updated.set('mode', 'signup');
        else updated.delete('mode');
        return updated;
      },
      { replace: true },
    );
  }

  const heading = mode === 'signup' ? t('auth.signUp.title') : t('auth.signIn.title');
  const subtitle = mode === 'signup' ? t('auth.signUp.subtitle') : t('auth.signIn.subtitle');

  return (
    <AuthShell>
      <PageTitle title={mode === 'signup' ? t('auth.tabs.signUp') : t('auth.tabs.signIn')} />
      <div className="mb-6 flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      <Tabs value={mode} onValueChange={changeMode} className="flex flex-col gap-6">
        <TabsList aria-label={t('auth.tabs.label')}>
          <TabsTrigger value="signin">{t('auth.tabs.signIn')}</TabsTrigger>
          <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm onSignedIn={() => void navigate(safeRedirectPath(params.get('from')), { replace: true })} />
        </TabsContent>
        <TabsContent value="signup">
          <Suspense
            fallback={
              <div className="flex justify-center py-10 text-muted-foreground">
                <Spinner className="size-5" />
              </div>
            }
          >
            <SignUpForm onSignedUp={() => void navigate(HOME_PATH, { replace: true })} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
