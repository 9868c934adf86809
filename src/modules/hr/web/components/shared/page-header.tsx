import type { ReactNode } from 'react';
import { useHrT } from '../../i18n';
import { PageTitle } from '../../../../../web/components/page-title';
import { currentLanguage } from '../../../../../web/i18n';
import { useRouteHandle } from '../../../../../web/features/shell/lib/route-handle';

type PageHeaderProps = { subtitle?: ReactNode; actions?: ReactNode; title?: string };

/** The page's h1 (the manifest title of the route) with a line of context and its main actions. */
export function PageHeader({ subtitle, actions, title }: PageHeaderProps) {
  const { t } = useHrT();
  const handle = useRouteHandle();
  const text = title ?? handle?.title[currentLanguage()] ?? t('common.module');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <PageTitle title={text} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{text}</h1>
        {subtitle ? <p className="max-w-2xl text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
