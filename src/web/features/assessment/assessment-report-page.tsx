// /assessment/{id}: one saved assessment as a printable report (no app chrome, like the garage's
// service history): Print, Delete, and the actions slot (e.g. save to favorites).
import { ArrowLeft, Printer, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { formatDay, vehicleName } from './assessment-format.ts';
import { AssessmentResultView, type AssessmentActions } from './assessment-result.tsx';
import { ReportStyles } from './report-styles.tsx';
import { useDeleteAssessment } from './delete-assessment.ts';
import { useAssessment } from './get-assessment.ts';

interface AssessmentReportPageProps {
  /** Buttons in the report's toolbar (the router passes the favorites feature's save button). */
  actions?: AssessmentActions;
}

export function AssessmentReportPage({ actions }: AssessmentReportPageProps = {}) {
  const { id = '' } = useParams();
  const assessment = useAssessment(id);
  const [prefs] = useUnitPrefs();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteAssessment();
  const navigate = useNavigate();
  const data = assessment.data;
  const name = data ? vehicleName(data.vehicle) : '';

  // "Save as PDF" names the file after the page title.
  useEffect(() => {
    if (name) document.title = `${name} assessment · Odo`;
  }, [name]);

  const missing = assessment.error instanceof ApiError && assessment.error.status === 404;

  return (
    <div className="min-h-dvh bg-muted/60 print:bg-white">
      <ReportStyles />
      <a
        href="#report"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 print:hidden"
      >
        Skip to the report
      </a>
      <header className="sticky top-0 z-10 border-b border-border bg-surface/90 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-3 py-2.5 sm:px-6">
          <Link
            to="/assessment"
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-control px-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground sm:pl-0 sm:hover:bg-transparent"
          >
            <ArrowLeft className="size-5 sm:size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Assessments</span>
          </Link>
          {data ? (
            <div className="flex items-center gap-1.5 sm:gap-2">
              {actions ? actions(data) : null}
              <Button
                variant="outline"
                size="sm"
                onClick={() => setDeleting(true)}
                className="text-destructive hover:bg-destructive-soft"
              >
                <Trash2 aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Delete</span>
              </Button>
              <Button size="sm" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="report" tabIndex={-1} className="px-3 py-5 outline-none sm:px-6 sm:py-8 print:p-0">
        {assessment.isPending ? (
          <div
            className="mx-auto grid w-full max-w-4xl gap-4 rounded-card bg-surface p-6"
            aria-busy="true"
          >
            <div className="flex items-center gap-5">
              <Skeleton className="size-28 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-8 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-16 w-full" />
              </div>
            </div>
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-56 w-full" />
            <span className="sr-only" role="status">
              Loading the report
            </span>
          </div>
        ) : assessment.error || !data ? (
          <div className="mx-auto grid max-w-xl gap-3 rounded-card bg-surface p-6 shadow-card">
            <h1 className="text-2xl font-semibold tracking-tight">
              {missing ? 'Assessment not found' : 'Report unavailable'}
            </h1>
            <Alert tone="error" role="alert">
              {missing
                ? 'This assessment is not among yours. It may have been deleted.'
                : `The report could not be loaded: ${assessment.error?.message ?? ''}`}
            </Alert>
            <Button variant="outline" className="justify-self-start" asChild>
              <Link to="/assessment">Go to your assessments</Link>
            </Button>
          </div>
        ) : (
          <div className="odo-paper mx-auto w-full max-w-4xl rounded-card border border-border p-5 shadow-card sm:p-8 md:p-10">
            <div className="mb-7 flex items-center justify-between gap-4 border-b border-border pb-4">
              <div className="flex items-center gap-2.5">
                <LogoMark className="size-8" />
                <div className="leading-tight">
                  <p className="text-sm font-bold tracking-tight">Odo</p>
                  <p className="text-xs text-muted-foreground">Vehicle assessment report</p>
                </div>
              </div>
              <p className="grid text-right text-xs text-muted-foreground">
                <span>Assessed</span>
                <span className="font-medium whitespace-nowrap text-foreground">
                  {formatDay(data.createdAt)}
                </span>
              </p>
            </div>
            <AssessmentResultView result={data} distance={prefs.distance} titleAs="h1" />
          </div>
        )}
      </main>
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) remove.reset();
        }}
        title="Delete this assessment?"
        description={`The report on the ${name} is removed for good. It does not give back a free assessment.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          remove.mutate(id, {
            // Outside the shell there is no toast: the list it returns to shows it gone.
            onSuccess: () => void navigate('/assessment', { replace: true }),
          })
        }
      />
    </div>
  );
}
