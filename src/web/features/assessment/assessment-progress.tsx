// What the user sees while Odo assesses: the car, and what is being checked (announced once).
import { BookOpenCheck, CalendarClock, Gauge, ScanLine } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.tsx';

const CHECKS = [
  { icon: ScanLine, text: 'Reading the car: year, make, model, VIN' },
  { icon: BookOpenCheck, text: 'Looking up known problems and their sources' },
  { icon: CalendarClock, text: 'Checking the service schedule against the mileage' },
  { icon: Gauge, text: 'Scoring reliability and condition' },
];

export function AssessmentProgress({ name }: { name: string }) {
  return (
    <div className="grid justify-items-center gap-6 px-2 py-8 text-center sm:py-12">
      <div className="relative grid size-20 place-items-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-brand/15 [animation-duration:1.8s]" />
        <span className="relative grid size-16 place-items-center rounded-full bg-brand text-brand-foreground shadow-raised">
          <Spinner className="size-7" />
        </span>
      </div>
      <div className="grid gap-1.5" role="status" aria-live="polite">
        <p className="text-xl font-semibold tracking-tight">Assessing {name || 'the car'}…</p>
        <p className="text-sm text-muted-foreground">This takes a few seconds.</p>
      </div>
      <ul className="grid w-full max-w-sm gap-2.5 text-left text-sm" aria-label="What Odo checks">
        {CHECKS.map(({ icon: Icon, text }, index) => (
          <li
            key={text}
            className="flex animate-pulse items-center gap-3 rounded-control bg-muted/70 px-3.5 py-2.5"
            style={{ animationDelay: `${index * 250}ms` }}
          >
            <Icon className="size-4.5 shrink-0 text-brand" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
