// The home page's car card: the selected car's photo and name, its four figures (home-vehicle-stats)
// and a switch between cars when there are several. A garage with no car shows the first-run
// walk-through instead.
import { ChevronRight, Gauge } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { HomeBlockError } from '../../components/home-block.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { vehicleTitle, type Vehicle } from './garage-types.ts';
import { EconomyStat, MonthSpend, NextService, Stat } from './home-vehicle-stats.tsx';
import type { useHomeVehicle } from './selected-vehicle.ts';
import { formatDistance } from './units.ts';
import { VehiclePhoto } from './vehicle-photo.tsx';

export type HomeVehicle = ReturnType<typeof useHomeVehicle>;

const HEADING_ID = 'home-vehicle-heading';

// Only a member without a car sees the first-car invitation: the others never download it.
const FirstCarBlock = lazy(async () => ({
  default: (await import('./first-car-block.tsx')).FirstCarBlock,
}));

export function HomeVehicleBlock({ home }: { home: HomeVehicle }) {
  const { vehicles, list, vehicle, select } = home;
  if (vehicles.isPending) return <VehicleCardSkeleton />;
  if (vehicles.error) {
    return (
      <section aria-labelledby={HEADING_ID}>
        <Card className="grid gap-3 p-4 sm:p-5">
          <h2 id={HEADING_ID} className="text-base font-semibold">
            Your car
          </h2>
          <HomeBlockError
            message="Your garage could not be loaded. Check your connection and try again."
            onRetry={() => void vehicles.refetch()}
            retrying={vehicles.isFetching}
          />
        </Card>
      </section>
    );
  }
  if (!vehicle) {
    return (
      <Suspense fallback={<VehicleCardSkeleton />}>
        <FirstCarBlock />
      </Suspense>
    );
  }
  return <VehicleCard vehicle={vehicle} list={list} onSelect={select} />;
}

function VehicleCard({
  vehicle,
  list,
  onSelect,
}: {
  vehicle: Vehicle;
  list: readonly Vehicle[];
  onSelect: (vehicle: Vehicle) => void;
}) {
  const [prefs] = useUnitPrefs();
  const title = vehicleTitle(vehicle);
  return (
    <section aria-labelledby={HEADING_ID} data-testid="home-vehicle">
      <Card className="overflow-hidden">
        <div className="grid">
          {/* The photo is the card's banner from tablets up; a phone shows it as a thumbnail. */}
          <div className="relative hidden md:block">
            <VehiclePhoto
              vehicle={vehicle}
              alt={`Photo of the ${title}`}
              className="aspect-auto h-44 xl:h-52"
            />
            {vehicle.plate ? (
              <span className="absolute bottom-3 left-3 rounded-md border border-black/10 bg-white/95 px-2 py-0.5 font-mono text-xs font-bold tracking-wider text-neutral-900 uppercase shadow-sm">
                {vehicle.plate}
              </span>
            ) : null}
          </div>
          {/* From tablets up "Open car" sits beside the name; on a phone it closes the card. */}
          <div className="grid content-start gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto]">
            <div className="flex min-w-0 items-center gap-3 md:col-start-1 md:row-start-1">
              {vehicle.imageUrl ? (
                <img
                  src={vehicle.imageUrl}
                  alt={`Photo of the ${title}`}
                  className="aspect-[4/3] w-20 shrink-0 rounded-lg bg-muted object-cover md:hidden"
                />
              ) : (
                <BrandMark make={vehicle.make} className="size-11 md:hidden" />
              )}
              <BrandMark make={vehicle.make} className="hidden size-11 md:grid" />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {vehicle.nickname ? vehicle.nickname : 'Your car'}
                </p>
                <h2 id={HEADING_ID} className="text-lg leading-snug font-bold break-words">
                  {title}
                </h2>
              </div>
            </div>
            {list.length > 1 ? (
              <div className="md:col-span-2">
                <CarSwitch list={list} selectedId={vehicle.id} onSelect={onSelect} />
              </div>
            ) : null}
            <dl className="grid grid-cols-2 gap-2.5 md:col-span-2 md:grid-cols-4">
              <Stat icon={Gauge} label="Mileage">
                <span className="tabular-nums">
                  {formatDistance(vehicle.mileage, vehicle.units.distance)}
                </span>
              </Stat>
              <MonthSpend vehicleId={vehicle.id} prefs={prefs} />
              <NextService vehicle={vehicle} distance={vehicle.units.distance} />
              <EconomyStat vehicle={vehicle} />
            </dl>
            <Button
              asChild
              variant="outline"
              className="w-full md:col-start-2 md:row-start-1 md:w-auto md:self-center"
            >
              <Link to={`/vehicle/${encodeURIComponent(vehicle.id)}`}>
                Open car<span className="sr-only">: {title}</span>
                <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </Card>
    </section>
  );
}

function shortName(vehicle: Vehicle) {
  return vehicle.nickname || `${vehicle.make} ${vehicle.model}`;
}

function CarSwitch({
  list,
  selectedId,
  onSelect,
}: {
  list: readonly Vehicle[];
  selectedId: string;
  onSelect: (vehicle: Vehicle) => void;
}) {
  return (
    <div role="group" aria-label="Show another car" className="flex flex-wrap gap-2">
      {list.map((car) => {
        const selected = car.id === selectedId;
        return (
          <button
            key={car.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(car)}
            className={cn(
              'inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              selected
                ? 'border-brand bg-brand-soft text-brand-soft-foreground'
                : 'border-border bg-surface text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            <BrandMark make={car.make} className="size-5 text-[0.625rem]" />
            <span className="truncate">{shortName(car)}</span>
          </button>
        );
      })}
    </div>
  );
}

function VehicleCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <div className="grid">
        <Skeleton className="hidden h-44 w-full rounded-none md:block xl:h-52" />
        <div className="grid content-start gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="flex items-center gap-3 md:col-start-1 md:row-start-1">
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-5 w-3/4" />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2.5 md:col-span-2 md:grid-cols-4">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-[5.5rem]" />
            ))}
          </div>
          <Skeleton className="h-11 w-full md:col-start-2 md:row-start-1 md:w-32 md:self-center" />
        </div>
      </div>
      <span className="sr-only" role="status">
        Loading your car
      </span>
    </Card>
  );
}
