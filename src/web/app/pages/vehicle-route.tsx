// /vehicle/:id with the favorites toggle beside the car's own buttons.
import { SaveFavoriteButton } from '../../features/favorites/save-favorite-button.tsx';
import { VehiclePage } from '../../features/garage/vehicle-page.tsx';

export function VehicleRoute() {
  return (
    <VehiclePage actions={(vehicleId) => <SaveFavoriteButton vehicleId={vehicleId} size="sm" />} />
  );
}
