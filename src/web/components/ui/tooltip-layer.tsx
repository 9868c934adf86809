import { createContext, lazy, Suspense, useContext, type ReactElement, type ReactNode } from 'react';

/**
 * Radix's tooltip (with floating-ui, ~15 KB gzip) loads only where tooltips are on screen — the
 * collapsed side menu, a disabled button that says why — instead of with every signed-in page.
 * A `TooltipLayer` renders its subtree at once and again with tooltips once their code is in;
 * `WithTooltip` gives a trigger its tooltip when a layer above has loaded them.
 */
type Kit = typeof import('./tooltip');

const KitContext = createContext<Kit | null>(null);

const LoadedLayer = lazy(async () => {
  const kit = await import('./tooltip');
  return {
    default: ({ children }: { children: ReactNode }) => (
      <kit.TooltipProvider>
        <KitContext.Provider value={kit}>{children}</KitContext.Provider>
      </kit.TooltipProvider>
    ),
  };
});

export function TooltipLayer({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <LoadedLayer>{children}</LoadedLayer>
    </Suspense>
  );
}

type WithTooltipProps = { content: ReactNode; side?: 'top' | 'right' | 'bottom' | 'left'; children: ReactElement };

export function WithTooltip({ content, side, children }: WithTooltipProps) {
  const kit = useContext(KitContext);
  if (!kit) return children;
  return (
    <kit.Tooltip>
      <kit.TooltipTrigger asChild>{children}</kit.TooltipTrigger>
      <kit.TooltipContent side={side}>{content}</kit.TooltipContent>
    </kit.Tooltip>
  );
}
