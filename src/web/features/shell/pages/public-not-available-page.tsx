import Construction from 'lucide-react/icons/construction';
import House from 'lucide-react/icons/house';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n';
import { useRouteHandle } from '../lib/route-handle';

/** A public page (e.g. /quotation-approval) whose module is not built yet, outside the signed-in shell. */
export function PublicNotAvailablePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle?.title[currentLanguage()] ?? t('shell.notAvailable.badge');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <PageTitle title={title} />
      <Logo className="text-primary" />
      <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-warning">
        <Construction aria-hidden="true" className="size-3.5" />
        {t('shell.notAvailable.badge')}
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{t('shell.notAvailable.publicBody')}</p>
      <Button asChild variant="outline">
        {/* `/` is the server's landing page, not a route of this app. */}
        <a href="/">
          <House aria-hidden="true" />
          {t('shell.notAvailable.home')}
        </a>
      </Button>
    </main>
  );
}
