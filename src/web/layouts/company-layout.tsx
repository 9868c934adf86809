import { BrowseBanner } from '../features/browse/components/browse-banner';
import { SubscriptionBanner } from '../../modules/subscriptions/web/components/subscription-banner';
import { AppShell } from '../features/shell/components/app-shell';
import { LayoutLoading } from '../features/shell/components/layout-loading';
import { LoadingProblemCard } from '../features/shell/components/loading-problem-card';
import { readBrowsedCompany } from '../lib/browse-session';
import { ForcedPassword, useLayoutUser } from './use-layout-user';

/** The signed-in company area. Its loader guarantees a session on entry (or gave up after 6 s). */
export function CompanyLayout() {
  const { me, query, retry } = useLayoutUser('auth');
  if (me === undefined) {
    return query.isError ? <LoadingProblemCard onRetry={retry} /> : <LayoutLoading onRetry={retry} />;
  }
  if (me === null) return null;
  // A super admin who left /browse-company without exiting still acts inside the browsed company: say so.
  const browsing = me.browsing && readBrowsedCompany() !== null;
  return (
    <AppShell variant="company" base="" home="/dashboard" me={me} banner={browsing ? <BrowseBanner me={me} /> : <SubscriptionBanner me={me} />}>
      <ForcedPassword me={me} />
    </AppShell>
  );
}
