// Where the car was sold: a European-market car is not covered by a US-only recall, so the
// assessment marks such campaigns "may not apply" (the VIN tells the market where it can).
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import {
  CAR_MARKETS,
  CAR_MARKET_LABELS,
  type CarMarket,
} from '../../../shared/assessment-vocab.ts';

interface MarketFieldProps {
  value: '' | CarMarket;
  onChange: (value: '' | CarMarket) => void;
  error?: string;
}

export function MarketField({ value, onChange, error }: MarketFieldProps) {
  return (
    <FormField
      label="Sold new in (optional)"
      error={error}
      hint="Recalls differ by market: a US campaign may not cover a European car."
      className="sm:max-w-xs"
    >
      {(ids) => (
        <NativeSelect
          {...ids}
          name="market"
          value={value}
          onChange={(event) => onChange(event.target.value as '' | CarMarket)}
        >
          <option value="">Not sure (read from the VIN)</option>
          {CAR_MARKETS.map((market) => (
            <option key={market} value={market}>
              {CAR_MARKET_LABELS[market]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
