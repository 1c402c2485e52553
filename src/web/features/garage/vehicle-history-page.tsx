// /vehicle/{id}/history: the owner's printable service history (no app chrome), with Print,
// Download CSV and Share.
import { ArrowLeft, Download, Printer, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { exportCsvPath, useVehicleHistory } from './get-vehicle-history.ts';
import { HistoryDocument, HistoryLoading, historyTitle } from './history-document.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const ShareDialog = lazyDialog(async () => (await import('./share-dialog.tsx')).ShareDialog);

export function VehicleHistoryPage() {
  const { id = '' } = useParams();
  const history = useVehicleHistory(id);
  const [sharing, setSharing] = useState(false);
  const data = history.data;
  const title = data ? historyTitle(data.vehicle) : '';

  // "Save as PDF" names the file after the page title.
  useEffect(() => {
    if (title) document.title = `${title} service history · Odo`;
  }, [title]);

  return (
    <div className="min-h-dvh bg-muted/60 print:bg-white">
      <a
        href="#history"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 print:hidden"
      >
        Skip to the history
      </a>
      <header className="sticky top-0 z-10 border-b border-border bg-surface/90 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-3 py-2.5 sm:px-6">
          <Link
            to={`/vehicle/${encodeURIComponent(id)}`}
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-control px-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground sm:pl-0 sm:hover:bg-transparent"
          >
            <ArrowLeft className="size-5 sm:size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Back to vehicle</span>
          </Link>
          {data ? (
            <div className="flex items-center gap-1.5 sm:gap-2">
              <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
                <Share2 aria-hidden="true" />
                Share
              </Button>
              <Button variant="outline" size="sm" asChild>
                <a href={exportCsvPath(id)}>
                  <Download aria-hidden="true" />
                  <span>
                    <span className="sr-only sm:not-sr-only">Download </span>CSV
                  </span>
                </a>
              </Button>
              <Button size="sm" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="history" tabIndex={-1} className="px-3 py-5 outline-none sm:px-6 sm:py-8 print:p-0">
        {history.isPending ? (
          <HistoryLoading />
        ) : history.error || !data ? (
          <div className="mx-auto grid max-w-xl gap-3 rounded-card bg-surface p-6 shadow-card">
            <h1 className="text-2xl font-semibold tracking-tight">
              {history.error instanceof ApiError && history.error.status === 404
                ? 'Vehicle not found'
                : 'Service history unavailable'}
            </h1>
            <Alert tone="error" role="alert">
              {history.error instanceof ApiError && history.error.status === 404
                ? 'This vehicle is not in your garage.'
                : `The service history could not be loaded: ${history.error?.message ?? ''}`}
            </Alert>
            <Button variant="outline" className="justify-self-start" asChild>
              <Link to="/garage">Go to your garage</Link>
            </Button>
          </div>
        ) : (
          <HistoryDocument history={data} />
        )}
      </main>
      {data ? (
        <ShareDialog vehicleId={id} title={title} open={sharing} onOpenChange={setSharing} />
      ) : null}
    </div>
  );
}
