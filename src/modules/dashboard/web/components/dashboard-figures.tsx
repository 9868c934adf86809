// What every business type's dashboard shares: the load error with retry, the skeleton while the
// figures load, the company card shown only once they are there (so nothing moves), and the tile
// whose title links to the list it counts. Each dashboard brings only its tiles.
import type { ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useShell } from '../../../../web/features/shell/components/shell-context';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { useDashboardT } from '../i18n/dashboard';
import { FiguresSkeleton } from './figures-skeleton';

/** Links stay inside the company being viewed (its own pages, or /browse-company/* for a super admin). */
export function DashboardLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { base } = useShell();
  return <RouterLink to={withBase(base, to)} {...props} />;
}

export function DashboardTile({ title, to, children, testId }: { title: string; to: string; children: ReactNode; testId: string }) {
  const { t } = useDashboardT();
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
        <DashboardLink to={to} className="shrink-0 text-xs font-medium text-primary hover:underline">
          {t('viewAll')}
        </DashboardLink>
      </div>
      {children}
    </Card>
  );
}

type FiguresQuery<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

export function DashboardFigures<T>({ query, after, children }: { query: FiguresQuery<T>; after?: ReactNode; children: (figures: T) => ReactNode }) {
  const { t } = useDashboardT();
  if (query.isError) {
    return (
      <>
        <Card className="flex items-center justify-between gap-3 p-5">
          <p className="text-sm">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Card>
        {after}
      </>
    );
  }
  if (query.data === undefined) return <FiguresSkeleton />;
  return (
    <>
      {children(query.data)}
      {after}
    </>
  );
}
