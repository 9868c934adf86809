import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox in the theme's colour; `indeterminate` shows "some selected". */
export function Checkbox({ indeterminate = false, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={cn('size-4 shrink-0 cursor-pointer accent-primary focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none', className)} {...props} />;
}
