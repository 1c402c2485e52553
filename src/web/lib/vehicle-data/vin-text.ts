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

/** vPIC's layout words ("V-Shaped", "In-Line", "Horizontally opposed (boxer)") as a person says them. */
function layout(configuration: string | null | undefined, cylinders: number): string {
  const text = (configuration ?? '').toLowerCase();
  if (/^v/.test(text)) return `V${cylinders}`;
  if (/^w/.test(text)) return `W${cylinders}`;
  if (/horizontal|boxer|flat|opposed/.test(text)) return `flat-${cylinders}`;
  if (/rotary|wankel/.test(text)) return 'rotary';
  return `${cylinders}-cylinder`;
}

/** "V6 3.5 L", "4-cylinder 2.0 L turbo", "flat-4 2.5 L": how a person writes an engine. */
export function engineWords(
  engine: Pick<
    NonNullable<VinDecode['engine']>,
    'cylinders' | 'configuration' | 'displacementL' | 'turbo'
  >,
): string | null {
  const parts = [
    engine.cylinders ? layout(engine.configuration, engine.cylinders) : null,
    engine.displacementL ? `${engine.displacementL.toFixed(1)} L` : null,
    engine.turbo ? 'turbo' : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

export function engineText(engine: VinDecode['engine'] | null | undefined): string | null {
  return engine ? engineWords(engine) : null;
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
