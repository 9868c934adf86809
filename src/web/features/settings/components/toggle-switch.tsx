import { Switch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** An on/off switch (Radix: role="switch", Space toggles); the thumb moves to the end side when on. */
export function ToggleSwitch({ className, ...props }: ComponentProps<typeof Switch.Root>) {
  return (
    <Switch.Root
      className={cn(
        'group inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors',
        'data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <Switch.Thumb className="block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
    </Switch.Root>
  );
}
