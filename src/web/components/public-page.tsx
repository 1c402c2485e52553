import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';

interface PublicPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the public information pages (privacy, terms, support). */
export function PublicPage({ title, lead, children }: PublicPageProps) {
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="border-b border-border bg-surface/70 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-5 py-3.5 md:px-8">
          <Link to="/" className="rounded-md" aria-label="Odo">
            <Logo markClassName="size-8" />
          </Link>
          <button
            type="button"
            onClick={() => (window.history.length > 1 ? window.history.back() : undefined)}
            className="inline-flex items-center gap-1.5 rounded-control px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-5 py-10 md:px-8 md:py-14">
        <h1 className="text-title font-bold md:text-[2.25rem]">{title}</h1>
        {lead ? <p className="mt-3 text-lg text-muted-foreground">{lead}</p> : null}
        <div className="mt-8 grid gap-8 text-[0.9375rem] leading-relaxed [&_h2]:text-heading [&_h2]:font-semibold [&_p]:text-muted-foreground [&_p+p]:mt-3 [&_section>h2]:mb-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-muted-foreground">
          {children}
        </div>
      </main>
    </div>
  );
}
