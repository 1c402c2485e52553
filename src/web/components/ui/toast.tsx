import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type ToastTone = 'default' | 'success' | 'error';

interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
}

type ShowToast = (toast: { title: string; description?: string; tone?: ToastTone }) => void;

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
