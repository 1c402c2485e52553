// How a VIN decode reads in words (engine, plant, a one-line summary) and what fuel type it means:
// the garage's vehicle form and page and the assessment form show the same decode.
import type { FuelType } from '../../../shared/garage-vocab.ts';
import { FUEL_TYPES } from '../../../shared/garage-vocab.ts';
import type { VinDecode } from './decode-vin.ts';

/** vPIC's fuel words (or our own ids) → the form's fuel type. */
export function fuelTypeFromDecode(value: string | null | undefined): FuelType | '' {
  if (!value) return '';
  if ((FUEL_TYPES as readonly string[]).includes(value)) return value as FuelType;
  const text = value.toLowerCase();
  if (text.includes('plug-in') || text.includes('phev')) return 'plug_in_hybrid';
  if (text.includes('hybrid')) return 'hybrid';
  if (text.includes('electric')) return 'electric';
  if (text.includes('diesel')) return 'diesel';
  if (/cng|lpg|natural gas|propane/.test(text)) return 'lpg_cng';
  if (/gasoline|petrol|flex|ethanol/.test(text)) return 'petrol';
  return '';
}

export function engineText(engine: VinDecode['engine'] | null | undefined): string | null {
  if (!engine) return null;
  const parts = [
    engine.displacementL ? `${engine.displacementL.toFixed(1)} L` : null,
    engine.cylinders ? `${engine.configuration ?? ''}${engine.cylinders} cyl`.trim() : null,
    engine.turbo ? 'turbo' : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

export function plantText(plant: VinDecode['plant'] | null | undefined): string | null {
  if (!plant) return null;
  return [plant.city, plant.state, plant.country].filter(Boolean).join(', ') || null;
}

export function decodedSummary(decode: VinDecode): string {
  return [
    [decode.year, decode.make, decode.model, decode.trim].filter(Boolean).join(' '),
    decode.body,
    engineText(decode.engine),
    decode.fuelTypePrimary,
  ]
    .filter(Boolean)
    .join(' · ');
}
