import Banknote from 'lucide-react/icons/banknote';
import Briefcase from 'lucide-react/icons/briefcase-business';
import Building2 from 'lucide-react/icons/building-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { currentLanguage } from '../../../i18n';
import { useMe } from '../../auth/api/use-me';
import { isBusinessType } from '../../../../core/auth/business-types';
import { companyName, currencyLabel, displayName, sortedRoles } from '../../auth/lib/me-display';
import { useShell } from '../../shell/components/shell-context';
import { FactTile } from '../components/fact-tile';
import { useSetupChecklist } from '../../../../modules/dashboard/web/api/get-setup-checklist';

// The business type's own tiles load with the page that shows them.
import { FiguresSkeleton } from '../../../../modules/dashboard/web/components/figures-skeleton';

const RentalDashboard = lazy(async () => ({ default: (await import('../../../../modules/dashboard/web/components/rental-dashboard')).RentalDashboard }));
const RealEstateDashboard = lazy(async () => ({ default: (await import('../../../../modules/dashboard/web/components/real-estate-dashboard')).RealEstateDashboard }));
// Loaded only while a company admin has setup steps left: a set-up company downloads none of it.
const SetupChecklist = lazy(async () => ({ default: (await import('../../../../modules/dashboard/web/components/setup-checklist')).SetupChecklist }));

/** Who you are and which company you work in, then the business type's live figures (car rental, real estate). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { variant } = useShell();
  // The company's own admins (not a super admin browsing it), who can do every step.
  const setup = useSetupChecklist(Boolean(me?.company && me.access.ok && me.roles.includes('company_admin') && variant === 'company'));
  if (!me) return null;

  const language = currentLanguage();
  const roles = sortedRoles(me.roles).map((role) => t(`roles.${role}`));
  const roleText = roles.length ? new Intl.ListFormat(language, { type: 'conjunction' }).format(roles) : '—';
  const company = me.company;
  const businessType = company && isBusinessType(company.businessType) ? t(`businessTypes.${company.businessType}`) : company?.businessType;

  const Figures = company?.businessType === 'car_rental' ? RentalDashboard : company?.businessType === 'real_estate' ? RealEstateDashboard : null;
  const showsFigures = Boolean(Figures) && me.access.ok;
  const companyCard = (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-4 border-b border-border bg-primary-soft/60 p-5 sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Building2 aria-hidden="true" className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-xs font-medium text-muted-foreground">{t('dashboard.company')}</span>
          <h2 className="text-xl font-bold break-words" data-testid="company-name">
            {company ? companyName(company, language) : t('dashboard.noCompany')}
          </h2>
          {company ? null : <p className="text-sm text-muted-foreground">{t('dashboard.platformAccount')}</p>}
        </div>
      </div>

      <dl className="grid gap-3 p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-4">
        {company ? (
          <>
            <FactTile icon={Briefcase} label={t('dashboard.businessType')}>
              {businessType}
            </FactTile>
            <FactTile icon={Banknote} label={t('dashboard.currency')}>
              {currencyLabel(company.currency, language)}
            </FactTile>
          </>
        ) : null}
        <FactTile icon={UserRound} label={t('dashboard.role')}>
          {roleText}
        </FactTile>
        <FactTile icon={ShieldCheck} label={t('dashboard.permissions')}>
          <span className="tabular-nums">{t('dashboard.permissionsCount', { count: me.permissions.length })}</span>
        </FactTile>
      </dl>
    </Card>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('dashboard.title')} />
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-primary">{t('dashboard.title')}</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('dashboard.welcome', { name: displayName(me, language) })}</h1>
        <p className="max-w-2xl text-muted-foreground">{t(showsFigures ? 'dashboard.subtitle' : 'dashboard.subtitleAccount')}</p>
      </div>

      {me.access.ok ? null : (
        <Alert tone="warning">
          <p className="font-semibold">{t('dashboard.accessLimited')}</p>
          <p className="font-normal">{me.access.message}</p>
        </Alert>
      )}

      {setup.data?.visible ? (
        <Suspense fallback={null}>
          <SetupChecklist checklist={setup.data} />
        </Suspense>
      ) : null}

      {showsFigures && Figures ? (
        // The company card comes after the live figures, and only once they are shown: appearing
        // below them it moves nothing, where rendered first it was pushed down (CLS 0.58).
        <Suspense fallback={<FiguresSkeleton />}>
          <Figures after={companyCard} />
        </Suspense>
      ) : (
        companyCard
      )}
    </div>
  );
}
