import { cn } from '../../lib/cn';

export type Bar = { label: string; value: number; display?: string };

/**
 * A light vertical bar chart (no chart library: these pages draw a handful of bars). The values
 * are also in the page's tables; here each bar carries its value as text for screen readers.
 */
export function BarChart({ bars, caption, className }: { bars: readonly Bar[]; caption: string; className?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className={cn('flex flex-col gap-2', className)}>
      <div role="list" aria-label={caption} className="flex h-44 items-end gap-1.5 border-b border-border pb-1">
        {bars.map((bar) => (
          <div key={bar.label} role="listitem" aria-label={`${bar.label}: ${bar.display ?? bar.value}`} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="num text-[11px] text-muted-foreground">{bar.value > 0 ? (bar.display ?? bar.value) : ''}</span>
            <div className="w-full max-w-10 rounded-t bg-primary/80" style={{ height: `${(bar.value / max) * 100}%`, minHeight: bar.value > 0 ? 2 : 0 }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1.5">
        {bars.map((bar) => (
          <span key={bar.label} className="num min-w-0 flex-1 truncate text-center text-[11px] text-muted-foreground">
            {bar.label}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}
