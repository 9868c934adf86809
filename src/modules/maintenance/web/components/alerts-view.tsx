import BellOff from 'lucide-react/icons/bell-off';
import { toast } from 'sonner';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { useAcknowledgeAlert, useVehicleAlerts } from '../api/work-orders';
import { useWorkOrdersT } from '../i18n';

const TONES: Record<string, Tone> = { low: 'muted', medium: 'info', high: 'warning', critical: 'danger' };

/** Open vehicle alerts (service due, registration and insurance expiry) the daily job writes; anyone who reads may acknowledge. */
export function AlertsView() {
  const { t, language } = useWorkOrdersT();
  const d = useDataT().t;
  const co = useCompany();
  const query = useVehicleAlerts();
  const ack = useAcknowledgeAlert();
  if (query.isPending) return <SkeletonRows rows={4} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.items.length) return <EmptyState icon={BellOff} title={t('alerts.empty')} />;
  return (
    <ul className="flex flex-col gap-3" data-testid="alerts-view" aria-label={t('alerts.caption')}>
      {query.data.items.map((a) => (
        <li key={a.id}>
          <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                <Badge tone={TONES[a.priority] ?? 'info'}>{language === 'en' ? a.alertTitle : a.alertTitleAr}</Badge>
              </span>
              <span className="text-sm break-words">{language === 'en' ? a.alertMessage : a.alertMessageAr}</span>
              <span className="num text-xs text-muted-foreground">{t('alerts.dueDate', { date: co.day(a.dueDate) })}</span>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={ack.isPending}
              onClick={() => ack.mutate(a.id, { onSuccess: () => toast.success(t('alerts.acknowledged')), onError: (e) => toast.error(errorText(e, d('saveFailed'), d('network'))) })}
            >
              {t('alerts.acknowledge')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
