// The home page's shortcuts: the three intelligence features, then logging a fill-up or a service
// for the car the page shows (its page opens with the form: /vehicle/{id}?add=fuel|service). With
// no car yet, the last shortcut adds one.
import {
  Camera,
  CarFront,
  Fuel,
  Gauge,
  MessageCircleQuestion,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

interface Action {
  to: string;
  label: string;
  /** Read after the label, so a screen reader hears which car a record goes to. */
  srDetail?: string;
  icon: LucideIcon;
  tone: string;
}

const TONES = {
  amber: 'bg-accent/25 text-accent-foreground dark:text-accent',
  brand: 'bg-brand-soft text-brand-soft-foreground',
  green: 'bg-success-soft text-success-soft-foreground',
  rose: 'bg-destructive-soft text-destructive-soft-foreground',
};

export function DashboardQuickActions({
  vehicle,
  garageEmpty,
}: {
  /** The car the page shows (records go to it); null while the garage loads or when empty. */
  vehicle: { id: string; name: string } | null;
  garageEmpty: boolean;
}) {
  const actions: Action[] = [
    { to: '/assessment', label: 'Assess', icon: Gauge, tone: TONES.amber },
    { to: '/car-lens', label: 'Car Lens', icon: Camera, tone: TONES.brand },
    { to: '/ask-odo', label: 'Ask Odo', icon: MessageCircleQuestion, tone: TONES.green },
  ];
  if (garageEmpty) {
    actions.push({
      to: '/garage?add=vehicle',
      label: 'Add a car',
      icon: CarFront,
      tone: TONES.rose,
    });
  } else {
    const car = vehicle ? `/vehicle/${encodeURIComponent(vehicle.id)}` : '/garage';
    const detail = vehicle ? `for the ${vehicle.name}` : undefined;
    actions.push(
      { to: `${car}?add=fuel`, label: 'Add fuel', srDetail: detail, icon: Fuel, tone: TONES.rose },
      {
        to: `${car}?add=service`,
        label: 'Add service',
        srDetail: detail,
        icon: Wrench,
        tone: TONES.brand,
      },
    );
  }

  return (
    <section aria-labelledby="quick-actions-heading" className="grid gap-3">
      <h2 id="quick-actions-heading" className="text-base font-semibold">
        Quick actions
      </h2>
      <ul
        className={cn('grid gap-2 sm:gap-3', actions.length === 5 ? 'grid-cols-5' : 'grid-cols-4')}
      >
        {actions.map(({ to, label, srDetail, icon: Icon, tone }) => (
          <li key={label} className="min-w-0">
            <Link
              to={to}
              className="group flex h-full flex-col items-center gap-2 rounded-card border border-border bg-surface px-1 py-3 text-center shadow-card transition-[border-color,box-shadow] hover:border-brand/40 hover:shadow-raised sm:py-4"
            >
              <span
                className={cn(
                  'grid size-10 place-items-center rounded-xl transition-transform group-hover:scale-105 sm:size-12',
                  tone,
                )}
              >
                <Icon className="size-5 sm:size-6" aria-hidden="true" />
              </span>
              <span className="text-xs leading-tight font-semibold sm:text-sm">
                {label}
                {srDetail ? <span className="sr-only"> {srDetail}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
