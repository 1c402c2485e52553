// The user's display units: the server's garage settings when it has them, else a choice kept in
// this browser.
import { useCallback, useSyncExternalStore } from 'react';
import { useGarageSettings, useSaveGarageSettings } from './garage-settings.ts';
import {
  CANONICAL_UNITS,
  DISTANCE_UNITS,
  VOLUME_UNITS,
  type Units,
} from '../../../shared/units-vocab.ts';

/** What the user reads figures in: the server's units plus their currency. */
export interface UnitPrefs extends Units {
  currency: string;
}

export const DEFAULT_UNITS: UnitPrefs = { ...CANONICAL_UNITS, currency: 'USD' };

const KEY = 'odo.units';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: UnitPrefs } | null = null;

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

function readLocal(): UnitPrefs {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.value;
  let value = DEFAULT_UNITS;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<UnitPrefs>;
      value = {
        distance: oneOf(DISTANCE_UNITS, parsed.distance) ?? DEFAULT_UNITS.distance,
        volume: oneOf(VOLUME_UNITS, parsed.volume) ?? DEFAULT_UNITS.volume,
        currency: typeof parsed.currency === 'string' ? parsed.currency : DEFAULT_UNITS.currency,
      };
    } catch {
      value = DEFAULT_UNITS;
    }
  }
  cached = { raw, value };
  return value;
}

function writeLocal(next: Partial<UnitPrefs>) {
  const value = { ...readLocal(), ...next };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode: the choice lasts until the page reloads.
    cached = { raw: null, value };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnitPrefs(): [UnitPrefs, (next: Partial<UnitPrefs>) => void] {
  const local = useSyncExternalStore(subscribe, readLocal, () => DEFAULT_UNITS);
  const settings = useGarageSettings();
  const save = useSaveGarageSettings();
  const server = settings.data;
  const prefs: UnitPrefs = server
    ? { distance: server.distanceUnit, volume: server.volumeUnit, currency: server.currency }
    : local;
  const { mutate } = save;
  const update = useCallback(
    (next: Partial<UnitPrefs>) => {
      writeLocal(next);
      if (server) {
        mutate({
          ...(next.distance ? { distanceUnit: next.distance } : {}),
          ...(next.volume ? { volumeUnit: next.volume } : {}),
          ...(next.currency ? { currency: next.currency } : {}),
        });
      }
    },
    [server, mutate],
  );
  return [prefs, update];
}
