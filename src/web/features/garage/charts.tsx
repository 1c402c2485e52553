// The charts. The economy chart (recharts) loads on demand so recharts stays out of every page's
// first load; the costs chart is plain SVG, small enough to come with its page.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import CostsChart from './costs-chart.tsx';

export { CostsChart };

const EconomyChartLazy = lazy(() => import('./economy-chart.tsx'));

export function EconomyChart(props: ComponentProps<typeof EconomyChartLazy>) {
  return (
    <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
      <EconomyChartLazy {...props} />
    </Suspense>
  );
}
