import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type ToastTone = 'default' | 'success' | 'error';

interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead (Radix asks for it). */
  altText: string;
  onClick: () => void;
}

interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  /** One button in the toast (e.g. Undo); choosing it closes the toast. */
  action?: ToastAction;
  /** ms before it closes by itself (default 4000). */
  duration?: number;
}

type ShowToast = (toast: {
  title: string;
  description?: string;
  tone?: ToastTone;
  action?: ToastAction;
  duration?: number;
}) => void;

const ToastContext = createContext<ShowToast | null>(null);

let nextId = 1;

/** Radix Toast viewport plus a `useToast()` function to show one. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    const id = nextId++;
    setToasts((list) => [...list, { id, tone: 'default', ...toast }]);
  }, []);
  const remove = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext value={value}>
      <ToastPrimitive.Provider swipeDirection="down" duration={4000}>
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            duration={toast.duration}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
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
        <ToastPrimitive.Viewport className="fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-[60] mx-auto flex w-[min(26rem,calc(100%-2rem))] flex-col gap-2 outline-none lg:bottom-6" />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a Toaster');
  return show;
}
