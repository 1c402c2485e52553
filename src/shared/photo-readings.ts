// What the garage's photo readers answer (odometer → mileage, fuel receipt → fill-up) and the
// tips shown when a photo cannot be read; zod-free so the web form can import it.

export interface OdometerReading {
  reading: { value: number; unit: 'km' | 'mi' | null };
  /** 0–1: how sure the reader is (looks that agree, a label or unit next to the number). */
  confidence: number;
}

export type ReceiptField = 'date' | 'volume' | 'volumeUnit' | 'pricePerUnit' | 'total' | 'currency';

export interface ReceiptReadingDto {
  date: string | null;
  volume: number | null;
  volumeUnit: 'L' | 'gal' | null;
  pricePerUnit: number | null;
  total: number | null;
  currency: string | null;
  confidence: number;
  fields: Record<ReceiptField, number>;
}

export const ODOMETER_TIPS = [
  'Switch the ignition on so the display is lit, and fill the frame with the odometer.',
  'Hold the phone square to the cluster to avoid glare on the glass.',
  'Show the total distance (ODO), not the trip meter.',
] as const;

export const RECEIPT_TIPS = [
  'Lay the receipt flat in good light and fill the frame with it.',
  'Keep the lines with the volume, price per litre or gallon and total sharp and in view.',
  'Crumpled or faded thermal paper may not be readable: type the figures instead.',
] as const;

/** Readings a user may ask for per hour (they run OCR; the limit keeps them from being farmed). */
export const PHOTO_READS_PER_HOUR = 60;
