import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Sheet = Primitive.Root;
export const SheetTitle = Primitive.Title;
export const SheetDescription = Primitive.Description;
export const SheetClose = Primitive.Close;

/** A panel that slides over from the inline start (the right in Arabic), full height. */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <Primitive.Content
        className={cn('fixed inset-y-0 start-0 z-50 flex h-dvh max-w-[85vw] flex-col border-e border-border bg-card shadow-2xl outline-none', className)}
        {...props}
      >
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
