import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { directionOf, isLanguage } from '../i18n/language';
import { PreferencesSync } from '../features/profile/components/preferences-sync';
import { InstallBanner } from '../features/pwa/components/install-banner';
import { queryClient } from './query-client';
import { ThemeProvider, useTheme } from './theme-provider';

function ThemedToaster({ dir }: { dir: 'rtl' | 'ltr' }) {
  const { theme } = useTheme();
  return <Toaster dir={dir} theme={theme} position="top-center" richColors closeButton />;
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
          <ThemedToaster dir={dir} />
          <PreferencesSync />
          <InstallBanner />
        </Direction.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
