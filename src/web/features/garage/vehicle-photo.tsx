import { cn } from '../../lib/cn.ts';
import type { Vehicle } from './garage-types.ts';

/** A neutral brand mark: the make's initial in a circle (no logo set is bundled). */
export function BrandMark({ make, className }: { make: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full border border-border bg-surface text-sm font-bold text-brand-soft-foreground uppercase shadow-xs',
        className,
      )}
    >
      {make.trim().charAt(0) || '?'}
    </span>
  );
}

/** The car's photo, or a calm placeholder with its brand mark. */
export function VehiclePhoto({
  vehicle,
  className,
  alt,
}: {
  vehicle: Pick<Vehicle, 'imageUrl' | 'make' | 'model'>;
  className?: string;
  alt?: string;
}) {
  if (vehicle.imageUrl) {
    return (
      <img
        src={vehicle.imageUrl}
        alt={alt ?? `${vehicle.make} ${vehicle.model}`}
        loading="lazy"
        className={cn('aspect-[16/10] w-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <div
      className={cn(
        'grid aspect-[16/10] w-full place-items-center bg-gradient-to-br from-brand-soft via-muted to-background',
        className,
      )}
    >
      <BrandMark make={vehicle.make} className="size-16 text-2xl" />
    </div>
  );
}
