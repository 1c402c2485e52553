// The user's display units. Kept in this browser until the settings API holds them.
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_UNITS, type UnitPrefs } from './units.ts';

const KEY = 'odo.units';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: UnitPrefs } | null = null;

function read(): UnitPrefs {
  let raw: string | null = null;
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
        distance: parsed.distance === 'mi' ? 'mi' : 'km',
        volume: parsed.volume === 'gal_us' || parsed.volume === 'gal_uk' ? parsed.volume : 'l',
        currency: typeof parsed.currency === 'string' ? parsed.currency : DEFAULT_UNITS.currency,
      };
    } catch {
      value = DEFAULT_UNITS;
    }
  }
  cached = { raw, value };
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnitPrefs(): [UnitPrefs, (next: Partial<UnitPrefs>) => void] {
  const prefs = useSyncExternalStore(subscribe, read, () => DEFAULT_UNITS);
  const update = useCallback((next: Partial<UnitPrefs>) => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ ...read(), ...next }));
    } catch {
      // Private mode: the choice lasts for this page only.
      cached = { raw: null, value: { ...read(), ...next } };
    }
    for (const listener of listeners) listener();
  }, []);
  return [prefs, update];
}
