// The printable service history of one car: what the owner prints or saves as PDF and what a
// share link shows a buyer. Always a light "paper" sheet, whatever the system theme; print CSS
// drops the screen chrome, keeps rows and sections from splitting, and fits A4 and Letter.
import { CalendarClock, Fuel, Gauge, Receipt, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { LogoMark } from '../../components/logo.tsx';
import { PAPER_CSS_START } from '../../components/paper-css.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import type { VehicleHistoryDto } from '../../../shared/garage-history.ts';
import { FUEL_TYPE_LABELS, type FuelType } from './garage-types.ts';
import { historyFormatters } from './history-formatters.ts';
import { HistoryMaintenance } from './history-maintenance.tsx';
import { Empty, Fact, Row, SectionTitle, Stat } from './history-parts.tsx';
import { formatDate } from './units.ts';
import { BrandMark } from '../../components/brand-mark.tsx';

/** Scoped to these pages: mounted with the document, gone when it unmounts. */
const HISTORY_CSS = `${PAPER_CSS_START}
  .odo-paper * {
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
  .odo-paper h2, .odo-paper h3 { break-after: avoid; }
  .odo-paper tr, .odo-paper .odo-keep { break-inside: avoid; }
  .odo-paper thead { display: table-header-group; }
  .odo-paper a { color: inherit; text-decoration: none; }
}
`;

export function HistoryStyles() {
  return <style>{HISTORY_CSS}</style>;
}

/** The history's place while it loads (the owner's page and the shared one). */
export function HistoryLoading() {
  return (
    <div
      className="mx-auto grid w-full max-w-4xl gap-4 rounded-card bg-surface p-6"
      aria-busy="true"
    >
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-48 w-full" />
      <span className="sr-only" role="status">
        Loading the service history
      </span>
    </div>
  );
}

export function historyTitle(vehicle: VehicleHistoryDto['vehicle']): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}

interface HistoryDocumentProps {
  history: VehicleHistoryDto;
  /** A line under the title: who shared it and until when (share links). */
  notice?: ReactNode;
  className?: string;
}

