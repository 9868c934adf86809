import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { applyCompanyCaching } from '../../../app/query-client';
import { clearBrowsedCompany, readBrowsedCompany, readBrowseRaw, storeBrowsedCompany, type BrowsedCompany } from '../../../lib/browse-session';

export const BROWSE_HOME = '/browse-company/dashboard';
export const COMPANY_LIST = '/super-admin/companies';

// sessionStorage has no change event within a tab: the hook's own writes notify the subscribers,
// and the snapshot is re-read each render so a sign-out elsewhere is seen too.
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastValue: BrowsedCompany | null = null;

function getSnapshot(): BrowsedCompany | null {
  const raw = readBrowseRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = readBrowsedCompany();
  }
  return lastValue;
}

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Browse mode (spec §2, §4): start by choosing a company, exit back to the company list. Either
 * way every cached query belongs to the other context, so the cache is dropped.
 */
export function useBrowseMode() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useSyncExternalStore(subscribe, getSnapshot, () => null);

  const start = useCallback(
    (next: BrowsedCompany) => {
      storeBrowsedCompany(next);
      queryClient.clear();
      applyCompanyCaching(true);
      changed();
      void navigate(BROWSE_HOME);
    },
    [navigate, queryClient],
  );

  const exit = useCallback(() => {
    clearBrowsedCompany();
    queryClient.clear();
    applyCompanyCaching(false);
    changed();
    void navigate(COMPANY_LIST);
  }, [navigate, queryClient]);

  return { company, start, exit };
}
