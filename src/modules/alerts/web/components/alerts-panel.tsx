import BellOff from 'lucide-react/icons/bell-off';
import CheckCheck from 'lucide-react/icons/check-check';
import Search from 'lucide-react/icons/search';
import Volume2 from 'lucide-react/icons/volume-2';
import VolumeX from 'lucide-react/icons/volume-x';
import X from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { ALERT_FILTERS, filterAlerts, type AlertFilter, type UnifiedAlert } from '../../../../core/alerts';
import { Button } from '../../../../web/components/ui/button';
import { cn } from '../../../../web/lib/cn';
import { toast } from '../../../../web/lib/toast';
import { useCloseAlert, useConfirmAll, type AlertList } from '../api/alerts';
import { useAlertsT } from '../i18n';
import { AlertRow } from './alert-row';

type Props = {
  list: AlertList | undefined;
  loading: boolean;
  onClose: () => void;
  sound: [boolean, (on: boolean) => void];
  /** The heading element: a plain h2, or the sheet's dialog title on a phone. */
  renderTitle?: (text: string, className: string) => ReactNode;
};

/** Spec §2/§4 alerts panel: filter chips, free-text search, the 400 px list, acknowledge / read / confirm all. */
export function AlertsPanel({ list, loading, onClose, sound, renderTitle = (text, className) => <h2 className={className}>{text}</h2> }: Props) {
  const { t } = useAlertsT();
  const [filter, setFilter] = useState<AlertFilter>('all');
  const [query, setQuery] = useState('');
  const closeOne = useCloseAlert();
  const confirmAll = useConfirmAll();
  const [soundOn, setSound] = sound;
  const all = list?.items ?? [];
  const alerts = filterAlerts(all, filter, query);
  const open = list?.counts.total ?? 0;

  const close = (alert: UnifiedAlert) =>
    closeOne.mutate(alert, {
      onSuccess: () => void toast.success(alert.type === 'property' ? t('dismissed') : t('acknowledged')),
      onError: () => void toast.error(t('errorTitle'), { description: alert.type === 'property' ? t('dismissFailed') : t('acknowledgeFailed') }),
    });
  const confirm = () =>
    confirmAll.mutate(undefined, {
      onSuccess: () => void toast.success(t('allAcknowledged')),
      onError: () => void toast.error(t('errorTitle'), { description: t('confirmAllFailed') }),
    });

  return (
    <>
      <div className="flex items-center gap-1 border-b border-border px-4 py-2.5">
        {renderTitle(t('title'), 'me-auto text-base font-semibold')}
        <Button variant="ghost" size="icon" className="size-8" onClick={() => setSound(!soundOn)} aria-pressed={soundOn} aria-label={soundOn ? t('soundOn') : t('soundOff')} title={soundOn ? t('soundOn') : t('soundOff')}>
          {soundOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={onClose} aria-label={t('close')}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-b border-border px-4 py-3">
        <label className="relative block">
          <span className="sr-only">{t('search')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search')}
            className="h-9 w-full rounded-md border border-input bg-background ps-9 pe-3 text-sm focus-visible:border-ring focus-visible:outline-none"
          />
        </label>
        <div role="group" aria-label={t('filtersLabel')} className="flex flex-wrap gap-1.5">
          {ALERT_FILTERS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={filter === id}
              onClick={() => setFilter(id)}
              className={cn(
                'h-7 cursor-pointer rounded-full border px-3 text-xs font-medium transition-colors',
                filter === id ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:bg-muted',
              )}
            >
              {t(`filters.${id}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto md:max-h-[400px]" aria-busy={loading}>
        {alerts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff aria-hidden="true" className="size-5" />
            </span>
            <p className="font-semibold">{all.length ? t('noMatch') : t('empty')}</p>
            {all.length ? null : <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>}
          </div>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('listLabel')}>
            {alerts.map((alert) => (
              <AlertRow key={`${alert.type}:${alert.id}`} alert={alert} onClose={close} onNavigate={onClose} busy={closeOne.isPending || confirmAll.isPending} />
            ))}
          </ul>
        )}
      </div>
      <div className="flex justify-end border-t border-border px-4 py-2.5">
        <Button variant="secondary" size="sm" onClick={confirm} disabled={!open || confirmAll.isPending} data-testid="alerts-confirm-all">
          <CheckCheck aria-hidden="true" />
          {t('confirmAll')}
        </Button>
      </div>
    </>
  );
}
