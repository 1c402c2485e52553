// What a photo reading pre-filled, said beside the form: the figures, how sure the reader is,
// and what to check (a mileage below the last record, a receipt field read with low confidence).
import { Alert } from '../../components/ui/alert.tsx';
import type { OdometerReading, ReceiptReadingDto } from '../../../shared/photo-readings.ts';
import type { DistanceUnit } from './units.ts';

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** The reading in the form's unit, and whether it is below the car's last recorded mileage. */
export function OdometerReadingNote({
  reading,
  value,
  unit,
  below,
}: {
  reading: OdometerReading;
  value: number;
  unit: DistanceUnit;
  below: string | null;
}) {
  return (
    <Alert tone={below ? 'error' : 'info'} role="status" data-testid="odometer-reading">
      <div className="grid gap-1">
        <p>
          Read {value.toLocaleString()} {unit} from the photo ({percent(reading.confidence)} sure).
          Check it against the photo, then save.
        </p>
        {below ? <p className="font-medium">{below}</p> : null}
      </div>
    </Alert>
  );
}

/**
 * Below this a field was not read clearly, and a unit was not read off the receipt (0.8) but
 * taken from the currency (0.5) or not read at all.
 */
const READ_CLEARLY = 0.7;

const FIELD_LABELS: Record<string, string> = {
  date: 'date',
  volume: 'volume',
  pricePerUnit: 'price per unit',
  total: 'total',
  currency: 'currency',
};

export function ReceiptReadingNote({
  reading,
  currencyMismatch,
}: {
  reading: ReceiptReadingDto;
  currencyMismatch: string | null;
}) {
  const unsure = Object.entries(reading.fields)
    .filter(([field, confidence]) => field in FIELD_LABELS && confidence < READ_CLEARLY)
    .map(([field]) => FIELD_LABELS[field]);
  const unit = reading.volumeUnit === 'gal' ? 'gal' : 'L';
  // A unit the receipt does not print: the server took the one its currency's market sells in.
  const unitAssumed =
    reading.volume != null && reading.fields.volumeUnit < READ_CLEARLY
      ? `The receipt prints no unit: ${reading.volumeUnit === 'gal' ? 'US gallons' : 'litres'} assumed${
          reading.currency ? `, as sold where ${reading.currency} is spent` : ''
        }.`
      : null;
  return (
    <Alert
      tone={unsure.length || currencyMismatch || unitAssumed ? 'error' : 'info'}
      role="status"
      data-testid="receipt-reading"
    >
      <div className="grid gap-1">
        <p>
          Read from the receipt ({percent(reading.confidence)} sure):{' '}
          {[
            reading.date,
            reading.volume != null ? `${reading.volume} ${unit}` : null,
            reading.pricePerUnit != null
              ? `${reading.pricePerUnit} ${reading.currency ?? ''}/${unit}`
              : null,
            reading.total != null ? `total ${reading.total} ${reading.currency ?? ''}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          . Check the figures, then save.
        </p>
        {unsure.length ? (
          <p className="font-medium">Check the {unsure.join(', ')}: not read clearly.</p>
        ) : null}
        {unitAssumed ? <p className="font-medium">{unitAssumed}</p> : null}
        {currencyMismatch ? <p className="font-medium">{currencyMismatch}</p> : null}
      </div>
    </Alert>
  );
}
