import { Receipt, Wrench } from 'lucide-react';
import { newestFirst } from './garage-figures.ts';
import { serviceLabel, type MaintenanceRecord, type VehicleDetail } from './garage-types.ts';
import { EmptyRecords, RecordList, TabHeader, useEditor } from './record-list.tsx';
import { formatAmounts, formatDate, formatDistance, formatMoney, type UnitPrefs } from './units.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const MaintenanceDialog = lazyDialog(
  async () => (await import('./maintenance-dialog.tsx')).MaintenanceDialog,
);

export function MaintenanceTab({
  vehicle,
  prefs,
  openForm = false,
}: {
  vehicle: VehicleDetail;
  prefs: UnitPrefs;
  /** Open the form for a new record from the start (/vehicle/{id}?add=…). */
  openForm?: boolean;
}) {
  const editor = useEditor<MaintenanceRecord>(openForm);
  const records = newestFirst(vehicle.maintenanceRecords);
  // The server's sums, one per currency the services were paid in.
  const total = formatAmounts(
    vehicle.recordTotals.map((row) => ({ currency: row.currency, amount: row.maintenance })),
    prefs.currency,
  );
  return (
    <section aria-label="Maintenance" className="grid gap-3">
      <TabHeader title="Service history" addLabel="Add service" onAdd={editor.add} />
      {records.length === 0 ? (
        <EmptyRecords
          icon={Wrench}
          title="No services yet"
          text="Log oil changes, tyres, brakes and inspections to see what is due next."
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {records.length} {records.length === 1 ? 'service' : 'services'} · {total} in total
          </p>
          <RecordList
            label="Services"
            records={records}
            vehicleId={vehicle.id}
            kind="maintenance"
            onEdit={editor.edit}
            row={(record) => {
              const label = serviceLabel(record.type);
              return {
                icon: Wrench,
                title: label,
                name: `${label}, ${formatDate(record.date)}`,
                meta: (
                  <>
                    <span>{formatDate(record.date)}</span>
                    {record.mileage != null ? (
                      <span>{formatDistance(record.mileage, prefs.distance)}</span>
                    ) : null}
                    {record.receiptUrl ? (
                      <a
                        href={record.receiptUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 text-brand hover:underline"
                      >
                        <Receipt className="size-3.5" aria-hidden="true" /> Receipt
                      </a>
                    ) : null}
                  </>
                ),
                aside: record.description ? (
                  <p className="text-sm text-foreground/80">{record.description}</p>
                ) : null,
                amount: formatMoney(record.cost, record.currency),
              };
            }}
          />
        </>
      )}
      <MaintenanceDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        vehicleId={vehicle.id}
        prefs={prefs}
        record={editor.record}
        currentMileage={vehicle.mileage}
      />
    </section>
  );
}
