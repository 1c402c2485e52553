// Recharts is heavy: this module is only ever loaded through React.lazy (see charts.tsx).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface CostBar {
  label: string;
  maintenance: number;
  fuel: number;
  expenses: number;
}

const SERIES = [
  { key: 'maintenance', name: 'Maintenance', color: 'var(--odo-brand)' },
  { key: 'fuel', name: 'Fuel', color: 'var(--odo-accent)' },
  { key: 'expenses', name: 'Expenses', color: 'var(--odo-success)' },
] as const;

export default function CostsChart({
  bars,
  formatMoney,
}: {
  bars: CostBar[];
  formatMoney: (amount: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--odo-border)" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 12, fill: 'var(--odo-muted-foreground)' }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          tick={{ fontSize: 12, fill: 'var(--odo-muted-foreground)' }}
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(value: number) => formatMoney(value)}
        />
        <Tooltip
          formatter={(value, name) => [formatMoney(Number(value)), String(name)]}
          cursor={{ fill: 'var(--odo-muted)' }}
          contentStyle={{
            background: 'var(--odo-surface-raised)',
            border: '1px solid var(--odo-border)',
            borderRadius: 10,
            fontSize: 13,
          }}
        />
        {SERIES.map((series, index) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.name}
            stackId="costs"
            fill={series.color}
            radius={index === SERIES.length - 1 ? [6, 6, 0, 0] : 0}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
