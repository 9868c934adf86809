import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Spec §2 error screen: the generic fallback for anything a page did not handle. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <h1 className="max-w-md text-lg font-semibold text-balance">{t('errorScreen.title')}</h1>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {t('errorScreen.refresh')}
      </Button>
    </main>
  );
}
