// The printable service history of one car: what the owner prints or saves as PDF and what a
// share link shows a buyer. Always a light "paper" sheet, whatever the system theme; print CSS
// drops the screen chrome, keeps rows and sections from splitting, and fits A4 and Letter.
import { numberFormat } from '../../lib/intl.ts';
import { CalendarClock, Fuel, Gauge, Receipt, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { LogoMark } from '../../components/logo.tsx';
import { PAPER_CSS_START } from '../../components/paper-css.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import type { HistoryTotals, VehicleHistoryDto } from '../../../shared/garage-history.ts';
import { FUEL_TYPE_LABELS, type FuelType } from './garage-types.ts';
import { DISTANCE_UNIT_LABELS, VOLUME_UNIT_LABELS } from '../../../shared/units-vocab.ts';
import { formatAmounts, formatDate, formatMoney } from './units.ts';
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

function useFormatters(history: VehicleHistoryDto) {
  const number = (value: number, digits = 0) =>
    numberFormat(undefined, { maximumFractionDigits: digits }).format(value);
  const distanceUnit = DISTANCE_UNIT_LABELS[history.units.distance];
  return {
    money: (amount: number, currency: string) => formatMoney(amount, currency),
    /** A total per currency, never one added to another: "$439.90 + €20.00". */
    sums: (pick: (totals: HistoryTotals) => number) =>
      formatAmounts(
        history.summary.totals.map((totals) => ({
          currency: totals.currency,
          amount: pick(totals),
        })),
        history.currency ?? history.summary.totals[0]?.currency ?? 'USD',
      ),
    distance: (value: number | null) => (value === null ? '—' : `${number(value)} ${distanceUnit}`),
    volume: (value: number) => `${number(value, 1)} ${VOLUME_UNIT_LABELS[history.units.volume]}`,
    number,
    distanceUnit,
  };
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
  const f = useFormatters(history);
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

      <section aria-labelledby="history-services" className="mt-9">
        <SectionTitle
          id="history-services"
          title="Maintenance records"
          aside={summary.servicesCount > 0 ? f.sums((totals) => totals.maintenance) : undefined}
        />
        {history.maintenance.length === 0 ? (
          <Empty>No services recorded yet.</Empty>
        ) : (
          <>
            <table className="hidden w-full border-collapse text-sm sm:table print:table">
              <thead>
                <tr className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Odometer
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Service
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Description
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Cost
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.maintenance.map((record, index) => (
                  <tr key={index} className="border-b border-border/70 align-top last:border-0">
                    <td className="py-2.5 pr-3 whitespace-nowrap tabular-nums">
                      {formatDate(record.date)}
                    </td>
                    <td className="py-2.5 pr-3 text-right whitespace-nowrap tabular-nums">
                      {f.distance(record.mileage)}
                    </td>
                    <td className="py-2.5 pr-3 font-medium">{record.typeLabel}</td>
                    <td className="py-2.5 pr-3 break-words whitespace-pre-line text-muted-foreground">
                      {record.description || '—'}
                    </td>
                    <td className="py-2.5 text-right whitespace-nowrap tabular-nums">
                      {f.money(record.cost, record.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="grid gap-2.5 sm:hidden print:hidden">
              {history.maintenance.map((record, index) => (
                <li key={index} className="rounded-control border border-border p-3.5 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="font-semibold">{record.typeLabel}</p>
                    <p className="font-semibold tabular-nums">
                      {f.money(record.cost, record.currency)}
                    </p>
                  </div>
                  <p className="mt-0.5 text-muted-foreground tabular-nums">
                    {formatDate(record.date)} · {f.distance(record.mileage)}
                  </p>
                  {record.description ? (
                    <p className="mt-1.5 break-words whitespace-pre-line">{record.description}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

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

function Fact({
  label,
  value,
  className,
}: {
  label: string;
  value: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <div className="rounded-control border border-border bg-muted/60 p-3.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-lg leading-tight font-bold tracking-tight tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function SectionTitle({
  id,
  title,
  icon,
  aside,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  aside?: string;
}) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-3">
      <h2
        id={id}
        className="flex items-center gap-2 text-lg font-semibold tracking-tight [&_svg]:size-4.5 [&_svg]:text-brand"
      >
        {icon}
        {title}
      </h2>
      {aside ? (
        <p className="text-sm font-semibold text-muted-foreground tabular-nums">{aside}</p>
      ) : null}
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 border-b border-border/70 py-2 last:border-0',
        strong && 'font-semibold',
      )}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-control border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
