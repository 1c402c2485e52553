// The knowledge base's known problems for the decoded car, each with its source.
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import type { CarLensKnownProblem } from '../../../shared/car-lens-vocab.ts';

const SEVERITY: Record<CarLensKnownProblem['severity'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export function KnownProblemsList({ problems }: { problems: CarLensKnownProblem[] }) {
  if (problems.length === 0) {
    return (
      <p className="flex items-start gap-2 text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        Odo's knowledge base has no known problems recorded for this model year.
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {problems.map((problem) => (
        <li key={problem.id} className="grid gap-1.5 rounded-2xl border border-border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <TriangleAlert className="size-4 text-accent-foreground" aria-hidden="true" />
            <h3 className="font-semibold">{problem.title}</h3>
            <Badge
              variant={
                problem.severity === 'high' || problem.severity === 'critical' ? 'warning' : 'muted'
              }
            >
              {SEVERITY[problem.severity]} severity
            </Badge>
            {problem.conditional ? (
              <Badge variant="muted">Depends on engine or gearbox</Badge>
            ) : null}
          </div>
          <p className="text-sm">{problem.description}</p>
          <p className="text-xs text-muted-foreground">
            {problem.yearFrom}–{problem.yearTo} ·{' '}
            {problem.repairCostUsd.max === 0
              ? problem.source.kind === 'recall'
                ? 'free recall repair'
                : 'no charge'
              : `repair $${problem.repairCostUsd.min.toLocaleString('en-US')}–$${problem.repairCostUsd.max.toLocaleString('en-US')}`}{' '}
            · Source: {problem.source.organisation}, {problem.source.document}
          </p>
        </li>
      ))}
    </ul>
  );
}
