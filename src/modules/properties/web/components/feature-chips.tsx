import Check from 'lucide-react/icons/check';
import { cn } from '../../../../web/lib/cn';

type Props<T extends string> = { label: string; options: ReadonlyArray<{ value: T; label: string }>; value: readonly T[]; onChange: (next: T[]) => void };

/** Toggle chips for a set of choices (a property's features): each a pressed/unpressed button, wrapping on phones. */
export function FeatureChips<T extends string>({ label, options, value, onChange }: Props<T>) {
  const toggle = (v: T) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2" data-testid="feature-chips">
      {options.map((o) => {
        const on = value.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(o.value)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              on ? 'border-primary bg-primary-soft text-primary' : 'border-border bg-card text-muted-foreground hover:text-foreground',
            )}
          >
            {on ? <Check aria-hidden="true" className="size-3.5" /> : null}
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
