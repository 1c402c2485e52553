// /shared/{token}: the service history a share link opens, read-only and with no sign-in; an
// expired or revoked link gets a calm explanation instead.
import { LinkIcon, Printer, Unlink } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSharedHistory } from './get-shared-history.ts';
import { HistoryDocument, HistoryLoading, historyTitle } from './history-document.tsx';
import { formatDate } from './units.ts';

export function SharedHistoryPage() {
  const { token = '' } = useParams();
  const shared = useSharedHistory(token);
  const data = shared.data;
  const gone = shared.error instanceof ApiError && shared.error.status === 404;
  const title = data ? historyTitle(data.vehicle) : '';

  useEffect(() => {
    if (title) document.title = `${title} service history · Odo`;
    else if (gone) document.title = 'Link unavailable · Odo';
  }, [title, gone]);

  return (
    <div className="min-h-dvh bg-muted/60 print:bg-white">
      {/* The token in the address must not end up in a search index. */}
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-border bg-surface/90 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
          <Link to="/" className="rounded-md" aria-label="Odo home">
            <Logo markClassName="size-8" />
          </Link>
          {data ? (
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          ) : null}
        </div>
      </header>
      <main className="px-3 py-5 sm:px-6 sm:py-8 print:p-0">
        {shared.isPending ? (
          <HistoryLoading />
        ) : data ? (
          <HistoryDocument
            history={data}
            notice={
              <p className="flex flex-wrap items-center gap-x-1.5">
                <LinkIcon className="size-3.5 print:hidden" aria-hidden="true" />
                <span>Shared read-only by the owner via Odo.</span>
                <span>Link valid until {formatDate(data.sharedLink.expiresAt)}.</span>
              </p>
            }
          />
        ) : gone ? (
          <section
            aria-labelledby="link-gone"
            className="mx-auto grid max-w-md justify-items-center gap-3 rounded-card border border-border bg-surface px-6 py-10 text-center shadow-card"
          >
            <span className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground">
              <Unlink className="size-6" aria-hidden="true" />
            </span>
            <h1 id="link-gone" className="text-2xl font-semibold tracking-tight">
              This link is no longer available
            </h1>
            <p className="text-muted-foreground">
              This link has expired or was revoked by the car&rsquo;s owner. Ask them to share a new
              one.
            </p>
            <Button asChild className="mt-2">
              <Link to="/">Discover Odo</Link>
            </Button>
          </section>
        ) : (
          <div className="mx-auto grid max-w-md gap-3">
            <Alert tone="error" role="alert">
              The service history could not be loaded: {shared.error?.message}
            </Alert>
            <Button variant="outline" onClick={() => void shared.refetch()}>
              Try again
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}
