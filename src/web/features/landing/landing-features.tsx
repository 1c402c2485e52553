import { Camera, Gauge, MessageCircleQuestion, Users, Wrench, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: string;
}

const features: Feature[] = [
  {
    icon: Gauge,
    title: 'AI assessment',
    text: 'Thinking of buying? Get a reliability score, known issues for that model year and what to check before you pay.',
    tone: 'bg-accent/25 text-accent-foreground dark:text-accent',
  },
  {
    icon: Camera,
    title: 'Car Lens',
    text: 'Snap a car or its VIN plate. Odo reads it and shows the make, model, year and what owners should know.',
    tone: 'bg-brand-soft text-brand-soft-foreground',
  },
  {
    icon: MessageCircleQuestion,
    title: 'Ask Odo',
    text: 'Ask about service intervals, warning lights or strange noises, and get answers grounded in your own records.',
    tone: 'bg-success-soft text-success-soft-foreground',
  },
  {
    icon: Wrench,
    title: 'Garage & maintenance',
    text: 'Keep every car with its services, fuel-ups and expenses. Odo tells you what is due next and what it all costs.',
    tone: 'bg-brand-soft text-brand-soft-foreground',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'Learn from owners of the same car: questions, fixes, stories and tips from people who drive it every day.',
    tone: 'bg-destructive-soft text-destructive-soft-foreground',
  },
];

/** The five things Odo does, one card each. */
export function LandingFeatures() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-6 border-t border-border bg-surface/60 py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-5 md:px-8">
        <h2 id="features-title" className="max-w-2xl text-title font-bold md:text-[2.25rem]">
          Everything your car needs, in one app
        </h2>
        <p className="mt-3 max-w-2xl text-base text-muted-foreground md:text-lg">
          From the day you start looking to the day you sell it.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text, tone }) => (
            <li
              key={title}
              className="rounded-card border border-border bg-surface p-6 shadow-card"
            >
              <span className={cn('grid size-11 place-items-center rounded-xl', tone)}>
                <Icon className="size-5.5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-heading font-semibold">{title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