export function HistoryDocument({ history, notice, className }: HistoryDocumentProps) {
  const f = historyFormatters(history);
  const { vehicle, summary, fuel, expenses } = history;
  const title = historyTitle(vehicle);
  const fuelType = vehicle.fuelType
    ? (FUEL_TYPE_LABELS[vehicle.fuelType as FuelType] ?? vehicle.fuelType)
    : null;

  return (
    <article
      aria-labelledby="history-title"
      className={cn(
        'odo-paper mx-auto w-full max-w-4xl rounded-card border border-border p-5 shadow-card sm:p-8 md:p-10',
        className,
      )}
    >
      <HistoryStyles />
      <header className="flex items-center justify-between gap-4 border-b border-border pb-4">
        <div className="flex items-center gap-2.5">
          <LogoMark className="size-8" />
          <div className="leading-tight">
            <p className="text-sm font-bold tracking-tight">Odo</p>
            <p className="text-xs text-muted-foreground">Vehicle service history</p>
          </div>
        </div>
        <p className="grid text-right text-xs text-muted-foreground">
          <span>Prepared</span>
          <span className="font-medium whitespace-nowrap text-foreground">
            {formatDate(history.generatedAt.slice(0, 10))}
          </span>
        </p>
      </header>

      <section className="odo-keep mt-6 grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-center print:grid-cols-[12rem_minmax(0,1fr)]">
        {vehicle.imageUrl ? (
          <img
            src={vehicle.imageUrl}
            alt={`${vehicle.make} ${vehicle.model}`}
            className="aspect-[16/10] w-full rounded-control bg-muted object-cover"
          />
        ) : (
          <div className="hidden aspect-[16/10] w-full place-items-center rounded-control bg-gradient-to-br from-brand-soft via-muted to-surface sm:grid print:grid">
            <BrandMark make={vehicle.make} className="size-14 text-xl" />
          </div>
        )}
        <div className="grid gap-3">
          <div>
            <h1
              id="history-title"
              className="text-2xl font-bold tracking-tight text-balance sm:text-[1.875rem]"
            >
              {title}
            </h1>
            {notice ? <div className="mt-1.5 text-sm text-muted-foreground">{notice}</div> : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Fact label="Odometer" value={f.distance(vehicle.mileage)} />
            {fuelType ? <Fact label="Fuel" value={fuelType} /> : null}
            {vehicle.colour ? <Fact label="Colour" value={vehicle.colour} /> : null}
            <Fact
              label="VIN"
              className="col-span-2 sm:col-span-3"
              value={
                vehicle.vin ? (
                  <span className="font-mono tracking-wider break-all">{vehicle.vin}</span>
                ) : (
                  <span className="text-muted-foreground">Not recorded</span>
                )
              }
            />
          </dl>
        </div>
      </section>

      <section aria-label="Summary" className="odo-keep mt-7">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 print:grid-cols-4">
          <Stat
            icon={<Wrench aria-hidden="true" />}
            label="Services"
            value={f.number(summary.servicesCount)}
          />
          <Stat
            icon={<Receipt aria-hidden="true" />}
            label="Total spent"
            value={f.sums((totals) => totals.total)}
            hint="Services, fuel and expenses"
          />
          <Stat
            icon={<CalendarClock aria-hidden="true" />}
            label="Last service"
            value={summary.lastService ? formatDate(summary.lastService.date) : '—'}
            hint={summary.lastService?.typeLabel}
          />
          <Stat
            icon={<Gauge aria-hidden="true" />}
            label="Records since"
            value={summary.since ? formatDate(summary.since) : '—'}
          />
        </dl>
      </section>

      <HistoryMaintenance history={history} format={f} />

      <div className="mt-9 grid gap-9 md:grid-cols-2 md:gap-8 print:grid-cols-2">
        <section aria-labelledby="history-fuel" className="odo-keep">
          <SectionTitle
            id="history-fuel"
            title="Fuel"
            icon={<Fuel aria-hidden="true" />}
            aside={fuel.fillUps > 0 ? f.sums((totals) => totals.fuel) : undefined}
          />
          {fuel.fillUps === 0 ? (
            <Empty>No fill-ups recorded.</Empty>
          ) : (
            <dl className="grid gap-0 text-sm">
              <Row
                label="Fill-ups"
                value={`${f.number(fuel.fillUps)}${
                  fuel.firstDate && fuel.lastDate && fuel.firstDate !== fuel.lastDate
                    ? ` · ${formatDate(fuel.firstDate)} – ${formatDate(fuel.lastDate)}`
                    : ''
                }`}
              />
              {fuel.totalVolume > 0 ? (
                <Row label="Fuel bought" value={f.volume(fuel.totalVolume)} />
              ) : null}
              {fuel.totalKwh > 0 ? (
                <Row label="Energy charged" value={`${f.number(fuel.totalKwh, 1)} kWh`} />
              ) : null}
              {fuel.distance > 0 ? (
                <Row label="Distance logged" value={f.distance(fuel.distance)} />
              ) : null}
              <Row
                label="Average economy"
                value={
                  fuel.averageEconomy !== null
                    ? `${f.number(fuel.averageEconomy, 1)} ${fuel.economyUnit}`
                    : fuel.averageKwhPer100 !== null
                      ? `${f.number(fuel.averageKwhPer100, 1)} kWh/100 ${f.distanceUnit}`
                      : 'Needs two full fill-ups'
                }
              />
              <Row label="Fuel cost" value={f.sums((totals) => totals.fuel)} />
            </dl>
          )}
        </section>

        <section aria-labelledby="history-expenses" className="odo-keep">
          <SectionTitle
            id="history-expenses"
            title="Other expenses"
            icon={<Receipt aria-hidden="true" />}
            aside={expenses.count > 0 ? f.sums((totals) => totals.expenses) : undefined}
          />
          {expenses.byCategory.length === 0 ? (
            <Empty>No other expenses recorded.</Empty>
          ) : (
            <dl className="grid gap-0 text-sm">
              {expenses.byCategory.map((entry) => (
                <Row
                  key={`${entry.currency}:${entry.category}`}
                  label={`${entry.label}${entry.count > 1 ? ` (${entry.count})` : ''}`}
                  value={f.money(entry.amount, entry.currency)}
                />
              ))}
              <Row label="Total" value={f.sums((totals) => totals.expenses)} strong />
            </dl>
          )}
        </section>
      </div>

      <footer className="mt-10 border-t border-border pt-4 text-xs leading-relaxed text-muted-foreground">
        Records as entered by the owner in Odo. Distances in {f.distanceUnit},{' '}
        {history.currency
          ? `amounts in ${history.currency}`
          : 'each amount in the currency it was paid in, totals per currency'}
        . Total spent counts services, fuel and other expenses (recurring ones up to today).
      </footer>
    </article>
  );
}
