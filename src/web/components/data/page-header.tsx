import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../page-title';
import { currentLanguage } from '../../i18n';
import { useRouteHandle } from '../../features/shell/lib/route-handle';
import { useDataT } from './i18n';

type PageHeaderProps = { title?: string; subtitle?: ReactNode; actions?: ReactNode; back?: string; badges?: ReactNode };

/** The page's h1 with a line of context, its status badges and its main actions. */
/** `title` defaults to the route's manifest label. */
export function PageHeader({ title: given, subtitle, actions, back, badges }: PageHeaderProps) {
  const { t } = useDataT();
  const handle = useRouteHandle();
  const title = given ?? handle?.title[currentLanguage()] ?? '';
  return (
    <div className="flex flex-col gap-3">
      <PageTitle title={title} />
      {back ? (
        <Link to={back} className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
          <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
          {t('back')}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
            {badges}
          </div>
          {subtitle ? <div className="max-w-3xl text-muted-foreground">{subtitle}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
