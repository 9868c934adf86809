import { useEffect, useState } from 'react';
import { FullPageSpinner } from '../../../pages/full-page-spinner';
import { LoadingProblemCard } from './loading-problem-card';

/** Spec §9: the company layout's loading time-out. */
export const LAYOUT_LOADING_TIMEOUT_MS = 5000;

// One clock for a whole wait: the route's fallback and then the layout's own loading state
// (after the 6 s auth time-out) count from the same start, so the card never flips back to a spinner.
let waitingSince: number | null = null;

/** Called by the layouts once the user is known. */
export function resetLoadingClock(): void {
  waitingSince = null;
}

function startClock(): number {
  waitingSince ??= Date.now();
  return waitingSince;
}

/** A spinner that turns into the loading-problem card 5 s into the wait. */
export function LayoutLoading({ onRetry }: { onRetry?: () => void }) {
  const [since] = useState(startClock);
  const [late, setLate] = useState(() => Date.now() - since >= LAYOUT_LOADING_TIMEOUT_MS);
  useEffect(() => {
    if (late) return;
    const timer = window.setTimeout(() => setLate(true), Math.max(0, LAYOUT_LOADING_TIMEOUT_MS - (Date.now() - since)));
    return () => window.clearTimeout(timer);
  }, [late, since]);
  if (!late) return <FullPageSpinner />;
  return <LoadingProblemCard onRetry={onRetry ?? (() => window.location.reload())} />;
}
