import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { MOBILE_QUERY, readSidebarCookie, sidebarCookie } from '../lib/sidebar-state';
import { useMediaQuery } from '../lib/use-media-query';

type SidebarState = {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the off-canvas sheet. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Ctrl/Cmd+B and the menu buttons: the sheet on mobile, collapse on desktop. */
  toggle: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used within a SidebarProvider');
  return state;
}

function initialOpen(): boolean {
  return typeof document === 'undefined' ? true : readSidebarCookie(document.cookie);
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpenState] = useState(initialOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  const value = useMemo(() => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }), [open, setOpen, openMobile, isMobile, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
