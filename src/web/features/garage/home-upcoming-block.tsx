// The home page's next services across every car: the most urgent few, each opening its car.
import { CalendarClock, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { HomeBlock, HomeBlockEmpty, HomeBlockList } from '../../components/home-block.tsx';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { DueBadge } from './due-badge.tsx';
import type { UpcomingService } from './garage-types.ts';
import { useUpcomingServices } from './get-upcoming-services.ts';
import { formatDate, formatDistance, type UnitPrefs } from './units.ts';

const SHOWN = 3;

export function HomeUpcomingBlock() {
  const [prefs] = useUnitPrefs();
  // In the user's units: the distances read as given.
  const upcoming = useUpcomingServices(prefs);
  const items = upcoming.data ?? [];
  return (
    <HomeBlock
      id="home-upcoming-heading"
      title="Upcoming services"
      icon={<CalendarClock />}
      link={{ to: '/upcoming-services', label: 'See all', srLabel: 'upcoming services' }}
    >
      <HomeBlockList
        query={upcoming}
        items={items.slice(0, SHOWN)}
        rows={SHOWN}
        rowClassName="h-[4.25rem]"
        loadingLabel="Loading services"
        errorMessage="Upcoming services could not be loaded."
        empty={
          <HomeBlockEmpty icon={<CircleCheck />} title="Nothing due">
            Every car is up to date.
          </HomeBlockEmpty>
        }
        itemKey={(item) => `${item.vehicleId}:${item.itemKey}`}
        renderItem={(item) => <UpcomingRow item={item} prefs={prefs} />}
      />
    </HomeBlock>
  );
}

function whenText(item: UpcomingService, prefs: UnitPrefs): string {
  if (item.effectiveDate) return formatDate(item.effectiveDate);
  if (item.dueMileage != null) return `at ${formatDistance(item.dueMileage, prefs.distance)}`;
  return '';
}

function UpcomingRow({ item, prefs }: { item: UpcomingService; prefs: UnitPrefs }) {
  const when = whenText(item, prefs);
  return (
    <Link
      to={`/vehicle/${encodeURIComponent(item.vehicleId)}`}
      className="flex min-h-[4.25rem] items-center gap-3 rounded-control border border-border px-3 py-2.5 transition-colors hover:bg-muted"
    >
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-semibold">{item.title}</span>
        <span className="truncate text-sm text-muted-foreground">
          {when ? `${when} · ` : ''}
          {item.vehicleName}
        </span>
      </span>
      <DueBadge status={item.status} />
    </Link>
  );
}
