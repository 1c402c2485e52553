// The economy chart (recharts), loaded on demand so recharts stays out of every page's first load.
// (The costs chart is plain SVG: maintenance-costs-page.tsx imports costs-chart.tsx itself.)
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';

const EconomyChartLazy = lazy(() => import('./economy-chart.tsx'));

export function EconomyChart(props: ComponentProps<typeof EconomyChartLazy>) {
  return (
    <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
      <EconomyChartLazy {...props} />
    </Suspense>
  );
}
