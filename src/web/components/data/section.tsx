import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';

/** A titled card of a record page. */
export function Section({ title, actions, children, className, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <Card className={cn('flex min-w-0 flex-col', className)} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3 sm:px-5">
        <h2 className="text-base font-semibold">{title}</h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="min-w-0 p-4 sm:p-5">{children}</div>
    </Card>
  );
}

export type Fact = { label: string; value: ReactNode; wide?: boolean };

/** Key facts as label/value pairs in a responsive grid. */
export function Facts({ items, className }: { items: readonly (Fact | null | false)[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2', className)}>
      {items.filter((item): item is Fact => Boolean(item)).map((item) => (
        <div key={item.label} className={cn('flex min-w-0 flex-col gap-0.5', item.wide && 'sm:col-span-2')}>
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="min-w-0 font-medium break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A KPI figure with its label. */
export function Stat({ label, value, tone, testId }: { label: string; value: ReactNode; tone?: 'danger' | 'success' | 'warning'; testId?: string }) {
  return (
    <div className="@container flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid={testId}>
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      {/* The figure shrinks with its card (two to a row on a phone) so "6,047.000 د.ك" stays on one
          line: amount and currency are joined by a no-break space, and breaking inside them misreads. */}
      <span className={cn('num text-[clamp(1rem,11.5cqi,1.25rem)] font-bold break-words', tone === 'danger' && 'text-destructive', tone === 'success' && 'text-success', tone === 'warning' && 'text-warning')}>{value}</span>
    </div>
  );
}
