import { useTranslation } from 'react-i18next';
import { LogoMark } from '../components/logo';
import { Spinner } from '../components/ui/spinner';

/** Shown while the session is read on first load (spec §2: a spinner while the session loads). */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 text-muted-foreground">
      <LogoMark className="size-10" />
      <Spinner className="size-5" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
