import ArrowRight from 'lucide-react/icons/arrow-right';
import Construction from 'lucide-react/icons/construction';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isUnder, withBase } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n';
import { MenuIcon } from '../icons/menu-icon';
import { useRouteHandle } from '../lib/route-handle';

/**
 * The honest page of a module that is not built yet: its title, one sentence and a way back.
 * The guard, the menu highlight and the document title work as for a real page.
 */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const location = useLocation();
  const language = currentLanguage();
  const title = handle?.title[language] ?? t('shell.notAvailable.badge');
  // The page's own menu icon when it has one (wrench for maintenance), else its module's.
  const entry = MODULES.flatMap((m) => m.menu).find((e) => e.path === handle?.pattern);
  const owner = MODULES.find((m) => m.routes.some((r) => r.path === handle?.pattern));
  const icon = entry?.icon ?? owner?.icon;
  const platform = isUnder('/super-admin', location.pathname);
  const home = platform ? '/super-admin/dashboard' : withBase(isUnder('/browse-company', location.pathname) ? '/browse-company' : '', '/dashboard');

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 py-10 text-center sm:py-16" data-testid="not-available">
      <PageTitle title={title} />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        {icon ? <MenuIcon name={icon} className="size-8" /> : <Construction aria-hidden="true" className="size-8" />}
      </span>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-warning">
        <Construction aria-hidden="true" className="size-3.5" />
        {t('shell.notAvailable.badge')}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{t('shell.notAvailable.body')}</p>
      <Button asChild variant="outline">
        <Link to={home}>
          <ArrowRight aria-hidden="true" className="ltr:-scale-x-100" />
          {platform ? t('shell.notAvailable.backPlatform') : t('shell.notAvailable.back')}
        </Link>
      </Button>
    </section>
  );
}
