import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EvolutionRow, TestSeries } from './progress-data';

// Loaded with React.lazy: recharts is only downloaded when the "Evolução" tab opens.

/** Final grade in the brand red; tests in colours with ≥ 3:1 contrast on white, each with its own dash. */
const FINAL_COLOR = '#b91c1c';
const TEST_STYLES = [
  { color: '#1d4ed8', dash: '6 3' },
  { color: '#15803d', dash: '2 3' },
  { color: '#7e22ce', dash: '8 3 2 3' },
  { color: '#b45309', dash: '4 4' },
  { color: '#0e7490', dash: '1 2' },
] as const;

const ticks = [0, 2, 4, 6, 8, 10];
const tickStyle = { fontSize: 12, fill: '#57534e' };

export interface EvolutionChartProps {
  rows: readonly EvolutionRow[];
  series: readonly TestSeries[];
}

export default function EvolutionChart({ rows, series }: EvolutionChartProps) {
  // Legend and tooltip list the final grade first, then the tests in the edital's order.
  const order = ['final', ...series.map(({ key }) => `grades.${key}`)];
  const byOrder = (item: { dataKey?: unknown }) => order.indexOf(String(item.dataKey));
  return (
    <div data-testid="evolution-chart" role="img" aria-label={describeChart(rows)} className="h-80 w-full">
      <ResponsiveContainer width="100%" height={320}>
        <LineChart
          data={[...rows]}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={tickStyle} tickFormatter={(date: string) => date.slice(0, 5)} />
          <YAxis domain={[0, 10]} width={28} ticks={ticks} tick={tickStyle} allowDecimals={false} />
          <Tooltip
            itemSorter={byOrder}
            separator=": "
            formatter={(value) => (typeof value === 'number' ? formatGrade(value) : value)}
            labelFormatter={(label) => `Simulado de ${label}`}
          />
          <Legend itemSorter={byOrder} wrapperStyle={{ fontSize: 12 }} />
          <ReferenceLine
            y={6}
            stroke="#57534e"
            strokeDasharray="4 4"
            label={{ value: 'Nota 6', position: 'insideBottomRight', fontSize: 11, fill: '#57534e' }}
          />
          <Line
            type="monotone"
            dataKey="final"
            name="Nota final"
            stroke={FINAL_COLOR}
            strokeWidth={3}
            dot={{ r: 4 }}
            isAnimationActive={false}
          />
          {series.map(({ key, label }, index) => {
            const style = TEST_STYLES[index % TEST_STYLES.length] ?? TEST_STYLES[0];
            return (
              <Line
                key={key}
                type="monotone"
                dataKey={`grades.${key}`}
                name={label}
                stroke={style.color}
                strokeDasharray={style.dash}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

function describeChart(rows: readonly EvolutionRow[]): string {
  const count = rows.length === 1 ? '1 simulado' : `${rows.length} simulados`;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return `Evolução das notas em ${count}.`;
  const period = first === last ? `em ${first.date}` : `de ${first.date} a ${last.date}`;
  return `Evolução das notas em ${count}, ${period}; nota final mais recente ${formatGrade(last.final)}. Os valores estão na tabela a seguir.`;
}
