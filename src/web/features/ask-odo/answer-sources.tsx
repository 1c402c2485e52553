// What an answer is based on, under it: records and due items link to their car, articles open
// inline, known problems, intervals and trouble codes name where they come from.
import {
  AlertTriangle,
  BookOpen,
  CalendarClock,
  Car,
  ChevronDown,
  CircuitBoard,
  Fuel,
  Gauge,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import type { AskSource, AskSourceKind } from '../../../shared/ask-odo-vocab.ts';

const ICONS: Record<AskSourceKind, typeof Car> = {
  record: Wrench,
  upcoming: CalendarClock,
  vehicle: Car,
  article: BookOpen,
  known_problem: AlertTriangle,
  interval: Gauge,
  trouble_code: CircuitBoard,
  rating: Fuel,
};

const KIND_LABELS: Record<AskSourceKind, string> = {
  record: 'Your record',
  upcoming: 'Due item',
  vehicle: 'Your car',
  article: 'Odo article',
  known_problem: 'Known problem',
  interval: 'Service interval',
  trouble_code: 'Trouble code',
  rating: 'EPA rating',
};

function SourceLine({ source }: { source: AskSource }) {
  const Icon = ICONS[source.kind];
  const body = (
    <>
      <Icon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
      <span className="grid min-w-0 gap-0.5">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {KIND_LABELS[source.kind]}
        </span>
        <span className="font-medium break-words">{source.title}</span>
        {source.detail ? (
          <span className="text-sm break-words text-muted-foreground">{source.detail}</span>
        ) : null}
      </span>
    </>
  );
  if (source.kind === 'article') {
    return (
      <details className="group rounded-control border border-border bg-surface">
        <summary className="flex cursor-pointer list-none items-start gap-2.5 p-3 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          {body}
          <ChevronDown
            className="mt-0.5 ml-auto size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        {source.excerpt ? (
          <div className="grid gap-2 border-t border-border p-3 text-sm leading-relaxed whitespace-pre-line">
            {source.excerpt}
          </div>
        ) : null}
      </details>
    );
  }
  if (source.vehicleId) {
    return (
      <Link
        to={`/vehicle/${encodeURIComponent(source.vehicleId)}`}
        className="flex items-start gap-2.5 rounded-control border border-border bg-surface p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {body}
      </Link>
    );
  }
  return (
    <div className="flex items-start gap-2.5 rounded-control border border-border bg-surface p-3">
      {body}
    </div>
  );
}

export function AnswerSources({ sources }: { sources: AskSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-label="Sources" className="grid gap-2">
      <h3 className="text-sm font-semibold">Based on</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {sources.map((source, index) => (
          <li key={`${source.kind}-${source.slug ?? source.title}-${index}`} className="min-w-0">
            <SourceLine source={source} />
          </li>
        ))}
      </ul>
    </section>
  );
}
