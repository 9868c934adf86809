import { lazy, Suspense, useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { preloadPlan } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { pageFor } from '../../../app/pages';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { Me } from '../../auth/api/types';
import { AppHeader } from '../header/app-header';
import { useHistoryRecorder } from '../hooks/use-history-recorder';
import { useShellShortcuts } from '../hooks/use-shell-shortcuts';
import { accessContextOf } from '../lib/access-context';
import { schedulePreload } from '../lib/preload';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '../lib/sidebar-state';
import { AppSidebar } from '../sidebar/app-sidebar';
import { SidebarProvider, useSidebar } from '../sidebar/sidebar-context';
import { ShellContext, type ShellState, type ShellVariant } from './shell-context';

const CommandPalette = lazy(async () => ({ default: (await import('../palette/command-palette')).CommandPalette }));
// Phones only: the bottom bar's code stays out of the desktop shell.
const BottomBar = lazy(async () => ({ default: (await import('./bottom-bar')).BottomBar }));
const ShortcutsDialog = lazy(async () => ({ default: (await import('../shortcuts/shortcuts-dialog')).ShortcutsDialog }));

const SIDEBAR_VARS = {
  '--sidebar-width': SIDEBAR_WIDTH,
  '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
  '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
} as CSSProperties;

let preloadScheduled = false;

type AppShellProps = {
  variant: ShellVariant;
  base: string;
  home: string;
  me: Me;
  /** Above the header, e.g. the browse-mode banner. */
  banner?: ReactNode;
  /** Overlays such as the forced password dialog. */
  children?: ReactNode;
};

/** The signed-in frame: side menu, header, content, phone bottom bar, palette and shortcuts. */
export function AppShell(props: AppShellProps) {
  return (
    <SidebarProvider>
      <ShellFrame {...props} />
    </SidebarProvider>
  );
}

function ShellFrame({ variant, base, home, me, banner, children }: AppShellProps) {
  const { t } = useTranslation();
  const { isMobile } = useSidebar();
  const [palette, setPalette] = useState({ requested: false, open: false });
  const [shortcuts, setShortcuts] = useState({ requested: false, open: false });
  const openPalette = useCallback(() => setPalette({ requested: true, open: true }), []);
  const openShortcuts = useCallback(() => setShortcuts({ requested: true, open: true }), []);

  const state = useMemo<ShellState>(
    () => ({ variant, base, home, me, access: accessContextOf(me), openPalette, openShortcuts }),
    [variant, base, home, me, openPalette, openShortcuts],
  );

  if (!preloadScheduled && variant !== 'platform') {
    preloadScheduled = true;
    schedulePreload(preloadPlan(MODULES), (path) => pageFor(path));
  }

  return (
    <ShellContext.Provider value={state}>
      <ShellEffects base={base} enabled={variant !== 'platform'} />
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2">
        {t('shell.skipToContent')}
      </a>
      <div className="flex min-h-dvh w-full" style={SIDEBAR_VARS}>
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          {banner}
          <AppHeader />
          <main id="main" tabIndex={-1} className={cn('w-full flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8', isMobile && variant !== 'platform' && 'pb-24')}>
            <div className="mx-auto w-full max-w-7xl">
              {/* A page may wait for its texts (a defineTexts namespace): the frame stays, the page area spins. */}
              <Suspense fallback={<PageLoading label={t('common.loading')} />}>
                <Outlet />
              </Suspense>
            </div>
          </main>
        </div>
      </div>
      {isMobile && variant !== 'platform' ? (
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {palette.requested ? <CommandPalette open={palette.open} onOpenChange={(open) => setPalette({ requested: true, open })} /> : null}
        {shortcuts.requested ? <ShortcutsDialog open={shortcuts.open} onOpenChange={(open) => setShortcuts({ requested: true, open })} /> : null}
      </Suspense>
      {children}
    </ShellContext.Provider>
  );
}

function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16 text-muted-foreground">
      <Spinner className="size-5" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Keyboard shortcuts and visit history, inside the shell context. */
function ShellEffects({ base, enabled }: { base: string; enabled: boolean }) {
  useShellShortcuts(enabled);
  useHistoryRecorder(base, enabled);
  return null;
}
