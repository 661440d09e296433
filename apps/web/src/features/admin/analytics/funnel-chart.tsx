import { formatNumber } from '@prontidao/domain/format/number';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type FunnelStep, formatShare } from './analytics-charts-spec';

// Loaded with React.lazy, like the weekly charts.

const tickStyle = { fontSize: 12, fill: '#57534e' };

export default function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const height = 56 * steps.length + 24;
  return (
    <div role="img" aria-label={describe(steps)} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={[...steps]}
          layout="vertical"
          margin={{ top: 8, right: 48, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={tickStyle} allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={120} tick={tickStyle} />
          <Tooltip
            separator=": "
            formatter={(value) => (typeof value === 'number' ? formatNumber(value) : value)}
          />
          <Bar dataKey="value" name="Pessoas" fill="#1d4ed8" isAnimationActive={false}>
            <LabelList
              dataKey="share"
              position="right"
              formatter={(share: unknown) => formatShare(typeof share === 'number' ? share : null)}
              style={{ fontSize: 12, fill: '#1c1917' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function describe(steps: readonly FunnelStep[]): string {
  const text = steps.map((step) => `${step.label} ${formatNumber(step.value)} (${formatShare(step.share)})`);
  return `Funil de conversão: ${text.join(', ')}. Os valores estão na tabela de dados.`;
}
