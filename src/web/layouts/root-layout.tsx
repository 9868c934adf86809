import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Every page sits here; a thin top bar shows while the next route loads. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? (
        <div role="progressbar" aria-label={t('common.loading')} className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20">
          <div className="h-full w-1/3 animate-pulse bg-primary" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
