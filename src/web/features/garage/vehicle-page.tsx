import { ArrowLeft, FileText, FileUp, Fuel, Gauge, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useDeleteVehicle } from './delete-vehicle.ts';
import { FUEL_TYPE_LABELS, vehicleTitle, type FuelType } from './garage-types.ts';
import { useVehicle } from './get-vehicle.ts';
import { useLatestAssessment } from './get-latest-assessment.ts';
import { LatestAssessmentBlock } from './latest-assessment-block.tsx';
import { MaintenanceTab } from './maintenance-tab.tsx';
import { formatDistance, inReplyUnits } from './units.ts';
import { useVehicles } from './list-vehicles.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { NotAssessedBlock, SpecsBlock } from './vehicle-blocks.tsx';
import { BrandMark } from '../../components/brand-mark.tsx';
import { VehiclePhoto } from './vehicle-photo.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// The tabs other than Services load when first chosen (or when a link opens one).
const FuelTab = lazy(async () => ({ default: (await import('./fuel-tab.tsx')).FuelTab }));
const ExpensesTab = lazy(async () => ({
  default: (await import('./expenses-tab.tsx')).ExpensesTab,
}));
const RemindersTab = lazy(async () => ({
  default: (await import('./reminders-tab.tsx')).RemindersTab,
}));
const tabFallback = <Skeleton className="h-40 w-full rounded-card" />;

// Dialogs load on first open (see lazyDialog).
const ImportDialog = lazyDialog(async () => (await import('./import-dialog.tsx')).ImportDialog);
const VehicleFormDialog = lazyDialog(
  async () => (await import('./vehicle-form-dialog.tsx')).VehicleFormDialog,
);

