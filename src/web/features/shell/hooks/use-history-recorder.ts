import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { stripBase } from '../../../../core/modules';
import { currentLanguage } from '../../../i18n';
import { recordVisit } from '../lib/navigation-history';
import { useRouteHandle } from '../lib/route-handle';

/** Records each page visit (path, timestamp, title) for the palette's recent and frequent pages. */
export function useHistoryRecorder(base: string, enabled: boolean): void {
  const location = useLocation();
  const handle = useRouteHandle();
  const path = stripBase(location.pathname, base);
  const title = handle?.title[currentLanguage()];
  useEffect(() => {
    if (enabled && title) recordVisit({ path, title, timestamp: Date.now() });
  }, [enabled, path, title]);
}
