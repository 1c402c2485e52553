import { LogoMark } from '../components/logo.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while the session check or a route's code is loading. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center">
      <div className="flex flex-col items-center gap-4 text-muted-foreground">
        <LogoMark className="size-12 opacity-90" />
        <Spinner label={label} className="size-6 text-brand" />
      </div>
    </div>
  );
}
