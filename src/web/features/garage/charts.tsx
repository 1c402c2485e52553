// The charts, loaded on demand so recharts stays out of every page's first load.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';

const EconomyChartLazy = lazy(() => import('./economy-chart.tsx'));
const CostsChartLazy = lazy(() => import('./costs-chart.tsx'));

export function EconomyChart(props: ComponentProps<typeof EconomyChartLazy>) {
  return (
    <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
      <EconomyChartLazy {...props} />
    </Suspense>
  );
}

export function CostsChart(props: ComponentProps<typeof CostsChartLazy>) {
  return (
    <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
      <CostsChartLazy {...props} />
    </Suspense>
  );
}
