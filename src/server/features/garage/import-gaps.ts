// The import preview's gap check: a fill-up or charge whose consumption since the last full one
// is far below the car's usual follows one nobody recorded (the shared rule, fuel-gaps.ts).
import type { ImportPreviewRow } from '../../../shared/garage-import.ts';
import { findFuelGaps } from '../../../shared/fuel-gaps.ts';

/**
 * Gaps are not economy: a full fill-up far below the car's usual consumption (shared rule,
 * fuel-gaps.ts) is taken as "missed the previous fill-up" — out of the average — and said so.
 */
export function flagFuelGaps(rows: ImportPreviewRow[]): void {
  const fills = rows.filter((row) => row.recordType === 'fuel' && !row.error);
  const gaps = findFuelGaps(
    fills.map(({ values: v }) => ({
      odometer: typeof v.odometer === 'number' ? v.odometer : null,
      amount: typeof v.volume === 'number' ? v.volume : typeof v.kwh === 'number' ? v.kwh : 0,
      fullTank: v.fullTank !== false,
      missedPrevious: v.missedPrevious === true,
      // A plug-in hybrid's charges (kWh, no litres) are read apart from its fill-ups.
      kind: typeof v.volume !== 'number' && typeof v.kwh === 'number' ? 'charge' : 'fuel',
    })),
  );
  for (const [index, share] of gaps) {
    const row = fills[index]!;
    row.values.missedPrevious = true;
    const earlier = row.warning ? `${row.warning} ` : '';
    const charge = typeof row.values.volume !== 'number';
    const [what, energy] = charge ? ['charge', 'energy'] : ['fill-up', 'fuel'];
    row.warning =
      earlier +
      `Implausible economy: this ${what} covers ${Math.round(share * 100)}% of the ${energy} the ` +
      `car usually uses for that distance, so an earlier ${what} was probably not recorded. It ` +
      `is imported as "missed the previous ${what}" and left out of the average.`;
  }
}
