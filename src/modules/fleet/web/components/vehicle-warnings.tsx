import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useCompany } from '../../../../web/components/data/company';
import { cn } from '../../../../web/lib/cn';
import type { ExpiryWarning, Vehicle } from '../api/types';
import { useFleetT } from '../i18n';

/** One sentence per expiry warning the API computed (registration, insurance, periodic service). */
export function useWarningText() {
  const { t } = useFleetT();
  const co = useCompany();
  return (w: ExpiryWarning) => {
    const what = t(`warnings.${w.kind}`);
    if (w.daysLeft === 0) return t('warnings.today', { what });
    if (w.daysLeft < 0) return t('warnings.expired', { what, days: co.f.number(-w.daysLeft), date: co.day(w.date) });
    return t('warnings.expiresIn', { what, days: co.f.number(w.daysLeft), date: co.day(w.date) });
  };
}

/** A compact warning marker for list rows: red when something has expired, amber when it soon will. */
export function WarningMarker({ vehicle }: { vehicle: Pick<Vehicle, 'warnings'> }) {
  const text = useWarningText();
  if (!vehicle.warnings.length) return null;
  const expired = vehicle.warnings.some((w) => w.daysLeft < 0);
  const title = vehicle.warnings.map(text).join('\n');
  return (
    <span title={title} className={cn('inline-flex items-center gap-1 text-xs font-semibold', expired ? 'text-destructive' : 'text-warning')}>
      <TriangleAlert aria-hidden="true" className="size-4" />
      <span className="sr-only">{title}</span>
      <span aria-hidden="true" className="num">{vehicle.warnings.length}</span>
    </span>
  );
}
