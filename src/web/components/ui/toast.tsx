import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastItem } from './toast-viewport.tsx';

export type { ToastAction, ToastItem, ToastTone } from './toast-viewport.tsx';

type ShowToast = (toast: Omit<ToastItem, 'id' | 'tone'> & { tone?: ToastItem['tone'] }) => void;

const ToastContext = createContext<ShowToast | null>(null);

let nextId = 1;

// Radix Toast loads with the first toast, so pages that never show one don't download it.
const ToastViewport = lazy(async () => ({
  default: (await import('./toast-viewport.tsx')).ToastViewport,
}));

export const TOAST_REGION_LABEL = 'Notifications (F8)';
export const TOAST_VIEWPORT_CLASS =
  'fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-[60] mx-auto flex w-[min(26rem,calc(100%-2rem))] flex-col gap-2 outline-none lg:bottom-6';

/**
 * What Radix's viewport renders while it has no toast: the same labelled region around an empty
 * list, which F8 focuses. It stands in until the first toast loads the real one.
 */
function EmptyViewport() {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8') listRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div
      role="region"
      aria-label={TOAST_REGION_LABEL}
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    >
      <ol ref={listRef} tabIndex={-1} className={TOAST_VIEWPORT_CLASS} />
    </div>
  );
}

/** The toast list plus a `useToast()` function to show one. */
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
  // Once loaded, the real viewport stays (the next toast shows at once).
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);

  return (
    <ToastContext value={value}>
      {children}
      {needed ? (
        <Suspense fallback={<EmptyViewport />}>
          <ToastViewport toasts={toasts} onRemove={remove} />
        </Suspense>
      ) : (
        <EmptyViewport />
      )}
    </ToastContext>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a Toaster');
  return show;
}
