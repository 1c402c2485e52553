// Add, edit and delete what a vehicle keeps: maintenance, fuel, expenses and reminders.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExpenseInput,
  FuelInput,
  MaintenanceInput,
  ReminderInput,
} from '../../../shared/garage.ts';
import { api, readJson, readOk } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';
import { trackFeature } from '../../lib/analytics.ts';

export type RecordKind = 'maintenance' | 'fuel' | 'expenses' | 'reminders';

/** What each kind sends; a PATCH sends the whole record too (every field of it may change). */
export interface RecordInputs {
  maintenance: MaintenanceInput;
  fuel: FuelInput;
  expenses: ExpenseInput;
  reminders: ReminderInput;
}

interface RecordEndpoints<Input> {
  add: (id: string, json: Input) => Promise<Response>;
  update: (id: string, recordId: string, json: Input) => Promise<Response>;
  remove: (id: string, recordId: string) => Promise<Response>;
}

const vehicle = api.garage.vehicles[':id'];
const query = {};

/** /api/garage/vehicles/{id}/{kind}: POST adds, PATCH /{recordId} edits, DELETE /{recordId} removes. */
const endpoints: { [K in RecordKind]: RecordEndpoints<RecordInputs[K]> } = {
  maintenance: {
    add: (id, json) => vehicle.maintenance.$post({ param: { id }, query, json }),
    update: (id, recordId, json) =>
      vehicle.maintenance[':recordId'].$patch({ param: { id, recordId }, query, json }),
    remove: (id, recordId) =>
      vehicle.maintenance[':recordId'].$delete({ param: { id, recordId }, query }),
  },
  fuel: {
    add: (id, json) => vehicle.fuel.$post({ param: { id }, query, json }),
    update: (id, recordId, json) =>
      vehicle.fuel[':recordId'].$patch({ param: { id, recordId }, query, json }),
    remove: (id, recordId) => vehicle.fuel[':recordId'].$delete({ param: { id, recordId }, query }),
  },
  expenses: {
    add: (id, json) => vehicle.expenses.$post({ param: { id }, query, json }),
    update: (id, recordId, json) =>
      vehicle.expenses[':recordId'].$patch({ param: { id, recordId }, query, json }),
    remove: (id, recordId) =>
      vehicle.expenses[':recordId'].$delete({ param: { id, recordId }, query }),
  },
  reminders: {
    add: (id, json) => vehicle.reminders.$post({ param: { id }, query, json }),
    update: (id, reminderId, json) =>
      vehicle.reminders[':reminderId'].$patch({ param: { id, reminderId }, query, json }),
    remove: (id, reminderId) =>
      vehicle.reminders[':reminderId'].$delete({ param: { id, reminderId }, query }),
  },
};

/** POST (new) or PATCH (existing, with recordId) the record; resolves with its id once saved. */
export function saveRecord<K extends RecordKind>(
  vehicleId: string,
  kind: K,
  input: RecordInputs[K],
  recordId?: string,
): Promise<{ id: string }> {
  const endpoint: RecordEndpoints<RecordInputs[K]> = endpoints[kind];
  const id = encodeURIComponent(vehicleId);
  return readJson<{ id: string }>(
    recordId ? endpoint.update(id, encodeURIComponent(recordId), input) : endpoint.add(id, input),
  );
}

/** DELETE /api/garage/vehicles/{id}/{kind}/{recordId} → 204. */
export function deleteRecord(vehicleId: string, kind: RecordKind, recordId: string) {
  return readOk(
    endpoints[kind].remove(encodeURIComponent(vehicleId), encodeURIComponent(recordId)),
  );
}

export function useSaveRecord<K extends RecordKind>(vehicleId: string, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, recordId }: { input: RecordInputs[K]; recordId?: string }) =>
      saveRecord(vehicleId, kind, input, recordId),
    onSuccess: (_saved, { recordId }) =>
      trackFeature(`garage.${recordId ? 'edit' : 'add'}_record`, { kind }),
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
