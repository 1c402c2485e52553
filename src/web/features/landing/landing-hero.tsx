import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PhoneMock } from './phone-mock.tsx';

/** The first screen: what Odo is, the way in, and the app itself on a phone. */
export function LandingHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-14 px-5 pt-8 pb-16 md:px-8 md:pt-14 lg:grid-cols-[1.1fr_0.9fr] lg:pt-20 lg:pb-24">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold text-muted-foreground shadow-xs">
          <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
          For car owners and buyers
        </p>
        <h1 className="mt-5 text-[2.5rem] leading-[1.05] font-extrabold tracking-[-0.03em] sm:text-display md:text-[4rem]">
          <span className="block">Know your car.</span>
          <span className="block bg-gradient-to-r from-brand to-[oklch(0.62_0.2_300)] bg-clip-text pb-1 text-transparent">
            Keep it running.
          </span>
        </h1>
        <p className="mt-5 max-w-xl text-lg text-muted-foreground md:text-xl">
          Odo keeps your car&apos;s whole life in one place: services and costs, honest assessments
          before you buy, answers to your questions and a community of owners.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="sm:px-7">
            <Link to={signedIn ? '/dashboard' : '/signup'}>
              {signedIn ? 'Open Odo' : 'Get started'}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#features">See what Odo does</a>
          </Button>
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 text-success" aria-hidden="true" />
          Free to start. No card needed.
        </p>
      </div>
      <PhoneMock />
    </section>
  );
}
