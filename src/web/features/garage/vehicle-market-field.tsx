// "Where the car was sold" on the Add/Edit vehicle form: a US-only recall may not cover a car sold
// in Europe, so the garage keeps each car's market (issue 28). "Not sure" lets the server read it
// from the VIN, and the hint says what the typed VIN tells.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { CAR_MARKETS, marketOfVin, type CarMarket } from '../../../shared/car-market.ts';
import { SOLD_IN_LABELS } from './garage-types.ts';

interface VehicleMarketFieldProps {
  registration: UseFormRegisterReturn<'market'>;
  /** The chosen market ('' for not sure) and the typed VIN, for the hint. */
  value: '' | CarMarket;
  vin: string;
  error?: string | undefined;
}

export function VehicleMarketField({ registration, value, vin, error }: VehicleMarketFieldProps) {
  const fromVin = value === '' ? marketOfVin(vin) : null;
  const hint = fromVin
    ? `Not sure: Odo will use ${SOLD_IN_LABELS[fromVin]}, as the VIN tells.`
    : 'Recalls differ by market: a US campaign may not cover a car sold in Europe (incl. the UK).';
  return (
    <FormField label="Where the car was sold" error={error} hint={hint}>
      {(ids) => (
        <NativeSelect {...ids} {...registration}>
          {CAR_MARKETS.map((market) => (
            <option key={market} value={market}>
              {SOLD_IN_LABELS[market]}
            </option>
          ))}
          <option value="">Not sure</option>
        </NativeSelect>
      )}
    </FormField>
  );
}
