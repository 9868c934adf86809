import type { ComponentType, ReactNode } from 'react';
import { Card } from '../../../../../web/components/ui/card';

type EmptyStateProps = { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; title: string; body?: string; action?: ReactNode };

/** Nothing to show yet: says so and offers the next step. */
export function EmptyState({ icon: Icon, title, body, action }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="font-semibold">{title}</p>
      {body ? <p className="max-w-md text-sm text-muted-foreground">{body}</p> : null}
      {action}
    </Card>
  );
}
