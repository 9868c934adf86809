import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type Choice<T extends string> = { value: T; label: ReactNode; lang?: string };

type ChoiceGroupProps<T extends string> = {
  name: string;
  legend: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
};

/** Native radio buttons drawn as a segmented control: keyboard and screen readers work as usual. */
export function ChoiceGroup<T extends string>({ name, legend, value, choices, onChange, disabled, className }: ChoiceGroupProps<T>) {
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-2', className)} disabled={disabled}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-10 cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium text-muted-foreground transition-colors',
              'hover:text-foreground has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            <span lang={choice.lang}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
