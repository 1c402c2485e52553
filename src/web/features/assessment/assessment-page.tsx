// /assessment: assess a garage car or any car, read the result, and reopen past assessments.
import { ArrowLeft, FileText, Gauge, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { AssessmentForm, type InitialCar } from './assessment-form.tsx';
import { AssessmentHistory } from './assessment-history.tsx';
import type { AssessmentActions } from './assessment-result.tsx';
import type { AssessmentReply } from './create-assessment.ts';

// The result's code is not part of the form's first view: it loads when the form is first used,
// so it is there by the time a result comes back.
const loadResultView = () => import('./assessment-result.tsx');
const AssessmentResultView = lazy(async () => ({
  default: (await loadResultView()).AssessmentResultView,
}));
function preloadResultView() {
  loadResultView().catch(() => {
    // Retried when a result is shown.
  });
}

interface AssessmentPageProps {
  /** Buttons shown with a result (the router passes the favorites feature's save button). */
  actions?: AssessmentActions;
}

export function AssessmentPage({ actions }: AssessmentPageProps = {}) {
  const [params] = useSearchParams();
  const vehicleId = params.get('vehicleId');
  const initialCar = carFromParams(params);
  const [prefs] = useUnitPrefs();
  const [result, setResult] = useState<AssessmentReply | null>(null);
  // A new form each time (fresh values, the same ?vehicleId).
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:pt-8 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-title font-bold md:text-[2.25rem]">Vehicle assessment</h1>
          <p className="max-w-2xl text-base text-muted-foreground">
            A reliability score, the known problems of that model year with their sources, and what
            to check first — for your car or one you are thinking of buying.
          </p>
        </div>
        <AllowanceBadge />
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        {result ? (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setResult(null);
                  setFormKey((key) => key + 1);
                }}
              >
                <ArrowLeft aria-hidden="true" />
                New assessment
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/assessment/${encodeURIComponent(result.id)}`}>
                  <FileText aria-hidden="true" />
                  Printable report
                </Link>
              </Button>
            </div>
            <Card className="p-5 sm:p-7">
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-muted-foreground">
                    Loading the result…
                  </p>
                }
              >
                <AssessmentResultView result={result} distance={prefs.distance} actions={actions} />
              </Suspense>
            </Card>
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => {
                setResult(null);
                setFormKey((key) => key + 1);
              }}
            >
              <Plus aria-hidden="true" />
              Assess another car
            </Button>
          </div>
        ) : (
          <Card
            className="p-4 sm:p-6"
            onFocus={preloadResultView}
            onPointerDown={preloadResultView}
          >
            <AssessmentForm
              key={formKey}
              distance={prefs.distance}
              initialVehicleId={vehicleId}
              initialCar={initialCar}
              onAssessed={(reply) => {
                setResult(reply);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </Card>
        )}
        {/* Below the form on a phone: committed (and laid out) after it. */}
        <AfterFirstPaint>
          <AssessmentHistory distance={prefs.distance} />
        </AfterFirstPaint>
      </div>
    </div>
  );
}

/**
 * `/assessment?year=…&make=…&model=…&trim=…&vin=…` (Car Lens's "Assess it"): a described car,
 * prefilled. Null unless year, make and model are all there.
 */
function carFromParams(params: URLSearchParams): InitialCar | null {
  const [year, make, model] = [params.get('year'), params.get('make'), params.get('model')];
  if (!year || !make || !model) return null;
  return { year, make, model, trim: params.get('trim') ?? '', vin: params.get('vin') ?? '' };
}

/** What the plan allows this month: "1 free assessment left" or "Unlimited with Premium". */
function AllowanceBadge() {
  const { usageSummary, premium } = useAppContext();
  if (premium) {
    return (
      <Badge variant="soft" className="gap-1.5 px-3 py-1">
        <Gauge className="size-3.5" aria-hidden="true" />
        Unlimited with Premium
      </Badge>
    );
  }
  const remaining = usageSummary?.features.assessment.remaining;
  if (remaining == null) return null;
  return (
    <Badge variant={remaining > 0 ? 'soft' : 'muted'} className="gap-1.5 px-3 py-1">
      <Gauge className="size-3.5" aria-hidden="true" />
      {remaining > 0
        ? `${remaining} free ${remaining === 1 ? 'assessment' : 'assessments'} left this month`
        : 'Free assessment used this month'}
    </Badge>
  );
}
