import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsWeek } from '../api/analytics-queries';
import { formatValue, shortWeekLabel, type WeeklyChartSpec, weekLabel } from './analytics-charts-spec';

// Loaded with React.lazy: recharts is only downloaded when the analytics page opens.

const tickStyle = { fontSize: 12, fill: '#57534e' };
const HEIGHT = 260;

export interface WeeklyChartProps {
  spec: WeeklyChartSpec;
  weeks: readonly AnalyticsWeek[];
}

export default function WeeklyChart({ spec, weeks }: WeeklyChartProps) {
  const data = [...weeks];
  const isPercent = spec.kind === 'percent';
  const common = {
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    accessibilityLayer: false,
  };
  const axes = (
    <>
      <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" />
      <XAxis dataKey="week_start" tick={tickStyle} tickFormatter={shortWeekLabel} minTickGap={8} />
      <YAxis
        width={isPercent ? 44 : 36}
        tick={tickStyle}
        allowDecimals={false}
        domain={isPercent ? [0, 1] : [0, 'auto']}
        tickFormatter={(value: number) => formatValue(spec, value)}
      />
      <Tooltip
        separator=": "
        labelFormatter={(label) => `Semana de ${weekLabel(String(label))}`}
        formatter={(value) => (typeof value === 'number' ? formatValue(spec, value) : value)}
      />
      {spec.series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
    </>
  );
  return (
    <div role="img" aria-label={describe(spec, weeks)} className="w-full" style={{ height: HEIGHT }}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {spec.kind === 'line' || spec.kind === 'percent' ? (
          <LineChart {...common}>
            {axes}
            {spec.series.map(({ key, label, color }) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={label}
                stroke={color}
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common}>
            {axes}
            {spec.series.map(({ key, label, color }) => (
              <Bar
                key={key}
                dataKey={key}
                name={label}
                fill={color}
                stackId={spec.kind === 'stacked' ? 'total' : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

function describe(spec: WeeklyChartSpec, weeks: readonly AnalyticsWeek[]): string {
  const first = weeks.at(0);
  const last = weeks.at(-1);
  if (!first || !last) return `${spec.title}: sem dados.`;
  const latest = spec.series.map(({ key, label }) => `${label} ${formatValue(spec, last[key])}`).join(', ');
  return `${spec.title}, semanas de ${weekLabel(first.week_start)} a ${weekLabel(last.week_start)}; última semana: ${latest}. Os valores estão na tabela de dados.`;
}
