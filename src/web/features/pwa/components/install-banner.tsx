import Download from 'lucide-react/icons/download';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { dismissInstall, getInstallState, INSTALL_DELAY_MS, promptInstall, shouldShowInstallBanner, subscribeInstallState } from '../lib/install-prompt';

/** Spec §2/§4 install banner: Install and Later; appears 3 s after the browser offers installation. */
export function InstallBanner() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeInstallState, getInstallState, getInstallState);
  const [now, setNow] = useState(() => Date.now());

  // Re-check when the 3 s have passed since the offer.
  useEffect(() => {
    if (state.offeredAt === null) return undefined;
    const wait = state.offeredAt + INSTALL_DELAY_MS - Date.now();
    if (wait <= 0) {
      setNow(Date.now());
      return undefined;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [state.offeredAt]);

  if (!shouldShowInstallBanner(state, now)) return null;

  return (
    <section
      aria-label={t('pwa.install.label')}
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-xl md:bottom-4"
      data-testid="install-banner"
    >
      <LogoMark className="size-10" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold">{t('pwa.install.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('pwa.install.body')}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => void promptInstall()}>
            <Download aria-hidden="true" />
            {t('pwa.install.install')}
          </Button>
          <Button size="sm" variant="ghost" onClick={dismissInstall}>
            {t('pwa.install.later')}
          </Button>
        </div>
      </div>
    </section>
  );
}
