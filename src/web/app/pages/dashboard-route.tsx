// /dashboard (Home): the greeting, then blocks from the features they belong to — the selected
// car (garage), shortcuts, the plan's usage (usage), upcoming services (garage), notifications and
// community posts. Each block loads, fails and retries on its own.
import { dateTimeFormat } from '../../lib/intl.ts';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { HomeCommunityBlock } from '../../features/community/home-community-block.tsx';
import { HomeUpcomingBlock } from '../../features/garage/home-upcoming-block.tsx';
import { HomeVehicleBlock } from '../../features/garage/home-vehicle-block.tsx';
import { useHomeVehicle } from '../../features/garage/selected-vehicle.ts';
import { HomeNotificationsBlock } from '../../features/notifications/home-notifications-block.tsx';
import { HomeUsageBlock } from '../../features/usage/home-usage-block.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { vehicleName } from '../../../shared/garage-vocab.ts';
import { DashboardQuickActions } from './dashboard-quick-actions.tsx';

/** Home's greeting at `hour` (0–23, the member's own clock); in the small hours a plain hello. */
export function greeting(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  if (hour >= 18 && hour < 23) return 'Good evening';
  return 'Hello';
}

export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export function DashboardRoute() {
  const { user } = useAppContext();
  const home = useHomeVehicle();
  const now = new Date();
  const name = firstName(user?.name);
  const today = dateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(now);
  const garageEmpty = home.vehicles.isSuccess && home.list.length === 0;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5 px-4 pt-5 pb-10 sm:px-6 md:gap-6 md:pt-8 lg:px-8">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">{today}</p>
        <h1 className="text-title font-bold break-words md:text-[2.25rem]">
          {greeting(now.getHours())}
          {name ? `, ${name}` : ''}
        </h1>
      </header>

      <div className="grid gap-5 md:gap-6 lg:grid-cols-[minmax(0,1.75fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 gap-5 md:gap-6">
          <HomeVehicleBlock home={home} />
          <DashboardQuickActions
            vehicle={home.vehicle ? { id: home.vehicle.id, name: vehicleName(home.vehicle) } : null}
            garageEmpty={garageEmpty}
          />
          {garageEmpty ? null : (
            <AfterFirstPaint>
              <HomeUpcomingBlock />
            </AfterFirstPaint>
          )}
        </div>
        {/* Below the first view on a phone: rendered after it, one block per commit (each
            commit's layout apart). */}
        <div className="grid min-w-0 gap-5 md:gap-6">
          <AfterFirstPaint>
            <HomeUsageBlock />
          </AfterFirstPaint>
          <AfterFirstPaint step={2}>
            <HomeNotificationsBlock />
          </AfterFirstPaint>
          <AfterFirstPaint step={3}>
            <HomeCommunityBlock />
          </AfterFirstPaint>
        </div>
      </div>
    </div>
  );
}
