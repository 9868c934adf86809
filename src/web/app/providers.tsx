import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '../i18n/language';
import { PreferencesSync } from '../features/profile/components/preferences-sync';
import { getInstallState, subscribeInstallState } from '../features/pwa/lib/install-prompt';
import { queryClient } from './query-client';
import { LazyToaster } from './lazy-toaster';
import { ThemeProvider } from './theme-provider';

// The install banner's code loads once the browser has offered installation (spec §2/§4).
const InstallBanner = lazy(async () => ({ default: (await import('../features/pwa/components/install-banner')).InstallBanner }));
const installOffered = () => getInstallState().offeredAt !== null;

function DeferredInstallBanner() {
  const offered = useSyncExternalStore(subscribeInstallState, installOffered, installOffered);
  return offered ? (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(isLanguage(i18n.language) ? i18n.language : 'ar');

  // Server messages (e.g. access denials) come localized: fetch them again in the new language.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Direction.Provider dir={dir}>
          {children}
          <LazyToaster dir={dir} />
          <PreferencesSync />
          <DeferredInstallBanner />
        </Direction.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
