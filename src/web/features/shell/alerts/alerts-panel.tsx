import BellOff from 'lucide-react/icons/bell-off';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ALERT_FILTERS, filterAlerts, type AlertFilter, type UnifiedAlert } from '../lib/alert-filters';

/** Alert sources (budget, vehicle, notifications, property) are connected by their modules. */
const NO_ALERTS: readonly UnifiedAlert[] = [];

/** Spec §2/§4 alerts panel: filter chips, free-text search, a 400 px list and an honest empty state. */
export function AlertsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AlertFilter>('all');
  const [query, setQuery] = useState('');
  const alerts = filterAlerts(NO_ALERTS, filter, query);

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="text-base font-semibold">{t('shell.alerts.title')}</h2>
        <Button variant="ghost" size="icon" className="size-8" onClick={onClose} aria-label={t('shell.alerts.close')}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-b border-border px-4 py-3">
        <label className="relative block">
          <span className="sr-only">{t('shell.alerts.search')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('shell.alerts.search')}
            className="h-9 w-full rounded-md border border-input bg-background ps-9 pe-3 text-sm focus-visible:border-ring focus-visible:outline-none"
          />
        </label>
        <div role="group" aria-label={t('shell.alerts.filtersLabel')} className="flex flex-wrap gap-1.5">
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
              {t(`shell.alerts.filters.${id}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="max-h-[400px] min-h-0 flex-1 overflow-y-auto">
        {alerts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BellOff aria-hidden="true" className="size-5" />
            </span>
            <p className="font-semibold">{t('shell.alerts.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('shell.alerts.emptyHint')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {alerts.map((alert) => (
              <li key={alert.id} className="px-4 py-3">
                <p className="text-sm font-semibold">{alert.title}</p>
                <p className="text-sm text-muted-foreground">{alert.message}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
