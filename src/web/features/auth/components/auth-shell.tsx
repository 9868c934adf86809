import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { BrandPanel } from './brand-panel';

/** Two columns on desktop (form at the start side, brand panel at the end), one on phones. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <div className="flex min-w-0 flex-col">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <Logo className="text-foreground lg:invisible" />
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </header>
        <main className="flex flex-1 justify-center px-4 pt-2 pb-12 sm:items-center sm:px-8">
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
      <BrandPanel />
    </div>
  );
}
