import { cn } from '../../lib/cn.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import type { Vehicle } from './garage-types.ts';

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
      <BrandMark make={vehicle.make} className="size-20 text-3xl" />
    </div>
  );
}
