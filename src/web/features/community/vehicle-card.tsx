import { CarFront, Gauge } from 'lucide-react';
import type { PostVehicleCard } from '../../../shared/community-vocab.ts';
import { fromKm } from '../../../shared/units-vocab.ts';
import { cn } from '../../lib/cn.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { vehicleName } from './community-format.ts';

/** A garage car attached to a post, as it was when attached. */
export function VehicleCard({
  vehicle,
  className,
}: {
  vehicle: Pick<PostVehicleCard, 'year' | 'make' | 'model' | 'trim' | 'nickname' | 'imageUrl'> & {
    mileage: number | null;
  };
  className?: string;
}) {
  const [{ distance }] = useUnitPrefs();
  return (
    <figure
      className={cn(
        'flex items-center gap-3 rounded-control border border-border bg-muted/40 p-3',
        className,
      )}
    >
      {vehicle.imageUrl ? (
        <img
          src={vehicle.imageUrl}
          alt=""
          className="size-16 shrink-0 rounded-[0.625rem] object-cover"
          loading="lazy"
        />
      ) : (
        <div className="grid size-16 shrink-0 place-items-center rounded-[0.625rem] bg-brand-soft text-brand-soft-foreground">
          <CarFront className="size-7" aria-hidden="true" />
        </div>
      )}
      <figcaption className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          From the garage
        </p>
        <p className="truncate font-semibold">{vehicleName(vehicle)}</p>
        {vehicle.nickname ? (
          <p className="truncate text-sm text-brand">“{vehicle.nickname}”</p>
        ) : null}
        {vehicle.mileage !== null ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground tabular-nums">
            <Gauge className="size-3.5" aria-hidden="true" />
            {Math.round(fromKm(vehicle.mileage, distance)).toLocaleString('en-US')} {distance}
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}
