// The car the home page shows. The choice is the app's "selected vehicle" (SPEC.md §3: set when a
// car's page is opened, or here), and it is also kept in this browser per user, so the home page
// opens on the same car next time. A car that left the garage falls back to the newest one. The
// list is read in the user's units: the card shows its mileage and economy as the server gave them.
import { useCallback, useState } from 'react';
import { useAppContext } from '../../lib/app-context.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import type { Vehicle } from './garage-types.ts';
import { useVehiclesIn } from './list-vehicles.ts';

const KEY_PREFIX = 'odo.home-vehicle.';

export function readStoredVehicleId(userId: string | null | undefined): string | null {
  if (!userId) return null;
  try {
    return window.localStorage.getItem(KEY_PREFIX + userId);
  } catch {
    return null;
  }
}

function storeVehicleId(userId: string, vehicleId: string) {
  try {
    window.localStorage.setItem(KEY_PREFIX + userId, vehicleId);
  } catch {
    // Private mode or a full store: the choice lasts for this visit only.
  }
}

/** Which of `list` to show: the app's selection, else the stored one, else the newest car. */
export function pickVehicle(
  list: readonly Vehicle[],
  selectedId: string | null,
  storedId: string | null,
): Vehicle | null {
  return (
    list.find((vehicle) => vehicle.id === selectedId) ??
    list.find((vehicle) => vehicle.id === storedId) ??
    list[0] ??
    null
  );
}

export function useHomeVehicle() {
  const { user, selectedVehicle, setSelectedVehicle } = useAppContext();
  const userId = user?.id ?? null;
  const [prefs] = useUnitPrefs();
  const vehicles = useVehiclesIn(prefs, userId !== null);
  const [stored, setStored] = useState(() => ({ userId, id: readStoredVehicleId(userId) }));
  const storedId = stored.userId === userId ? stored.id : readStoredVehicleId(userId);
  const list = vehicles.data ?? [];
  const vehicle = pickVehicle(list, selectedVehicle?.id ?? null, storedId);

  const select = useCallback(
    (next: Vehicle) => {
      if (!userId) return;
      storeVehicleId(userId, next.id);
      setStored({ userId, id: next.id });
      setSelectedVehicle(next);
    },
    [userId, setSelectedVehicle],
  );

  return { vehicles, list, vehicle, select };
}
