import { Camera, Gauge, MessageCircleQuestion, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

const points = [
  { icon: Wrench, text: 'Every service, fuel-up and expense in one garage' },
  { icon: Gauge, text: 'Reliability assessments before you buy' },
  { icon: MessageCircleQuestion, text: 'Ask Odo anything about your car' },
  { icon: Camera, text: 'Point Car Lens at a car to know what it is' },
];

/** The frame of every sign-in page: the brand panel on wide screens, the form column beside it. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-deep text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <Dial />
        <Link to="/" className="relative w-fit rounded-md text-white">
          <Logo markClassName="[&_rect]:fill-white/15" />
        </Link>
        <div className="relative max-w-md text-white">
          <p className="text-[2.5rem] leading-[1.05] font-extrabold tracking-tight">
            Every mile, understood.
          </p>
          <ul className="mt-8 grid gap-4 text-base text-white/95">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-xl bg-white/12">
                  <Icon className="size-4.5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/90">Odo for car owners and buyers</p>
      </aside>

      <main
        id="main"
        className="flex min-h-dvh flex-col px-5 pt-6 pb-10 sm:px-8 lg:min-h-0 lg:justify-center lg:py-12"
      >
        <Link to="/" className="w-fit rounded-md lg:hidden">
          <Logo />
        </Link>
        <div className="mx-auto mt-10 w-full max-w-[26rem] lg:mt-0">
          <h1 className="text-title font-bold">{title}</h1>
          {subtitle ? <p className="mt-2 text-base text-muted-foreground">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
          {footer ? (
            <div className="mt-8 border-t border-border pt-6 text-center text-sm text-muted-foreground">
              {footer}
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}

/** A large odometer dial drawn behind the brand panel. */
function Dial() {
  return (
    <svg
      viewBox="0 0 400 400"
      aria-hidden="true"
      className="pointer-events-none absolute -right-28 -bottom-24 size-[34rem] text-white opacity-[0.13]"
    >
      <circle cx="200" cy="200" r="170" fill="none" stroke="currentColor" strokeWidth="18" />
      {Array.from({ length: 25 }, (_, index) => {
        const angle = (-225 + index * 11.25) * (Math.PI / 180);
        const inner = index % 4 === 0 ? 118 : 132;
        return (
          <line
            key={index}
            x1={200 + Math.cos(angle) * inner}
            y1={200 + Math.sin(angle) * inner}
            x2={200 + Math.cos(angle) * 145}
            y2={200 + Math.sin(angle) * 145}
            stroke="currentColor"
            strokeWidth={index % 4 === 0 ? 8 : 4}
            strokeLinecap="round"
          />
        );
      })}
      <path d="M200 200 282 118" stroke="currentColor" strokeWidth="14" strokeLinecap="round" />
      <circle cx="200" cy="200" r="20" fill="currentColor" />
    </svg>
  );
}
