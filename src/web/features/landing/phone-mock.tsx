import { Camera, Gauge, MessageCircleQuestion, Wrench } from 'lucide-react';
import { LogoMark } from '../../components/logo.tsx';

const actions = [
  { icon: Gauge, label: 'Assess', tone: 'bg-brand-soft text-brand-soft-foreground' },
  { icon: Camera, label: 'Car Lens', tone: 'bg-accent/25 text-accent-foreground dark:text-accent' },
  {
    icon: MessageCircleQuestion,
    label: 'Ask Odo',
    tone: 'bg-success-soft text-success-soft-foreground',
  },
];

const services = [
  { label: 'Oil & filter', due: 'in 1,200 km', width: 'w-4/5' },
  { label: 'Brake fluid', due: 'in 3 months', width: 'w-1/2' },
];

/**
 * Odo's home screen on a phone, drawn in HTML, CSS and one small SVG (no picture to download):
 * the selected car with its reliability dial, the quick actions and the next services. A
 * picture for the eye only; the page's text says the same things.
 */
export function PhoneMock() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-[17.5rem] shrink-0 select-none">
      <div className="absolute -inset-10 -z-10 rounded-full bg-gradient-to-br from-brand/30 via-accent/15 to-transparent blur-3xl" />
      <div className="rounded-[2.75rem] bg-[oklch(0.22_0.02_265)] p-2.5 shadow-raised ring-1 ring-black/10 dark:ring-white/15">
        <div className="relative overflow-hidden rounded-[2.25rem] bg-background">
          <div className="absolute top-2 left-1/2 h-5 w-20 -translate-x-1/2 rounded-full bg-[oklch(0.22_0.02_265)]" />
          <div className="flex items-center justify-between px-6 pt-3 pb-1 text-[0.625rem] font-semibold">
            <span>9:41</span>
            <span className="flex items-center gap-1">
              <span className="h-2 w-3 rounded-[2px] bg-foreground/70" />
              <span className="h-2 w-4 rounded-[2px] border border-foreground/70" />
            </span>
          </div>
          <div className="px-4 pt-4 pb-5">
            <div className="flex items-center gap-2">
              <LogoMark className="size-7" />
              <div>
                <p className="text-[0.6875rem] text-muted-foreground">Good morning</p>
                <p className="text-sm leading-tight font-bold">Your garage</p>
              </div>
            </div>

            <div className="mt-4 rounded-2xl bg-[oklch(0.48_0.21_265)] p-4 text-white">
              <div className="flex items-start justify-between">
                <div>
                  <p className="text-[0.6875rem] text-white/80">2019 Toyota RAV4</p>
                  <p className="text-lg leading-tight font-bold">84,210 km</p>
                </div>
                <span className="rounded-full bg-white/20 px-2 py-0.5 text-[0.625rem] font-semibold">
                  Reliability 8.6
                </span>
              </div>
              <svg viewBox="0 0 200 110" className="mx-auto mt-2 block h-[5.5rem] w-40">
                <path
                  d="M20 100a80 80 0 0 1 160 0"
                  fill="none"
                  stroke="white"
                  strokeOpacity="0.25"
                  strokeWidth="14"
                  strokeLinecap="round"
                />
                <path
                  d="M20 100a80 80 0 0 1 137-56"
                  fill="none"
                  stroke="white"
                  strokeWidth="14"
                  strokeLinecap="round"
                />
                <path d="M100 100 134 62" stroke="#ffb23f" strokeWidth="8" strokeLinecap="round" />
                <circle cx="100" cy="100" r="9" fill="white" />
              </svg>
            </div>

            <div className="mt-3 grid grid-cols-3 gap-2">
              {actions.map(({ icon: Icon, label, tone }) => (
                <div
                  key={label}
                  className="flex flex-col items-center gap-1.5 rounded-xl border border-border bg-surface py-2.5"
                >
                  <span className={`grid size-7 place-items-center rounded-lg ${tone}`}>
                    <Icon className="size-4" />
                  </span>
                  <span className="text-[0.625rem] font-semibold">{label}</span>
                </div>
              ))}
            </div>

            <div className="mt-3 rounded-xl border border-border bg-surface p-3">
              <p className="flex items-center gap-1.5 text-[0.6875rem] font-semibold">
                <Wrench className="size-3.5 text-brand" />
                Upcoming services
              </p>
              {services.map(({ label, due, width }) => (
                <div key={label} className="mt-2">
                  <div className="flex justify-between text-[0.625rem]">
                    <span className="font-medium">{label}</span>
                    <span className="text-muted-foreground">{due}</span>
                  </div>
                  <div className="mt-1 h-1.5 rounded-full bg-muted">
                    <div className={`h-full rounded-full bg-brand ${width}`} />
                  </div>
                </div>
              ))}
            </div>

            <div className="mt-4 flex justify-around">
              {[0, 1, 2, 3, 4].map((index) => (
                <span
                  key={index}
                  className={`size-1.5 rounded-full ${index === 0 ? 'bg-brand' : 'bg-muted-foreground/40'}`}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
