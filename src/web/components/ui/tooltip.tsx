import { Tooltip as Primitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Spec §9: tooltips open after 700 ms; moving between them within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const HasProvider = createContext(false);

/** Shares the spec's delays (and the skip between neighbours) among the tooltips below it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Primitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <HasProvider.Provider value>{children}</HasProvider.Provider>
    </Primitive.Provider>
  );
}

/** A tooltip; without a TooltipProvider above (the shell loads none up front) it brings its own. */
export function Tooltip(props: ComponentProps<typeof Primitive.Root>) {
  const root = <Primitive.Root {...props} />;
  return useContext(HasProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-72 rounded-md bg-foreground px-2.5 py-1.5 text-xs leading-relaxed text-background shadow-md', className)}
        {...props}
      />
    </Primitive.Portal>
  );
}
