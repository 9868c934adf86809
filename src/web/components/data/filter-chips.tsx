import { useFormatter } from '../../lib/format';
import { cn } from '../../lib/cn';
import { DOT_TONES, type Tone } from './badge';

export type Chip = { value: string; label: string; count?: number | undefined; tone?: Tone };

/** Filters as a row of toggle chips (one chosen), each with its count; scrolls sideways on phones. */
export function FilterChips({ chips, value, onChange, label, testId }: { chips: readonly Chip[]; value: string; onChange: (value: string) => void; label: string; testId?: string }) {
  const f = useFormatter();
  return (
    <div role="group" aria-label={label} data-testid={testId} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:flex-wrap">
      {chips.map((chip) => {
        const active = chip.value === value;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            className={cn(
              'inline-flex h-9 shrink-0 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
              active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:bg-muted',
            )}
          >
            {chip.tone && !active ? <span aria-hidden="true" className={cn('size-2 rounded-full', DOT_TONES[chip.tone])} /> : null}
            {chip.label}
            {chip.count !== undefined ? (
              <span className={cn('num rounded-full px-1.5 text-xs', active ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground')}>{f.number(chip.count)}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
