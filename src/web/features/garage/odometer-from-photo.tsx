// "Read from photo" beside a mileage field: the odometer reading pre-fills the field (in the
// form's unit) and is said with its confidence; a reading below the last record is flagged.
import { useState } from 'react';
import type { OdometerReading } from '../../../shared/photo-readings.ts';
import { mileageBelowRecordsHint, wholeDistance } from '../../../shared/garage-vocab.ts';
import { OdometerReadingNote } from './photo-readings.tsx';
import { ReadPhotoButton } from './read-photo-button.tsx';
import { fromDistance, toDistance, type DistanceUnit } from './units.ts';

interface OdometerFromPhotoProps {
  unit: DistanceUnit;
  /** The car's last recorded mileage, in `unit`. */
  recorded: number;
  /** The reading in `unit`, to put in the field. */
  onValue: (value: string) => void;
}

export function OdometerFromPhoto({ unit, recorded, onValue }: OdometerFromPhotoProps) {
  const [reading, setReading] = useState<OdometerReading | null>(null);
  // The photo may read in the other unit than the form's.
  const inUnit = reading
    ? toDistance(fromDistance(reading.reading.value, reading.reading.unit ?? unit), unit)
    : 0;
  const value = Math.round(inUnit);
  const below =
    reading && inUnit < recorded ? mileageBelowRecordsHint(wholeDistance(recorded, unit)) : null;
  return (
    <div className="grid gap-2">
      <ReadPhotoButton
        kind="odometer"
        label="Read from photo"
        onRead={(read) => {
          setReading(read);
          const readKm = fromDistance(read.reading.value, read.reading.unit ?? unit);
          onValue(String(Math.round(toDistance(readKm, unit))));
        }}
      />
      {reading ? (
        <OdometerReadingNote reading={reading} value={value} unit={unit} below={below} />
      ) : null}
    </div>
  );
}
