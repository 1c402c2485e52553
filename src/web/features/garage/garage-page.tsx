import { CalendarClock, CarFront, Fuel, Gauge, Plus, Wallet, Wrench } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { vehicleTitle, type Vehicle } from './garage-types.ts';
import { useVehiclesIn } from './list-vehicles.ts';
import { UnitSwitch } from './unit-switch.tsx';
import { formatDate, formatDistance, formatEconomy } from './units.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { VehiclePhoto } from './vehicle-photo.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const VehicleFormDialog = lazyDialog(
  async () => (await import('./vehicle-form-dialog.tsx')).VehicleFormDialog,
);

export const NOT_AUTHENTICATED = 'User not authenticated';

/**
 * SPEC.md §5: adding a vehicle needs a signed-in user and the garage limit check (which opens
 * the limit modal and refuses when a free user is at the cap).
 */
export function useAddVehicleGate() {
  const { user, checkLimit } = useAppContext();
  const toast = useToast();
  return () => {
    if (!user) {
      toast({ title: NOT_AUTHENTICATED, tone: 'error' });
      return false;
    }
    return checkLimit('garage');
  };
}

export function GaragePage() {
  const [prefs] = useUnitPrefs();
  // In the user's units: the cards show the server's mileage and last economy as given.
  const vehicles = useVehiclesIn(prefs);
  const [adding, setAdding] = useState(false);
  const mayAdd = useAddVehicleGate();
  const { refreshBilling, usageSummary, openLimitModal } = useAppContext();
  const navigate = useNavigate();

  const startAdding = () => {
    if (mayAdd()) setAdding(true);
  };

  // /garage?add=vehicle (the home page's first-run call to action) opens the add-car form; a free
  // member already at the garage cap gets the limit modal instead, as with the button.
  const [searchParams, setSearchParams] = useSearchParams();
  const addRequested = searchParams.get('add') === 'vehicle';
  const mayAddNow = !usageSummary || usageSummary.premium || usageSummary.features.garage.allowed;
  const clearAddRequest = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('add');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // Once the car is saved the garage is on its way to the car's page: the request is done (the
  // usage answered meanwhile is at the cap, and that must not open the limit modal, nor clearing
  // the request interrupt the way to the car).
  // (`saved` for rendering; `savedNow` for the dialog's close, in the same event as the save.)
  const [saved, setSaved] = useState(false);
  const savedNow = useRef(false);
  useEffect(() => {
    if (!addRequested || mayAddNow || saved) return;
    openLimitModal('garage');
    clearAddRequest();
  }, [addRequested, mayAddNow, saved, openLimitModal, clearAddRequest]);
  const formOpen = adding || (addRequested && mayAddNow && !saved);

  const list = vehicles.data ?? [];

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:pt-8 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-title font-bold md:text-[2.25rem]">Garage</h1>
          <p className="text-base text-muted-foreground">
            {list.length > 0
              ? `${list.length} ${list.length === 1 ? 'car' : 'cars'} · services, fuel and costs in one place`
              : 'Your cars with their services, fuel-ups and expenses.'}
          </p>
        </div>
        <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto">
          <UnitSwitch />
          {list.length > 0 ? (
            <Button onClick={startAdding}>
              <Plus aria-hidden="true" />
              Add vehicle
            </Button>
          ) : null}
        </div>
      </header>

      {list.length > 0 ? (
        <nav aria-label="Garage overviews" className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Button asChild variant="outline">
            <Link to="/upcoming-services">
              <CalendarClock aria-hidden="true" />
              Upcoming
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/maintenance-costs">
              <Wallet aria-hidden="true" />
              Costs
            </Link>
          </Button>
        </nav>
      ) : null}

      {vehicles.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-80 rounded-card" />
          ))}
          <span className="sr-only" role="status">
            Loading your garage
          </span>
        </div>
      ) : vehicles.error ? (
        <Alert tone="error" role="alert">
          Your garage could not be loaded: {vehicles.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void vehicles.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyGarage onAdd={startAdding} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your vehicles">
          {list.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard vehicle={vehicle} />
            </li>
          ))}
        </ul>
      )}

      <VehicleFormDialog
        open={formOpen}
        onOpenChange={(open) => {
          setAdding(open);
          if (!open && addRequested && !savedNow.current) clearAddRequest();
        }}
        vehicle={null}
        distance={prefs.distance}
        onSaved={(vehicle) => {
          savedNow.current = true;
          setSaved(true);
          void refreshBilling();
          // From /garage?add=vehicle the car's page takes its place: Back goes where the visit began.
          void navigate(`/vehicle/${vehicle.id}`, { replace: addRequested });
        }}
      />
    </div>
  );
}

