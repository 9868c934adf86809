import { Card } from '../../../../web/components/ui/card';

/** Placeholder tiles while the figures load (the page's Suspense fallback and the query's wait). */
export function FiguresSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true" data-testid="figures-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="h-36 animate-pulse bg-muted/40" />
      ))}
    </div>
  );
}
