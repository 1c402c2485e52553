// The home page of a member with no car yet: what Odo does once a car is in, in three steps, and one
// big way into the garage's add-car form (/garage?add=vehicle opens it).
import { BellRing, CarFront, Fuel, Plus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

const STEPS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: CarFront,
    title: 'Add your car',
    text: 'Type its VIN or pick the make and model. Odo fills in the rest.',
  },
  {
    icon: Fuel,
    title: 'Log fill-ups and services',
    text: 'See your real fuel economy and what the car costs each month.',
  },
  {
    icon: BellRing,
    title: 'Get reminded',
    text: 'Odo tells you before an oil change or inspection is due.',
  },
];

export function FirstCarBlock() {
  return (
    <section aria-labelledby="first-car-heading" data-testid="home-first-run">
      <Card className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-20 size-72 rounded-full bg-brand/10 blur-2xl"
        />
        <div className="relative grid gap-6 p-5 sm:p-7 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center md:gap-8">
          <div className="grid content-start justify-items-start gap-3">
            <div className="relative grid size-16 place-items-center rounded-[1.4rem] bg-brand text-brand-foreground shadow-raised">
              <CarFront className="size-8" aria-hidden="true" strokeWidth={1.75} />
              <span className="absolute -right-1.5 -bottom-1.5 grid size-7 place-items-center rounded-full border-4 border-surface bg-accent text-accent-foreground">
                <Plus className="size-3.5" aria-hidden="true" strokeWidth={3} />
              </span>
            </div>
            <h2 id="first-car-heading" className="text-2xl font-bold tracking-tight">
              Let's add your first car
            </h2>
            <p className="max-w-md text-muted-foreground">
              Your home page fills up with your car's mileage, next service, fuel economy and spend
              as soon as it is in your garage. It takes under a minute.
            </p>
            <Button asChild size="lg" className="mt-2 w-full sm:w-auto">
              <Link to="/garage?add=vehicle">
                <Plus aria-hidden="true" />
                Add your first car
              </Link>
            </Button>
          </div>
          <ol className="grid gap-3" aria-label="How it works">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li
                key={title}
                className="flex items-start gap-3 rounded-control border border-border bg-background/60 p-3"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-soft-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid gap-0.5">
                  <span className="text-sm font-semibold">
                    <span className="text-muted-foreground">{index + 1}. </span>
                    {title}
                  </span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </Card>
    </section>
  );
}
