import { RotateCw } from 'lucide-react';
import { Component, useLayoutEffect, type ReactNode } from 'react';
import { Link, type Location } from 'react-router';
import { LogoMark } from '../components/logo.tsx';
import { Button } from '../components/ui/button.tsx';
import { releaseStalePage } from './browser-router.tsx';

/** Last resort when a page fails to load or render (e.g. a new version was deployed). */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  // The page the visitor left was held inert until the next one showed: this shows instead.
  useLayoutEffect(() => {
    releaseStalePage();
  }, []);
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

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/**
 * Shows RouteError in place of the pages when one throws (its code failed to load, or it failed
 * to render), until the location changes: the next navigation tries again.
 */
export class RouteErrorBoundary extends Component<
  { location: Location; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { failed: false, error: null, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
