// Plain JSON requests to the garage API, for the garage's fetchers (one file per operation).
import { networkError, readJson, toApiError } from '../../lib/api-client.ts';

export function garageRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return readJson<T>(fetch(`/api/garage${path}`, init));
}

/** DELETE answers 204 (no body): resolve on any OK status. */
export async function garageDelete(path: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/garage${path}`, { method: 'DELETE', credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
}

/** Query keys of the garage: everything under ['garage'] is refetched after a change. */
export const garageKeys = {
  all: ['garage'] as const,
  vehicles: ['garage', 'vehicles'] as const,
  upcoming: ['garage', 'upcoming'] as const,
  costs: (period: string) => ['garage', 'costs', period] as const,
  reminders: (vehicleId: string) => ['garage', 'reminders', vehicleId] as const,
  settings: ['garage', 'settings'] as const,
  vin: (vin: string) => ['garage', 'vin', vin] as const,
  makes: (year: number) => ['garage', 'catalog', year] as const,
  models: (year: number, make: string) => ['garage', 'catalog', year, make] as const,
};
