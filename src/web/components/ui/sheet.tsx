import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogOverlay } from './dialog.tsx';

/**
 * A drawer from the left edge, built on Dialog (focus trap, Escape, scroll lock). Open it through
 * SheetTrigger so that focus goes back to the trigger when it closes.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col border-r border-border bg-surface shadow-raised outline-none data-[state=open]:animate-sheet-in',
          className,
        )}
        {...props}
      >
        {/* First in the DOM: on opening, focus lands here (the top row), not deep in the list. */}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 z-10 grid size-10 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Close menu"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
