// Add, edit and delete what a vehicle keeps: maintenance, fuel, expenses and reminders.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garageDelete, garageKeys, garageRequest } from './garage-http.ts';
import type { ReminderInput } from './record-form-schemas.ts';

export type RecordKind = 'maintenance' | 'fuel' | 'expenses' | 'reminders';

export interface MaintenanceInput {
  type: string;
  description?: string;
  date: string;
  mileage: number;
  cost: number;
}

export interface FuelInput {
  date: string;
  cost: number;
  volume?: number | null;
  kwh?: number | null;
  odometer: number;
  fullTank: boolean;
  missedPrevious?: boolean;
  grade?: string | null;
}

export interface ExpenseInput {
  category: string;
  amount: number;
  date: string;
  note?: string;
  recurring?: 'none' | 'monthly' | 'yearly';
}

export interface RecordInputs {
  maintenance: MaintenanceInput;
  fuel: FuelInput;
  expenses: ExpenseInput;
  reminders: ReminderInput;
}

function recordsPath(vehicleId: string, kind: RecordKind, recordId?: string) {
  const base = `/vehicles/${encodeURIComponent(vehicleId)}/${kind}`;
  return recordId ? `${base}/${encodeURIComponent(recordId)}` : base;
}

/** POST (new) or PATCH (existing) /api/garage/vehicles/{id}/{kind}[/{recordId}]. */
export function saveRecord<K extends RecordKind>(
  vehicleId: string,
  kind: K,
  input: RecordInputs[K],
  recordId?: string,
): Promise<unknown> {
  return garageRequest(recordId ? 'PATCH' : 'POST', recordsPath(vehicleId, kind, recordId), input);
}

export function deleteRecord(vehicleId: string, kind: RecordKind, recordId: string) {
  return garageDelete(recordsPath(vehicleId, kind, recordId));
}

export function useSaveRecord<K extends RecordKind>(vehicleId: string, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, recordId }: { input: RecordInputs[K]; recordId?: string }) =>
      saveRecord(vehicleId, kind, input, recordId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}

export function useDeleteRecord(vehicleId: string, kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => deleteRecord(vehicleId, kind, recordId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
