// "You're offline" while the browser has no connection: Odo then shows what was saved on this
// device (the service worker's app shell) and changes need a connection. Rendered ahead of time
// as online; the browser's answer is read only once mounted.
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

export const OFFLINE_MESSAGE =
  'You’re offline — showing what was saved; changes need a connection.';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineNotice() {
  const online = useOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[calc(0.75rem+env(safe-area-inset-top))] z-[70] flex justify-center px-4"
    >
      {online ? null : (
        <p
          data-testid="offline-notice"
          className="pointer-events-auto flex max-w-md items-start gap-2.5 rounded-control border border-border bg-foreground px-4 py-2.5 text-sm font-medium text-background shadow-card"
        >
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
