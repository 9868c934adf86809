import type { ComponentType, ReactNode } from 'react';

type FactTileProps = { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; label: string; children: ReactNode };

/**
 * One labelled fact (term + value) inside the welcome card's definition list. dt and dd sit
 * directly in the wrapping div (the only nesting a <dl> allows); the icon is placed beside them.
 */
export function FactTile({ icon: Icon, label, children }: FactTileProps) {
  return (
    <div className="relative flex min-h-[4.75rem] flex-col justify-center gap-1 rounded-lg border border-border bg-background/60 py-4 ps-16 pe-4">
      <dt className="text-xs font-medium text-muted-foreground">
        <span className="absolute start-4 top-4 flex size-9 items-center justify-center rounded-md bg-primary-soft text-primary">
          <Icon aria-hidden className="size-[1.125rem]" />
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold break-words">{children}</dd>
    </div>
  );
}
