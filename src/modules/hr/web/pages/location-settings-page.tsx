import { useHrT } from '../i18n';
import { useLocationSettings } from '../api/get-location-settings';
import { LocationForm } from '../components/location/location-form';
import { LoadError } from '../components/shared/load-error';
import { PageHeader } from '../components/shared/page-header';
import { SkeletonRows } from '../components/shared/skeleton-rows';

/** /hr/location-settings: where people may clock in from, and the working hours lateness is measured against. */
export function LocationSettingsPage() {
  const { t } = useHrT();
  const settings = useLocationSettings();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader subtitle={t('location.subtitle')} />
      {settings.isPending ? (
        <SkeletonRows rows={6} />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <LocationForm key={JSON.stringify(settings.data)} settings={settings.data} />
      )}
    </div>
  );
}
