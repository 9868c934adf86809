import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  error: 'border-destructive/30 bg-destructive-soft text-destructive',
  info: 'border-info/30 bg-info-soft text-info',
  warning: 'border-warning/30 bg-warning-soft text-warning',
} as const;

type AlertProps = ComponentProps<'div'> & { tone?: keyof typeof TONES };

/** An inline message box, e.g. a server error at the top of a form. */
export function Alert({ tone = 'error', className, children, ...props }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-md border px-3.5 py-3 text-sm font-medium', TONES[tone], className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
