import ArrowRight from 'lucide-react/icons/arrow-right';
import Eye from 'lucide-react/icons/eye';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import type { Me } from '../../auth/api/types';
import { companyName } from '../../auth/lib/me-display';
import { useBrowseMode } from '../lib/use-browse-mode';

/** Spec §2: an orange banner with the browsed company, a 'وضع التصفح' badge and a way back. */
export function BrowseBanner({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { company: stored, exit } = useBrowseMode();
  const language = currentLanguage();
  const name = me.company ? companyName(me.company, language) : stored ? (language === 'ar' && stored.nameAr) || stored.name : '';

  return (
    <div role="region" aria-label={t('shell.browse.badge')} className="border-b border-orange-300 bg-orange-100 text-orange-950 dark:border-orange-900 dark:bg-orange-950 dark:text-orange-100">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2 sm:px-4">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-orange-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          <Eye aria-hidden="true" className="size-3.5" />
          {t('shell.browse.badge')}
        </span>
        <p className="order-last min-w-0 basis-full text-sm sm:order-none sm:flex-1 sm:basis-auto">
          <span className="max-sm:sr-only">{t('shell.browse.banner')} </span>
          <strong className="font-semibold" data-testid="browse-company-name">
            {name}
          </strong>
        </p>
        <button
          type="button"
          onClick={exit}
          className="ms-auto inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-orange-400 bg-white/70 px-3 text-sm font-medium hover:bg-white dark:border-orange-800 dark:bg-orange-900/60 dark:hover:bg-orange-900"
        >
          <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
          {t('shell.browse.back')}
        </button>
      </div>
    </div>
  );
}
