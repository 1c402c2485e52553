import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { TOAST_VIEWPORT_CLASS } from './toast.tsx';

export type ToastTone = 'default' | 'success' | 'error';

export interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead (Radix asks for it). */
  altText: string;
  onClick: () => void;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  /** One button in the toast (e.g. Undo); choosing it closes the toast. */
  action?: ToastAction;
  /** ms before it closes by itself (default 4000). */
  duration?: number;
}

/** Radix Toast: the toasts and their viewport (loaded with the first toast, see Toaster). */
export function ToastViewport({
  toasts,
  onRemove,
}: {
  toasts: ToastItem[];
  onRemove: (id: number) => void;
}) {
  return (
    <ToastPrimitive.Provider swipeDirection="down" duration={4000}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          duration={toast.duration}
          onOpenChange={(open) => {
            if (!open) onRemove(toast.id);
          }}
          className={cn(
            'relative grid gap-0.5 rounded-control border bg-surface-raised py-3 pr-10 pl-4 shadow-raised data-[state=open]:animate-toast-in data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]',
            toast.tone === 'error' && 'border-destructive/40',
            toast.tone === 'success' && 'border-success/40',
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">
            {toast.title}
          </ToastPrimitive.Title>
          {toast.description ? (
            <ToastPrimitive.Description className="text-sm text-muted-foreground">
              {toast.description}
            </ToastPrimitive.Description>
          ) : null}
          {toast.action ? (
            <ToastPrimitive.Action
              altText={toast.action.altText}
              onClick={toast.action.onClick}
              className="mt-1.5 justify-self-start rounded-control px-2 py-1 -ml-2 text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="absolute top-2.5 right-2.5 grid size-7 place-items-center rounded-full text-muted-foreground hover:bg-muted"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={TOAST_VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  );
}
