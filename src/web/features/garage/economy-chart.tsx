// Recharts is heavy: this module is only ever loaded through React.lazy (see charts.tsx).
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface EconomyPoint {
  label: string;
  value: number;
}

export default function EconomyChart({ points, unit }: { points: EconomyPoint[]; unit: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -8 }}>
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
          width={44}
          domain={['auto', 'auto']}
        />
        <Tooltip
          formatter={(value) => [`${Number(value).toFixed(1)} ${unit}`, 'Economy']}
          contentStyle={{
            background: 'var(--odo-surface-raised)',
            border: '1px solid var(--odo-border)',
            borderRadius: 10,
            fontSize: 13,
          }}
        />
        <Line
          type="monotone"
          dataKey="value"
          stroke="var(--odo-brand)"
          strokeWidth={2.5}
          dot={{ r: 3.5, fill: 'var(--odo-brand)' }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
