import { CalendarCheck, CalendarClock, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { DueBadge, DUE_LABELS } from './due-badge.tsx';
import type { DueStatus, UpcomingService } from './garage-types.ts';
import { useUpcomingServices } from './get-upcoming-services.ts';
import { useVehiclesIn } from './list-vehicles.ts';
import { MarkDoneButton } from './mark-done-button.tsx';
import { dueText } from './due-text.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';

const GROUPS: DueStatus[] = ['overdue', 'due_soon', 'later'];

export function UpcomingServicesPage() {
  const [prefs] = useUnitPrefs();
  // Both in the user's units: the distances read as given.
  const upcoming = useUpcomingServices(prefs);
  const vehicles = useVehiclesIn(prefs);
  // Until the schedule endpoint answers, each car's next service from the garage list stands in.
  const items: UpcomingService[] =
    upcoming.data ??
    (vehicles.data ?? []).flatMap((vehicle) => (vehicle.nextService ? [vehicle.nextService] : []));
  const loading = upcoming.isPending && vehicles.isPending;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:pt-8 lg:px-8">
      <header className="grid gap-1">
        <h1 className="text-title font-bold md:text-[2.25rem]">Upcoming services</h1>
        <p className="text-muted-foreground">
          What your cars need next, by date or by distance, whichever comes first. Add custom
          reminders from a car's Reminders tab.
        </p>
      </header>
      {loading ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24 rounded-card" />
          <Skeleton className="h-24 rounded-card" />
        </div>
      ) : vehicles.error ? (
        <Alert tone="error" role="alert">
          Your services could not be loaded: {vehicles.error.message}
        </Alert>
      ) : (vehicles.data ?? []).length === 0 ? (
        <Card className="grid justify-items-center gap-2 px-6 py-12 text-center">
          <CalendarClock className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No cars yet</p>
          <p className="text-sm text-muted-foreground">
            <Link to="/garage" className="font-medium text-brand hover:underline">
              Add a car to your garage
            </Link>{' '}
            to see its service schedule.
          </p>
        </Card>
      ) : items.length === 0 ? (
        <Card className="grid justify-items-center gap-2 px-6 py-12 text-center">
          <CircleCheck className="size-8 text-success" aria-hidden="true" />
          <p className="font-semibold">Nothing due</p>
          <p className="text-sm text-muted-foreground">Every car is up to date.</p>
        </Card>
      ) : (
        GROUPS.map((status) => {
          const group = items.filter((item) => item.status === status);
          if (group.length === 0) return null;
          return (
            <section key={status} aria-labelledby={`due-${status}`} className="grid gap-3">
              <h2
                id={`due-${status}`}
                className="flex items-center gap-2 text-heading font-semibold"
              >
                {DUE_LABELS[status]}
                <span className="text-sm font-medium text-muted-foreground">({group.length})</span>
              </h2>
              <ul className="grid gap-2">
                {group.map((item) => (
                  <li key={`${item.vehicleId}:${item.itemKey}`}>
                    <Card className="flex items-center gap-3 p-4">
                      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-soft-foreground">
                        <CalendarCheck className="size-5" aria-hidden="true" />
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="font-medium">{item.title}</p>
                        <p className="text-sm text-muted-foreground">
                          <Link to={`/vehicle/${item.vehicleId}`} className="hover:underline">
                            {item.vehicleName}
                          </Link>{' '}
                          · Due{' '}
                          {dueText(
                            {
                              dueDate: item.effectiveDate ?? item.dueDate,
                              dueMileage: item.dueMileage,
                            },
                            prefs,
                          )}
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-center">
                        <DueBadge status={item.status} />
                        <MarkDoneButton
                          vehicleId={item.vehicleId}
                          itemKey={item.itemKey}
                          title={item.title}
                        />
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
