import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import { useState } from 'react';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { useFormatter } from '../../../../../web/lib/format';
import { osmEmbed, osmLink } from '../../lib/location-form';

type Props = { latitude: number | null; longitude: number | null; radius: number | null };

/**
 * The office point: coordinates, a link to OpenStreetMap, and an embedded map loaded only on request
 * (it needs the internet; nothing else on the page does).
 */
export function OfficePreview({ latitude, longitude, radius }: Props) {
  const { t } = useHrT();
  const f = useFormatter();
  const [showMap, setShowMap] = useState(false);
  const valid = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

  if (!valid) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="size-5 shrink-0" />
        {t('location.noPoint')}
      </div>
    );
  }
  const coords = `${f.number(latitude, { maximumFractionDigits: 6 })}, ${f.number(longitude, { maximumFractionDigits: 6 })}`;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4" data-testid="office-preview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
            <MapPin aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col">
            <span className="num text-sm font-semibold" dir="ltr">{coords}</span>
            {radius ? <span className="text-xs text-muted-foreground">{t('location.radiusSummary', { radius: f.number(radius) })}</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={osmLink(latitude, longitude)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('location.openMap')}
            </a>
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={showMap} onClick={() => setShowMap((value) => !value)}>
            {showMap ? t('location.hideMap') : t('location.showMap')}
          </Button>
        </div>
      </div>
      {showMap ? (
        <iframe
          title={t('location.mapTitle')}
          src={osmEmbed(latitude, longitude, radius ?? 150)}
          className="h-72 w-full rounded-md border border-border bg-card"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </div>
  );
}