function EmptyGarage({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center md:py-16">
      <div className="relative mb-5 grid size-20 place-items-center rounded-[1.75rem] bg-brand-soft text-brand-soft-foreground">
        <CarFront className="size-9" aria-hidden="true" strokeWidth={1.75} />
        <span className="absolute -right-1 -bottom-1 grid size-7 place-items-center rounded-full border-4 border-surface bg-brand text-brand-foreground">
          <Plus className="size-3.5" aria-hidden="true" />
        </span>
      </div>
      <h2 className="text-heading font-semibold">Add your first car</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Type its VIN and Odo fills in the rest. Then log services and fill-ups to see what it really
        costs and what it needs next.
      </p>
      <ul className="mt-6 grid gap-2 text-left text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Wrench className="size-4 text-brand" aria-hidden="true" /> Service history and reminders
        </li>
        <li className="flex items-center gap-2">
          <Fuel className="size-4 text-brand" aria-hidden="true" /> Fuel economy per fill-up
        </li>
        <li className="flex items-center gap-2">
          <Wallet className="size-4 text-brand" aria-hidden="true" /> Running costs by month
        </li>
      </ul>
      <Button size="lg" className="mt-7" onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add vehicle
      </Button>
    </Card>
  );
}

function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const next = vehicle.nextService;
  const title = vehicleTitle(vehicle);
  return (
    <Card className="group relative h-full overflow-hidden transition-shadow focus-within:ring-4 focus-within:ring-brand/20 hover:shadow-raised">
      <VehiclePhoto vehicle={vehicle} alt="" className="rounded-t-card" />
      <div className="grid gap-3 p-4">
        <div className="flex min-w-0 items-center gap-3">
          <BrandMark make={vehicle.make} className="size-10" />
          <div className="min-w-0">
            {vehicle.nickname ? (
              <p className="truncate text-sm font-medium text-brand">{vehicle.nickname}</p>
            ) : null}
            <h2 className="truncate text-lg font-semibold">
              <Link
                to={`/vehicle/${vehicle.id}`}
                className="outline-none after:absolute after:inset-0 after:content-['']"
              >
                {title}
              </Link>
            </h2>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Gauge className="size-3.5" aria-hidden="true" /> Mileage
            </dt>
            <dd className="font-semibold tabular-nums">
              {formatDistance(vehicle.mileage, vehicle.units.distance)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Fuel className="size-3.5" aria-hidden="true" /> Last economy
            </dt>
            <dd className="font-semibold tabular-nums">{formatEconomy(vehicle.lastFuelEconomy)}</dd>
          </div>
        </dl>
        <div className="flex items-center gap-2 border-t border-border pt-3 text-sm">
          <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
          {next ? (
            <>
              <span className="min-w-0 flex-1 truncate">
                <span className="sr-only">Next service: </span>
                {next.title}
                {next.effectiveDate ? ` · ${formatDate(next.effectiveDate)}` : ''}
              </span>
              {next.status === 'overdue' ? (
                <Badge variant="warning">Overdue</Badge>
              ) : next.status === 'due_soon' ? (
                <Badge variant="soft">Due soon</Badge>
              ) : null}
            </>
          ) : (
            <span className="text-muted-foreground">No service due</span>
          )}
        </div>
      </div>
    </Card>
  );
}
