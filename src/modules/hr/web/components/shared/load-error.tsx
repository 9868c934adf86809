import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useHrT } from '../../i18n';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { apiErrorMessage } from '../../../../../web/features/auth/lib/auth-error-message';

/** A failed load: the reason (server message when it has one) and a retry. */
export function LoadError({ error, onRetry, fallback }: { error: unknown; onRetry: () => void; fallback?: string }) {
  const { t } = useHrT();
  return (
    <Alert>
      <p>{apiErrorMessage(error, fallback ?? t('common.loadFailed'), t)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
