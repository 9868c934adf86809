import { AppShell } from '../features/shell/components/app-shell';
import { LayoutLoading } from '../features/shell/components/layout-loading';
import { LoadingProblemCard } from '../features/shell/components/loading-problem-card';
import { ForcedPassword, useLayoutUser } from './use-layout-user';

/** /super-admin/*: the platform area, with the super-admin side menu of spec §2. */
export function SuperAdminLayout() {
  const { me, query, retry } = useLayoutUser('/super-admin');
  if (me === undefined) {
    return query.isError ? <LoadingProblemCard onRetry={retry} /> : <LayoutLoading onRetry={retry} />;
  }
  if (me === null) return null;
  return (
    <AppShell variant="platform" base="" home="/super-admin/dashboard" me={me}>
      <ForcedPassword me={me} />
    </AppShell>
  );
}
