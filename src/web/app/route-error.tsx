import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { LogoMark } from '../components/logo.tsx';
import { Button } from '../components/ui/button.tsx';

/** Last resort when a page fails to load or render (e.g. a new version was deployed). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="grid max-w-sm justify-items-center gap-4">
        <LogoMark className="size-14" />
        <h1 className="text-title font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page could not be shown. Reloading usually fixes it.
        </p>
        {detail ? <p className="text-xs break-all text-muted-foreground/80">{detail}</p> : null}
        <div className="flex gap-2">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload
          </Button>
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>
              Go to start
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
