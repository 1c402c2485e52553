// The server's 400 unknown_vehicle (a car Odo's catalog does not have) read for the form: the
// field it concerns, the nearest real model years and the close spellings it offers.
import { ApiError } from '../../lib/api-client.ts';
import type { VehicleSuggestion } from '../../../shared/vehicle-data.ts';

export interface UnknownVehicleHint {
  field: 'year' | 'make' | 'model';
  nearest: number[];
  suggestions: VehicleSuggestion[];
}

function isSuggestion(value: unknown): value is VehicleSuggestion {
  if (!value || typeof value !== 'object') return false;
  const { make, model } = value as Record<string, unknown>;
  return typeof make === 'string' && (model === null || typeof model === 'string');
}

/** The hint of an unknown_vehicle refusal, or null for any other error. */
export function unknownVehicleHint(error: unknown): UnknownVehicleHint | null {
  if (!(error instanceof ApiError) || error.code !== 'unknown_vehicle') return null;
  const path = error.fields[0]?.path;
  const field = path === 'make' || path === 'model' ? path : 'year';
  const { nearest, suggestions } = error.details;
  return {
    field,
    nearest: Array.isArray(nearest)
      ? nearest.filter((year): year is number => Number.isInteger(year))
      : [],
    suggestions: Array.isArray(suggestions) ? suggestions.filter(isSuggestion) : [],
  };
}
