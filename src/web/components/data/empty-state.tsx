import type { ComponentType, ReactNode } from 'react';
import { Card } from '../ui/card';

type EmptyStateProps = { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; title: string; body?: string; action?: ReactNode; compact?: boolean };

/** Nothing to show yet: says so and offers the next step. */
export function EmptyState({ icon: Icon, title, body, action, compact }: EmptyStateProps) {
  const inner = (
    <>
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="font-semibold">{title}</p>
      {body ? <p className="max-w-md text-sm text-muted-foreground">{body}</p> : null}
      {action}
    </>
  );
  if (compact) return <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">{inner}</div>;
  return <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">{inner}</Card>;
}
