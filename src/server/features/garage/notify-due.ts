// The daily job's core: newly due items become user_notifications (type service_due), exactly once
// per item and due, however many instances run it at once — the unique index on
// service_due_notices decides, and the notice and its notification commit together.
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { vehicleName } from '../../../shared/garage.ts';
import { notifyUser } from '../notifications/notify.ts';
import { utcTodayIso } from './dates.ts';
import { scheduleOf } from './mappers.ts';
import { dueKey } from './schedule.ts';
import { serviceDueNotices, vehicles } from './schema.ts';
import { inTransaction } from '../../lib/transaction.ts';

const BATCH = 200;

export async function notifyDueServices(db: Db, now = new Date()): Promise<{ created: number }> {
  const today = utcTodayIso(now);
  let created = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db.query.vehicles.findMany({
      where: gt(vehicles.id, after),
      orderBy: [asc(vehicles.id)],
      limit: BATCH,
      with: { maintenanceRecords: true, fuelRecords: true, serviceReminders: true },
    });
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    for (const row of rows) {
      const due = scheduleOf(
        {
          vehicle: row,
          maintenanceRecords: row.maintenanceRecords,
          fuelRecords: row.fuelRecords,
          reminders: row.serviceReminders,
        },
        today,
      ).filter((item) => item.status !== 'later');
      for (const item of due) {
        const inserted = await inTransaction(db, async (tx) => {
          const [notice] = await tx
            .insert(serviceDueNotices)
            .values({
              userId: row.userId,
              vehicleId: row.id,
              itemKey: item.itemKey,
              dueKey: dueKey(item),
            })
            .onConflictDoNothing()
            .returning({ id: serviceDueNotices.id });
          if (!notice) return false;
          const name = vehicleName(row);
          await notifyUser(tx, {
            userId: row.userId,
            type: 'service_due',
            title:
              item.status === 'overdue' ? `${item.title} is overdue` : `${item.title} is due soon`,
            message: `${name}: ${item.title}${item.dueDate ? ` due by ${item.dueDate}` : ''}${
              item.dueKm !== null
                ? `${item.dueDate ? ' or' : ' due at'} ${item.dueKm.toLocaleString('en-US')} km`
                : ''
            }.`,
            linkPath: `/vehicle/${row.id}`,
          });
          return true;
        });
        if (inserted) created += 1;
      }
    }
    if (rows.length < BATCH) break;
  }
  return { created };
}
