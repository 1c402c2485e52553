// The import preview's questions: the date order when nothing in the file decides it, and, for
// a whole-account export that holds several vehicles (Simply Auto, aCar, Drivvo), which of them
// is the car the file is imported into.
import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import type { ImportDateFormat } from '../../../shared/garage-import.ts';

interface DateOrderChoiceProps {
  /** The file's format as detected (its separator tells the two orders to offer). */
  format: ImportDateFormat;
  example: string | undefined;
  onChoose: (format: ImportDateFormat) => void;
}

export function DateOrderChoice({ format, example, onChoose }: DateOrderChoiceProps) {
  const id = useId();
  const orders: ImportDateFormat[] = format.includes('-')
    ? ['DD-MM-YYYY', 'MM-DD-YYYY']
    : ['DD/MM/YYYY', 'MM/DD/YYYY'];
  return (
    <Alert tone="info" role="alert">
      <p className="font-medium">
        Every date in this file reads both day-first and month-first (e.g. {example}). Which order
        does it use?
      </p>
      <div className="mt-2 grid max-w-60 gap-1">
        <Label htmlFor={id}>Date order</Label>
        <NativeSelect
          id={id}
          value=""
          onChange={(event) => {
            if (event.target.value) onChoose(event.target.value as ImportDateFormat);
          }}
        >
          <option value="">Choose…</option>
          {orders.map((order) => (
            <option key={order} value={order}>
              {order.startsWith('DD') ? 'Day first' : 'Month first'} ({order})
            </option>
          ))}
        </NativeSelect>
      </div>
    </Alert>
  );
}

interface SourceVehicleChoiceProps {
  vehicles: Array<{ name: string; rows: number }>;
  chosen: string | null;
  onChoose: (name: string) => void;
}

export function SourceVehicleChoice({ vehicles, chosen, onChoose }: SourceVehicleChoiceProps) {
  const id = useId();
  return (
    <Alert tone="info" role={chosen ? undefined : 'alert'}>
      <p className="font-medium">
        {chosen
          ? `This file holds ${vehicles.length} vehicles; only the records of ${chosen} are imported.`
          : `This file holds the records of ${vehicles.length} vehicles. Which one is this car?`}
      </p>
      <div className="mt-2 grid max-w-72 gap-1">
        <Label htmlFor={id}>Vehicle in the file</Label>
        <NativeSelect
          id={id}
          value={chosen ?? ''}
          onChange={(event) => {
            if (event.target.value) onChoose(event.target.value);
          }}
        >
          {chosen ? null : <option value="">Choose…</option>}
          {vehicles.map((vehicle) => (
            <option key={vehicle.name} value={vehicle.name}>
              {vehicle.name} ({vehicle.rows} {vehicle.rows === 1 ? 'row' : 'rows'})
            </option>
          ))}
        </NativeSelect>
      </div>
    </Alert>
  );
}
