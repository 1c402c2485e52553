// The printable history's maintenance records: a table on wide screens and paper, cards on phones.
import type { VehicleHistoryDto } from '../../../shared/garage-history.ts';
import type { HistoryFormatters } from './history-formatters.ts';
import { Empty, SectionTitle } from './history-parts.tsx';
import { formatDate } from './units.ts';

export function HistoryMaintenance({
  history,
  format,
}: {
  history: VehicleHistoryDto;
  format: HistoryFormatters;
}) {
  const { summary } = history;
  return (
    <section aria-labelledby="history-services" className="mt-9">
      <SectionTitle
        id="history-services"
        title="Maintenance records"
        aside={summary.servicesCount > 0 ? format.sums((totals) => totals.maintenance) : undefined}
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
                    {format.distance(record.mileage)}
                  </td>
                  <td className="py-2.5 pr-3 font-medium">{record.typeLabel}</td>
                  <td className="py-2.5 pr-3 break-words whitespace-pre-line text-muted-foreground">
                    {record.description || '—'}
                  </td>
                  <td className="py-2.5 text-right whitespace-nowrap tabular-nums">
                    {format.money(record.cost, record.currency)}
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
                    {format.money(record.cost, record.currency)}
                  </p>
                </div>
                <p className="mt-0.5 text-muted-foreground tabular-nums">
                  {formatDate(record.date)} · {format.distance(record.mileage)}
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
  );
}