/** `actions` renders beside the vehicle's own buttons (the app adds the favorites toggle). */
export function VehiclePage({ actions }: { actions?: (vehicleId: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const [userPrefs] = useUnitPrefs();
  // In the user's units: the page shows the server's distances, volumes and economy as given.
  // Deferred: a query's answer arrives as an urgent update, and the whole page drawn in it was one
  // long task (~35 ms on a slow phone, issue 30); React draws it in a transition, in slices.
  const vehicle = useDeferredValue(useVehicle(id, userPrefs));
  // The car in the API's km and litres, as the vehicle form reads it (the app-wide list).
  const canonical = useVehicles().data?.find((car) => car.id === id) ?? null;
  const latest = useLatestAssessment(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteVehicle();
  const navigate = useNavigate();
  const toast = useToast();
  const { setSelectedVehicle, refreshBilling } = useAppContext();

  // /vehicle/{id}?add=fuel|service (the home page's quick actions) opens that tab with its form.
  const [searchParams, setSearchParams] = useSearchParams();
  const addParam = searchParams.get('add');
  const [requested] = useState(() => ({
    id,
    kind: addParam === 'fuel' || addParam === 'service' ? addParam : null,
  }));
  const autoAdd = requested.id === id ? requested.kind : null;

  const data = vehicle.data;
  // Once the tabs are up (and the form with them), the link's ?add= goes, so a reload does not reopen it.
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded || addParam === null) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
  }, [loaded, addParam, setSearchParams]);

  useEffect(() => {
    if (data) setSelectedVehicle(data);
  }, [data, setSelectedVehicle]);

  if (vehicle.isPending) {
    return (
      <PageFrame>
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" aria-busy="true">
          <Skeleton className="aspect-[16/10] w-full rounded-card" />
          <div className="grid content-start gap-3">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
          <span className="sr-only" role="status">
            Loading the vehicle
          </span>
        </div>
      </PageFrame>
    );
  }

  if (vehicle.error || !data) {
    const missing = vehicle.error instanceof ApiError && vehicle.error.status === 404;
    return (
      <PageFrame>
        <h1 className="mb-3 text-2xl font-semibold tracking-tight">
          {missing ? 'Vehicle not found' : 'Vehicle unavailable'}
        </h1>
        <Alert tone="error" role="alert">
          {missing
            ? 'This vehicle is not in your garage.'
            : `The vehicle could not be loaded: ${vehicle.error?.message ?? ''}`}
        </Alert>
      </PageFrame>
    );
  }

  const title = vehicleTitle(data);
  // The units the reply is in (the user's, or the previous ones while a change is fetched).
  const prefs = inReplyUnits(userPrefs, data);
  const fuelLabel = data.fuelType ? (FUEL_TYPE_LABELS[data.fuelType as FuelType] ?? null) : null;

  return (
    <PageFrame>
      <section
        aria-labelledby="vehicle-title"
        className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start md:gap-8"
      >
        <VehiclePhoto vehicle={data} className="rounded-card shadow-card" />
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            {data.nickname ? <p className="font-medium text-brand">{data.nickname}</p> : null}
            <div className="flex items-center gap-3">
              <BrandMark make={data.make} className="size-11 md:size-12" />
              <h1 id="vehicle-title" className="text-title font-bold md:text-[2.25rem]">
                {title}
              </h1>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="muted" className="gap-1">
                <Gauge className="size-3.5" aria-hidden="true" />
                {formatDistance(data.mileage, prefs.distance)}
              </Badge>
              {fuelLabel ? (
                <Badge variant="muted" className="gap-1">
                  <Fuel className="size-3.5" aria-hidden="true" />
                  {fuelLabel}
                </Badge>
              ) : null}
              {data.plate ? (
                <Badge variant="muted" className="font-mono tracking-wider uppercase">
                  {data.plate}
                </Badge>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {actions?.(data.id)}
            <Button
              variant="outline"
              size="sm"
              disabled={!canonical}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              Edit vehicle
            </Button>
            <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Import CSV
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link to={`/vehicle/${encodeURIComponent(data.id)}/history`}>
                <FileText aria-hidden="true" />
                History &amp; sharing
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-destructive-soft"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              Delete vehicle
            </Button>
          </div>
          {/* Below the first view on a phone: committed (and laid out) after the car's own part. */}
          <AfterFirstPaint>
            <SpecsBlock vehicle={data} />
          </AfterFirstPaint>
        </div>
      </section>

      <AfterFirstPaint step={2}>
        <div className="grid gap-4 md:grid-cols-2">
          {latest.isPending ? (
            <Skeleton className="h-44 w-full rounded-card md:col-span-2" />
          ) : latest.data ? (
            <LatestAssessmentBlock vehicleId={data.id} assessment={latest.data} />
          ) : (
            <NotAssessedBlock vehicleId={data.id} />
          )}
        </div>
      </AfterFirstPaint>
      <AfterFirstPaint step={3}>
        <Card className="p-4 sm:p-5">
          <Tabs defaultValue={autoAdd === 'fuel' ? 'fuel' : 'maintenance'}>
            <TabsList
              className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto"
              aria-label="Records"
            >
              <TabsTrigger value="maintenance">Services</TabsTrigger>
              <TabsTrigger value="fuel">Fuel</TabsTrigger>
              <TabsTrigger value="expenses">Expenses</TabsTrigger>
              <TabsTrigger value="reminders">Reminders</TabsTrigger>
            </TabsList>
            <TabsContent value="maintenance">
              <MaintenanceTab vehicle={data} prefs={prefs} openForm={autoAdd === 'service'} />
            </TabsContent>
            <TabsContent value="fuel">
              <Suspense fallback={tabFallback}>
                <FuelTab vehicle={data} prefs={prefs} openForm={autoAdd === 'fuel'} />
              </Suspense>
            </TabsContent>
            <TabsContent value="expenses">
              <Suspense fallback={tabFallback}>
                <ExpensesTab vehicle={data} prefs={prefs} />
              </Suspense>
            </TabsContent>
            <TabsContent value="reminders">
              <Suspense fallback={tabFallback}>
                <RemindersTab vehicle={data} prefs={prefs} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </Card>
      </AfterFirstPaint>

      {canonical ? (
        <VehicleFormDialog
          open={editing}
          onOpenChange={setEditing}
          vehicle={canonical}
          distance={userPrefs.distance}
        />
      ) : null}
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        vehicleId={data.id}
        vehicleTitle={title}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${title}?`}
        description="The car, its services, fill-ups, expenses, reminders and photos are removed for good."
        confirmLabel="Delete vehicle"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              setSelectedVehicle(null);
              void refreshBilling();
              toast({ title: `${title} was deleted`, tone: 'success' });
              void navigate('/garage', { replace: true });
            },
          })
        }
      />
    </PageFrame>
  );
}

function PageFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-4 pb-10 sm:px-6 md:pt-6 lg:px-8">
      <nav aria-label="Breadcrumb">
        <Link
          to="/garage"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Garage
        </Link>
      </nav>
      {children}
    </div>
  );
}
