// /carlens-details with the favorites toggle beside the scanned car's own buttons. It is a full-screen
// page (no shell, so no shell toaster): it brings its own for the toggle's "Saved" / "Undo" toasts.
// A "likely" result (no VIN decoded) gets no toggle: the API saves only a car read from its VIN.
import { Toaster } from '../../components/ui/toast.tsx';
import { CarLensDetailsPage } from '../../features/car-lens/carlens-details-page.tsx';
import { SaveFavoriteButton } from '../../features/favorites/save-favorite-button.tsx';

export function CarLensDetailsRoute() {
  return (
    <Toaster>
      <CarLensDetailsPage
        actions={(result) =>
          result.vehicle?.year && result.vehicle.make ? (
            <SaveFavoriteButton carLensId={result.id} />
          ) : null
        }
      />
    </Toaster>
  );
}
