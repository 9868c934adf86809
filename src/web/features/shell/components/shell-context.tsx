import { createContext, useContext } from 'react';
import type { AccessContext } from '../../../../core/modules';
import type { Me } from '../../auth/api/types';

/** company: /dashboard…; browse: a super admin inside /browse-company/…; platform: /super-admin/…. */
export type ShellVariant = 'company' | 'browse' | 'platform';

export type ShellState = {
  variant: ShellVariant;
  /** Prefix of every in-app link ('' or '/browse-company'). */
  base: string;
  /** Where the logo, "back" links and denied users go. */
  home: string;
  me: Me;
  access: AccessContext;
  openPalette: () => void;
  openShortcuts: () => void;
};

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used within the app shell');
  return state;
}
