// /carlens-details?id=… (full screen, no shell: SPEC.md §2): the car a scan decoded, its known
// problems with sources, and what to do next — assess it, add it to the garage, scan another.
// `actions` is a slot for other features' buttons (the router passes the favorites toggle).
import { Gauge, ScanLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { AddToGarageDialog } from './add-to-garage-dialog.tsx';
import { useCarLensResult, type CarLensResultReply } from './get-result.ts';
import { KnownProblemsList } from './known-problems-list.tsx';
import { LikelyMatches } from './likely-matches.tsx';
import { VehicleFacts } from './vehicle-facts.tsx';

export type CarLensActions = (result: CarLensResultReply) => ReactNode;

const METHOD_LABEL = {
  barcode: 'Read from the barcode',
  ocr: 'Read from the photo',
  manual: 'Typed VIN',
  model: 'Recognised by a model',
} as const;

/** /assessment prefilled with the decoded car (the assessment page reads these). */
export function assessmentLink(vehicle: NonNullable<CarLensResultReply['vehicle']>): string {
  const params = new URLSearchParams();
  if (vehicle.year) params.set('year', String(vehicle.year));
  if (vehicle.make) params.set('make', vehicle.make);
  if (vehicle.model) params.set('model', vehicle.model);
  if (vehicle.trim) params.set('trim', vehicle.trim);
  params.set('vin', vehicle.vin);
  return `/assessment?${params.toString()}`;
}

export function CarLensDetailsPage({ actions }: { actions?: CarLensActions } = {}) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5 px-4 pt-2 pb-12 sm:px-6">
      {id ? <Details id={id} actions={actions} /> : <Missing />}
    </div>
  );
}

function Missing({ message }: { message?: string }) {
  return (
    <Card className="grid gap-4 p-6">
      <h1 className="text-2xl font-bold">No scan to show</h1>
      <p className="text-muted-foreground">
        {message ?? 'This page shows a car you scanned with Car Lens.'}
      </p>
      <Button asChild className="justify-self-start">
        <Link to="/car-lens">
          <ScanLine aria-hidden="true" />
          Scan a car
        </Link>
      </Button>
    </Card>
  );
}

function Details({ id, actions }: { id: string; actions?: CarLensActions | undefined }) {
  const query = useCarLensResult(id);
  if (query.isPending) {
    return (
      <div
        role="status"
        className="grid gap-4"
        aria-busy="true"
        aria-label="Loading the scanned car"
      >
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return gone ? (
      <Missing message="That scan is not in your account." />
    ) : (
      <Alert tone="error">The scan could not be loaded: {query.error.message}</Alert>
    );
  }
  const result = query.data;
  const vehicle = result.vehicle;
  if (!vehicle) {
    if (result.likely.length === 0) return <Missing message="That scan did not identify a car." />;
    return (
      <Card className="grid gap-4 p-5 sm:p-7">
        <LikelyMatches matches={result.likely} engine={result.engine} />
        <div className="flex flex-wrap gap-2">
          {actions?.(result)}
          <Button variant="outline" asChild>
            <Link to="/car-lens">
              <ScanLine aria-hidden="true" />
              Scan the VIN
            </Link>
          </Button>
        </div>
      </Card>
    );
  }
  // A plant that builds several brands (Avtotor: "Kia / Hyundai") names them where a make would be.
  const name =
    [vehicle.year, vehicle.make ?? vehicle.manufacturer, vehicle.model].filter(Boolean).join(' ') ||
    'Unknown car';

  return (
    <>
      <Card className="grid gap-4 p-5 sm:p-7">
        <div className="flex flex-wrap items-center gap-4">
          {vehicle.make ? <BrandMark make={vehicle.make} className="size-14" /> : null}
          {/* At least 14rem for the name: on a phone the badges go to the next line instead of
              squeezing a long name ("2017 Kia / Hyundai") under them. */}
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <h1 className="text-2xl font-bold break-words sm:text-3xl">{name}</h1>
            <p className="font-mono text-sm tracking-wider text-muted-foreground">
              VIN {vehicle.vin}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="soft">{METHOD_LABEL[result.method]}</Badge>
            <Badge variant="muted">
              {result.engine === 'built-in' ? "Odo's built-in reader" : result.engine}
            </Badge>
          </div>
        </div>
        {!vehicle.complete ? (
          <Alert tone="info">
            {vehicle.source === 'wmi'
              ? 'The vehicle database has no details of this car: the maker, the country and the year are read from the VIN itself.'
              : 'The vehicle database knows this maker but not every detail of this car.'}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={assessmentLink(vehicle)}>
              <Gauge aria-hidden="true" />
              Assess it
            </Link>
          </Button>
          <AddToGarageDialog vehicle={vehicle} />
          {actions?.(result)}
          <Button variant="outline" asChild>
            <Link to="/car-lens">
              <ScanLine aria-hidden="true" />
              Scan another
            </Link>
          </Button>
        </div>
      </Card>

      <Card className="grid gap-4 p-5 sm:p-7">
        <h2 className="text-lg font-semibold">What the VIN says</h2>
        <VehicleFacts vehicle={vehicle} />
        <p className="text-xs text-muted-foreground">
          {vehicle.source === 'wmi'
            ? 'Decoded offline from the VIN itself: maker codes (ISO 3780) and the model-year code.'
            : "Decoded offline from NHTSA's vPIC database."}
        </p>
      </Card>

      <Card className="grid gap-4 p-5 sm:p-7">
        <h2 className="text-lg font-semibold">Known problems</h2>
        <KnownProblemsList problems={result.knownProblems} />
      </Card>
    </>
  );
}
