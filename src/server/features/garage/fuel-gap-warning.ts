// A fill-up entered after one nobody recorded reads as impossible economy (1.8 L/100 km for a car
// that does 9). The API saves it as sent and says so in the reply, with the same rule the import
// preview and the fill-up form use (src/shared/fuel-gaps.ts), so the owner can mark it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findFuelGaps } from '../../../shared/fuel-gaps.ts';
import { fuelRecords } from './schema.ts';

export interface FuelGapWarning {
  code: 'missed_fill_up_suspected';
  message: string;
}

/** The warning for fill-up `recordId` of the car, or null when its consumption looks usual. */
export async function fuelGapWarning(
  db: Db,
  vehicleId: string,
  recordId: string,
): Promise<FuelGapWarning | null> {
  const rows = await db
    .select({
      id: fuelRecords.id,
      odometer: fuelRecords.odometer,
      volume: fuelRecords.volume,
      kwh: fuelRecords.kwh,
      fullTank: fuelRecords.fullTank,
      missedPrevious: fuelRecords.missedPrevious,
    })
    .from(fuelRecords)
    .where(eq(fuelRecords.vehicleId, vehicleId));
  const own = rows.find((row) => row.id === recordId);
  if (!own || own.odometer === null) return null;
  // Litres and kWh are not one scale: a plug-in hybrid's fill-ups and charges are read apart.
  const charging = own.volume === null;
  const same = rows.filter((row) => (row.volume === null) === charging);
  const fills = same.map((row) => ({
    odometer: row.odometer,
    amount: (charging ? row.kwh : row.volume) ?? 0,
    fullTank: row.fullTank,
    missedPrevious: row.missedPrevious,
  }));
  const share = findFuelGaps(fills).get(same.indexOf(own));
  if (share === undefined) return null;
  const what = charging ? 'charge' : 'fill-up';
  return {
    code: 'missed_fill_up_suspected',
    message: `Saved. This ${what} shows ${Math.round(share * 100)}% of the car's usual consumption since the last full one: if a ${what} was not recorded, mark this one "missed the previous ${what}" so the economy stays true.`,
  };
}
