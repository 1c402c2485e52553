// "Read receipt" in the fuel form: date, volume (in the form's unit) and total pre-fill the form
// for the user to check and save; the price per unit and currency are shown beside them.
import { useState } from 'react';
import type { ReceiptReadingDto } from '../../../shared/photo-readings.ts';
import { ReceiptReadingNote } from './photo-readings.tsx';
import { ReadPhotoButton } from './read-photo-button.tsx';
import { fromVolume, toVolume, type VolumeUnit } from './units.ts';

export interface ReceiptValues {
  date: string | null;
  quantity: string | null;
  cost: string | null;
}

interface ReceiptFromPhotoProps {
  volumeUnit: VolumeUnit;
  currency: string;
  onValues: (values: ReceiptValues, photo: File) => void;
}

export function ReceiptFromPhoto({ volumeUnit, currency, onValues }: ReceiptFromPhotoProps) {
  const [reading, setReading] = useState<ReceiptReadingDto | null>(null);
  const mismatch =
    reading?.currency && reading.currency !== currency
      ? `The receipt is in ${reading.currency}; this form records ${currency}. Convert the cost before saving.`
      : null;
  return (
    <div className="grid gap-2">
      <ReadPhotoButton
        kind="receipt"
        label="Read receipt"
        onRead={(read, photo) => {
          setReading(read);
          const litres =
            read.volume != null
              ? fromVolume(
                  read.volume,
                  read.volumeUnit === 'gal' ? (read.currency === 'GBP' ? 'uk_gal' : 'us_gal') : 'l',
                )
              : null;
          onValues(
            {
              date: read.date,
              quantity:
                litres != null
                  ? String(Math.round(toVolume(litres, volumeUnit) * 100) / 100)
                  : null,
              cost: read.total != null ? read.total.toFixed(2) : null,
            },
            photo,
          );
        }}
      />
      {reading ? <ReceiptReadingNote reading={reading} currencyMismatch={mismatch} /> : null}
    </div>
  );
}
