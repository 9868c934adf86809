import LogIn from 'lucide-react/icons/log-in';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { authPathFor } from '../../auth/lib/redirects';

/** Spec §2/§4: shown when loading takes more than 5 s, with retry, go to login and reload. */
export function LoadingProblemCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <Card role="alert" className="flex w-full max-w-md flex-col items-center gap-4 p-6 text-center sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
          <WifiOff aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-lg font-semibold">{t('shell.loadingProblem.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('shell.loadingProblem.body')}</p>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('shell.loadingProblem.retry')}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign(authPathFor(new URL(window.location.href)))}>
            <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
            {t('shell.loadingProblem.login')}
          </Button>
          <Button variant="ghost" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('shell.loadingProblem.reload')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
