import { useSearchParams } from 'react-router';
import { cn } from '../../../../web/lib/cn';
import { useWorkOrdersT } from '../i18n';

export const VIEWS = ['orders', 'due', 'plans', 'alerts'] as const;
export type View = (typeof VIEWS)[number];

/** The maintenance page's views, kept in `?view=` (the work orders are the default and keep the list's own URL state). */
export function useView(): [View, (view: View) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view = (VIEWS as readonly string[]).includes(raw ?? '') ? (raw as View) : 'orders';
  return [view, (next) => setParams(next === 'orders' ? {} : { view: next })];
}

export function ViewTabs({ counts }: { counts?: Partial<Record<View, number>> }) {
  const { t } = useWorkOrdersT();
  const [view, setView] = useView();
  return (
    <nav aria-label={t('list.caption')} className="-mx-1 overflow-x-auto px-1" data-testid="maintenance-views">
      <div className="flex w-max gap-1 rounded-lg bg-muted p-1 text-muted-foreground">
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-current={view === v ? 'page' : undefined}
            onClick={() => setView(v)}
            className={cn('inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground', view === v && 'bg-card text-foreground shadow-sm')}
          >
            {t(`tabs.${v}`)}
            {counts?.[v] ? <span className="num rounded-full bg-destructive-soft px-1.5 text-xs text-destructive">{counts[v]}</span> : null}
          </button>
        ))}
      </div>
    </nav>
  );
}
