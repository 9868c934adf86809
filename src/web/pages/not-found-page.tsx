import House from 'lucide-react/icons/house';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo';
import { PageTitle } from '../components/page-title';
import { Button } from '../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <PageTitle title={t('messages.page_not_found')} />
      <Logo className="text-primary" />
      <p className="text-7xl font-bold text-primary/25 tabular-nums" aria-hidden="true">
        404
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('messages.page_not_found')}</h1>
        <p className="text-muted-foreground">{t('notFound.body')}</p>
      </div>
      <Button asChild size="lg">
        {/* `/` is the landing page served by the server, not a route of this app: a full page load. */}
        <a href="/">
          <House aria-hidden="true" />
          {t('notFound.home')}
        </a>
      </Button>
    </main>
  );
}
