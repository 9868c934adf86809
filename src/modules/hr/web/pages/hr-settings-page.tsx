import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarOff from 'lucide-react/icons/calendar-off';
import ChartColumn from 'lucide-react/icons/chart-column';
import MapPin from 'lucide-react/icons/map-pin';
import UserCog from 'lucide-react/icons/user-cog';
import type { ComponentType, ReactNode } from 'react';
import { useHrT } from '../i18n';
import { Link } from 'react-router';
import { isCompanyAdmin, withBase } from '../../../../core/modules';
import { Card } from '../../../../web/components/ui/card';
import { useFormatter } from '../../../../web/lib/format';
import { useCompanyCalendar } from '../api/get-company';
import { accessContextOf } from '../../../../web/features/shell/lib/access-context';
import { useLocationSettings } from '../api/get-location-settings';
import { useLeaveTypes } from '../api/get-leave-types';
import { WorkWeekCard } from '../components/settings/work-week-card';
import { LoadError } from '../components/shared/load-error';
import { PageHeader } from '../components/shared/page-header';
import { SkeletonRows } from '../components/shared/skeleton-rows';
import { currentLanguage } from '../../../../web/i18n';
import { useHrAccess } from '../lib/use-hr-access';

type HubLinkProps = { to: string; icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; title: string; children: ReactNode };

function HubLink({ to, icon: Icon, title, children }: HubLinkProps) {
  return (
    <Link to={to} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
      <Card className="flex h-full items-start gap-4 p-5 transition-colors group-hover:border-primary/50 group-hover:bg-primary-soft/30">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-muted-foreground">{children}</span>
        </span>
        <ArrowLeft aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground ltr:-scale-x-100" />
      </Card>
    </Link>
  );
}

/** /hr/settings: the HR settings in one place: the work week here, hours and office in location settings, and the other HR setups. */
export function HrSettingsPage() {
  const { t } = useHrT();
  const f = useFormatter();
  const language = currentLanguage();
  const { me, base } = useHrAccess();
  const company = useCompanyCalendar();
  const location = useLocationSettings();
  const types = useLeaveTypes();
  const canEdit = isCompanyAdmin(accessContextOf(me));
  const link = (path: string) => withBase(base, path);
  const l = location.data;
  const hours = l?.workStartTime && l.workEndTime ? t('settings.hoursSummary', { start: l.workStartTime, end: l.workEndTime, grace: f.number(l.lateGraceMinutes) }) : t('settings.hoursMissing');
  const office = l?.officeLatitude !== null && l?.officeLatitude !== undefined ? t('settings.officeSummary', { radius: f.number(l.allowedRadius ?? 0) }) : t('settings.officeMissing');
  const leaveSummary = (types.data ?? []).map((type) => `${language === 'ar' ? type.nameAr : type.name}${type.yearlyAllowance ? ` (${f.number(Number(type.yearlyAllowance))})` : ''}`).join('، ');

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader subtitle={t('settings.subtitle')} />
      {company.isPending ? (
        <SkeletonRows rows={3} />
      ) : company.isError ? (
        <LoadError error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <WorkWeekCard key={company.data.workWeek.join()} company={company.data} canEdit={canEdit} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <HubLink to={link('/hr/location-settings')} icon={MapPin} title={t('settings.locationLink')}>
          <span className="num block">{hours}</span>
          <span className="num block">{office}</span>
        </HubLink>
        <HubLink to={link('/hr/user-management')} icon={UserCog} title={t('settings.usersLink')}>
          {t('settings.usersHint')}
        </HubLink>
        <HubLink to={link('/hr/leave-management')} icon={CalendarOff} title={t('settings.leaveLink')}>
          {leaveSummary || t('settings.leaveHint')}
        </HubLink>
        <HubLink to={link('/hr/reports')} icon={ChartColumn} title={t('settings.reportsLink')}>
          {t('settings.reportsHint')}
        </HubLink>
      </div>
    </div>
  );
}
