// GET /api/garage/upcoming-services: every due item of every one of the user's vehicles, most
// urgent first, from the schedule engine (one query for the whole garage).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { UpcomingServiceDto } from '../../../shared/garage.ts';
import type { Units } from '../../../shared/units.ts';
import { utcTodayIso } from './dates.ts';
import { scheduleOf, upcomingDto } from './mappers.ts';
import { compareDue, type DueItem } from './schedule.ts';
import { vehicles } from './schema.ts';

export async function upcomingServices(
  db: Db,
  userId: string,
  units: Units,
  now = new Date(),
): Promise<UpcomingServiceDto[]> {
  const rows = await db.query.vehicles.findMany({
    where: eq(vehicles.userId, userId),
    orderBy: [desc(vehicles.createdAt)],
    with: { maintenanceRecords: true, fuelRecords: true, serviceReminders: true },
  });
  const today = utcTodayIso(now);
  const items: Array<{ item: DueItem; dto: UpcomingServiceDto }> = [];
  for (const row of rows) {
    const due = scheduleOf(
      {
        vehicle: row,
        maintenanceRecords: row.maintenanceRecords,
        fuelRecords: row.fuelRecords,
        reminders: row.serviceReminders,
      },
      today,
    );
    for (const item of due) items.push({ item, dto: upcomingDto(item, row, units) });
  }
  return items.sort((a, b) => compareDue(a.item, b.item)).map((entry) => entry.dto);
}
