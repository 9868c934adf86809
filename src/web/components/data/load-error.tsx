import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { errorText } from './error-text';
import { useDataT } from './i18n';

/** A failed load: the reason (the server's message when it has one) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useDataT();
  return (
    <Alert>
      <p>{errorText(error, t('loadFailed'), t('network'))}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('retry')}
      </Button>
    </Alert>
  );
}
