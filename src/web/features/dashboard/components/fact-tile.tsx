import type { ComponentType, ReactNode } from 'react';

type FactTileProps = { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; label: string; children: ReactNode };

/** One labelled fact (term + value) inside the welcome card's definition list. */
export function FactTile({ icon: Icon, label, children }: FactTileProps) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-background/60 p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
        <Icon aria-hidden className="size-[1.125rem]" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
        <dd className="text-sm font-semibold break-words">{children}</dd>
      </div>
    </div>
  );
}
