import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Car from 'lucide-react/icons/car';
import { addDays, useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { useListState, type ListConfig } from '../../../../web/components/data/list-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useAvailability } from '../api/get-availability';
import { AvailabilityGrid, AvailabilityLegend } from '../components/availability-grid';
import { FleetViews } from '../components/fleet-views';
import { useFleetT } from '../i18n';

const SPANS = ['14', '31', '62'] as const;
// A grid, not a list: only the list state is shared (`?from=` a date, empty for today; `?days=`).
const VIEW: ListConfig = { selects: { days: SPANS }, open: ['from'] };

/** /fleet/availability: which vehicle is free when, over two weeks to two months (the API allows 92 days). */
export function AvailabilityPage() {
  const { t } = useFleetT();
  const co = useCompany();
  const view = useListState(VIEW);
  const given = view.selects.from ?? '';
  const from = /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : co.today;
  const span = Number(view.selects.days ?? SPANS[0]);
  const to = addDays(from, span - 1);
  const query = useAvailability(from, to);
  const setFrom = (day: string) => view.setSelect('from', day);
  const move = (days: number) => setFrom(addDays(from, days));
  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('calendar.subtitle')} />
      <FleetViews />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="availability-from" className="text-xs font-medium text-muted-foreground">
            {t('calendar.from')}
          </label>
          <Input id="availability-from" type="date" value={from} onChange={(event) => event.target.value && setFrom(event.target.value)} className="w-44" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="availability-span" className="text-xs font-medium text-muted-foreground">
            {t('calendar.span')}
          </label>
          <NativeSelect id="availability-span" value={String(span)} onChange={(event) => view.setSelect('days', event.target.value)} className="w-36">
            {SPANS.map((s) => (
              <option key={s} value={s}>
                {t(`calendar.spans.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label={t('calendar.previous')} title={t('calendar.previous')} onClick={() => move(-span)}>
            <ChevronRight aria-hidden="true" className="ltr:-scale-x-100" />
          </Button>
          <Button variant="outline" onClick={() => setFrom('')}>
            {t('calendar.today')}
          </Button>
          <Button variant="outline" size="icon" aria-label={t('calendar.next')} title={t('calendar.next')} onClick={() => move(span)}>
            <ChevronLeft aria-hidden="true" className="ltr:-scale-x-100" />
          </Button>
        </div>
        <p className="num text-sm text-muted-foreground sm:ms-auto">{`${co.day(from)} – ${co.day(to)}`}</p>
      </div>
      {query.isPending ? (
        <SkeletonRows rows={10} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.vehicles.length === 0 ? (
        <EmptyState icon={Car} title={t('calendar.empty')} />
      ) : (
        <>
          <AvailabilityGrid data={query.data} from={query.data.from} days={Math.round((Date.parse(query.data.to) - Date.parse(query.data.from)) / 86_400_000) + 1} />
          <AvailabilityLegend />
        </>
      )}
    </div>
  );
}
