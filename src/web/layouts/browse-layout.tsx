import { BrowseBanner } from '../features/browse/components/browse-banner';
import { AppShell } from '../features/shell/components/app-shell';
import { LayoutLoading } from '../features/shell/components/layout-loading';
import { LoadingProblemCard } from '../features/shell/components/loading-problem-card';
import { ForcedPassword, useLayoutUser } from './use-layout-user';

/** /browse-company/*: a super admin inside one company's data (spec §2); the loader admits no one else. */
export function BrowseLayout() {
  const { me, query, retry } = useLayoutUser('/super-admin');
  if (me === undefined) {
    return query.isError ? <LoadingProblemCard onRetry={retry} /> : <LayoutLoading onRetry={retry} />;
  }
  if (me === null) return null;
  return (
    <AppShell variant="browse" base="/browse-company" home="/browse-company/dashboard" me={me} banner={<BrowseBanner me={me} />}>
      <ForcedPassword me={me} />
    </AppShell>
  );
}
