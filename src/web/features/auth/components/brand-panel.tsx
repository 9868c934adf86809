import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/logo';
import { BUSINESS_TYPE_IDS } from '../../../../core/auth/business-types';

/** The decorative side of the auth pages (desktop only): what Masar is, and the trial promise. */
export function BrandPanel() {
  const { t } = useTranslation();
  const points = [t('auth.brand.trial'), t('auth.brand.noCard'), t('auth.brand.setup'), t('auth.brand.types')];

  return (
    <aside className="relative hidden overflow-hidden bg-linear-to-b from-teal-700 via-teal-800 to-teal-950 text-white lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
      <RouteLines />
      <div className="relative flex items-center gap-3 text-2xl font-bold">
        <LogoMark className="size-10 [&_rect]:fill-white/15" />
        {t('common.appName')}
      </div>

      <div className="relative flex max-w-lg flex-col gap-6">
        <h2 className="text-3xl leading-snug font-bold text-balance xl:text-4xl xl:leading-snug">{t('auth.brand.title')}</h2>
        <p className="text-lg leading-relaxed text-teal-50/90">{t('auth.brand.body')}</p>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-3">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-2 font-medium">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
              {point}
            </li>
          ))}
        </ul>
      </div>

      <ul className="relative flex flex-wrap gap-2" aria-label={t('auth.brand.types')}>
        {BUSINESS_TYPE_IDS.map((type) => (
          <li key={type} className="rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm text-teal-50">
            {t(`businessTypes.${type}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Faint dotted routes in the background, echoing the logo mark. */
function RouteLines() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 600" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full opacity-20">
      <g fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" strokeDasharray="0.1 10">
        <path d="M-20 520C80 500 90 380 190 360S330 260 420 240" />
        <path d="M-20 300C60 280 120 200 210 190S340 90 420 60" />
        <path d="M40 640C80 560 180 560 240 480S360 420 420 400" />
      </g>
    </svg>
  );
}
