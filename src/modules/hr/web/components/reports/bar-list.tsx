import { cn } from '../../../../../web/lib/cn';

export type Bar = { key: string; label: string; value: number; display: string };
export type BarSeries = { key: string; label: string; className: string };

type BarListProps = { items: Bar[]; barClassName?: string; testId?: string };

/** Horizontal bars (CSS, no chart library): label and figure as text, the bar drawn from the start side. */
export function BarList({ items, barClassName = 'bg-primary', testId }: BarListProps) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul className="flex flex-col gap-3" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate" title={item.label}>{item.label}</span>
          <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className={cn('block h-full rounded-full', barClassName)} style={{ width: `${(item.value / max) * 100}%` }} />
          </span>
          <span className="num min-w-10 text-end font-semibold">{item.display}</span>
        </li>
      ))}
    </ul>
  );
}

type Pair = { key: string; label: string; values: number[]; displays: string[] };

/** Two or more series per row (e.g. approved and pending leave days), with a legend. */
export function GroupedBars({ rows, series }: { rows: Pair[]; series: BarSeries[] }) {
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={cn('size-2.5 rounded-sm', s.className)} />
            {s.label}
          </li>
        ))}
      </ul>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[minmax(6rem,9rem)_1fr] items-center gap-3 text-sm">
            <span className="truncate" title={row.label}>{row.label}</span>
            <span className="flex flex-col gap-1">
              {series.map((s, index) => (
                <span key={s.key} className="flex items-center gap-2">
                  <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <span className={cn('block h-full rounded-full', s.className)} style={{ width: `${((row.values[index] ?? 0) / max) * 100}%` }} />
                  </span>
                  <span className="num w-16 shrink-0 text-end text-xs">
                    <span className="sr-only">{s.label}: </span>
                    {row.displays[index]}
                  </span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One bar split into parts (e.g. present / late / absent / leave days), with a legend that carries the figures. */
export function StackedBar({ parts }: { parts: Array<{ key: string; label: string; value: number; display: string; className: string }> }) {
  const total = parts.reduce((sum, p) => sum + p.value, 0) || 1;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex h-4 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {parts.map((p) => (
          <span key={p.key} className={cn('h-full', p.className)} style={{ width: `${(p.value / total) * 100}%` }} />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {parts.map((p) => (
          <li key={p.key} className="flex items-center gap-2">
            <span className={cn('size-2.5 shrink-0 rounded-sm', p.className)} aria-hidden="true" />
            <span className="text-muted-foreground">{p.label}</span>
            <span className="num ms-auto font-semibold">{p.display}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
