import { Fuel, PlugZap } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { EconomyChart } from './economy-chart.tsx';
import { EpaRating } from './epa-rating.tsx';
import { Figure } from './figure.tsx';
import { FuelReceiptActions } from './fuel-receipt-actions.tsx';
import { isCharge, newestFirst } from './garage-figures.ts';
import { isElectric, type FuelRecord, type VehicleDetail } from './garage-types.ts';
import { EmptyRecords, RecordList, TabHeader, useEditor } from './record-list.tsx';
import {
  formatDate,
  formatDistance,
  formatEconomy,
  formatAmounts,
  formatMilesPerKwh,
  formatMoney,
  formatVolume,
  type UnitPrefs,
} from './units.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const FuelDialog = lazyDialog(async () => (await import('./fuel-dialog.tsx')).FuelDialog);

export function FuelTab({
  vehicle,
  prefs,
  openForm = false,
}: {
  vehicle: VehicleDetail;
  prefs: UnitPrefs;
  /** Open the form for a new record from the start (/vehicle/{id}?add=…). */
  openForm?: boolean;
}) {
  const editor = useEditor<FuelRecord>(openForm);
  const electric = isElectric(vehicle.fuelType);
  const records = newestFirst(vehicle.fuelRecords);
  // The server's figures in the units asked (`prefs` are the reply's): an electric car's are its
  // charging, in kWh/100 km or kWh/100 mi (and mi/kWh beside them in miles).
  const economy = vehicle.fuelEconomy;
  const unit = economy.unit;
  // The server's sums, one per currency the fill-ups were paid in.
  const total = formatAmounts(
    vehicle.recordTotals.map((row) => ({ currency: row.currency, amount: row.fuel })),
    prefs.currency,
  );
  const points = economy.trend.flatMap((point) =>
    point.value != null && point.unit === unit
      ? [{ label: formatDate(point.date).replace(/, \d{4}$/, ''), value: point.value }]
      : [],
  );
  const Icon = electric ? PlugZap : Fuel;

  return (
    <section aria-label="Fuel" className="grid gap-4">
      <TabHeader
        title={electric ? 'Charging' : 'Fuel'}
        addLabel={electric ? 'Add charge' : 'Add fill-up'}
        onAdd={editor.add}
      />
      <EpaRating epa={vehicle.epa} />
      {records.length === 0 ? (
        <EmptyRecords
          icon={Icon}
          title={electric ? 'No charges yet' : 'No fill-ups yet'}
          text={
            electric
              ? 'Log two full charges and Odo shows your real consumption, then its trend.'
              : 'Log two full tanks and Odo shows your real economy, then its trend.'
          }
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Fuel figures">
            <Figure
              label="Average economy"
              value={formatEconomy({ value: economy.average, unit })}
              detail={formatMilesPerKwh(economy.averageMiPerKwh)}
            />
            <Figure
              label="Last economy"
              value={formatEconomy({ value: economy.last, unit })}
              detail={formatMilesPerKwh(economy.lastMiPerKwh)}
            />
            <Figure label={electric ? 'Spent on charging' : 'Spent on fuel'} value={total} />
            <Figure label={electric ? 'Charges' : 'Fill-ups'} value={String(records.length)} />
          </dl>
          {points.length >= 2 ? (
            <figure className="rounded-card border border-border p-3 pt-4">
              <figcaption className="mb-2 px-1 text-sm font-medium">
                Economy trend <span className="text-muted-foreground">({unit})</span>
              </figcaption>
              <EconomyChart points={points} unit={unit} />
            </figure>
          ) : null}
          <RecordList
            label={electric ? 'Charges' : 'Fill-ups'}
            records={records}
            vehicleId={vehicle.id}
            kind="fuel"
            onEdit={editor.edit}
            row={(record) => {
              const figure = record.economy;
              const quantity = electric
                ? record.kwh != null
                  ? `${record.kwh} kWh`
                  : null
                : record.volume != null
                  ? formatVolume(record.volume, prefs.volume)
                  : null;
              return {
                icon: Icon,
                title: (
                  <span className="flex flex-wrap items-center gap-2">
                    {quantity ?? (electric ? 'Charge' : 'Fill-up')}
                    {!record.fullTank ? <Badge variant="muted">Partial</Badge> : null}
                    {record.missedPrevious ? <Badge variant="warning">After a gap</Badge> : null}
                  </span>
                ),
                name: `${electric ? 'charge' : 'fill-up'}, ${formatDate(record.date)}`,
                meta: (
                  <>
                    <span>{formatDate(record.date)}</span>
                    {record.odometer != null ? (
                      <span>{formatDistance(record.odometer, prefs.distance)}</span>
                    ) : null}
                    {record.grade && !isCharge(record) ? <span>{record.grade}</span> : null}
                    <FuelReceiptActions
                      vehicleId={vehicle.id}
                      record={record}
                      what={`${electric ? 'charge' : 'fill-up'} of ${formatDate(record.date)}`}
                    />
                  </>
                ),
                aside: (
                  <p className="text-sm">
                    <span className="text-muted-foreground">Economy: </span>
                    <span className="font-semibold tabular-nums" data-testid="fill-up-economy">
                      {figure?.value != null
                        ? formatEconomy(figure)
                        : isCharge(record)
                          ? record.fullTank
                            ? 'needs an earlier full charge'
                            : 'counted at the next full charge'
                          : record.fullTank
                            ? 'needs an earlier full tank'
                            : 'counted at the next full tank'}
                    </span>
                  </p>
                ),
                amount: formatMoney(record.cost, record.currency),
              };
            }}
          />
        </>
      )}
      <FuelDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        vehicleId={vehicle.id}
        prefs={prefs}
        record={editor.record}
        currentMileage={vehicle.mileage}
        electric={electric}
        records={records}
      />
    </section>
  );
}
