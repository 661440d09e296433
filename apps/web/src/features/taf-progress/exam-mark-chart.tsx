import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { isLowerBetter } from '@prontidao/domain/exams/exam-schema';
import { formatMarkTime } from '@prontidao/domain/format/duration';
import { formatNumber } from '@prontidao/domain/format/number';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MarkSeries } from './exam-progress-data';

// Loaded with React.lazy: recharts is only downloaded when the "Evolução" tab opens.

const MARK_COLOR = '#1d4ed8';
const tickStyle = { fontSize: 12, fill: '#57534e' };

/** A short tick: '12', '7,9', '11:40', '1,80' (the unit is in the chart's title). */
function tickText(measure: MarkSeries['measure'], value: number): string {
  if (measure === 'seconds_time' && value >= 60) return formatMarkTime(value);
  if (measure === 'centimetres') return formatNumber(value / 100, { decimals: 2 });
  return formatNumber(value, { maxDecimals: 2 });
}

/** One test's marks over time in its own unit; the dashed line is the pass mark; times read upwards. */
export default function ExamMarkChart({ series, label }: { series: MarkSeries; label: string }) {
  const mark = (value: number) => formatExamMark(series.measure, value, series.timeWindowS);
  return (
    <div role="img" aria-label={label} className="h-48 w-full">
      <ResponsiveContainer width="100%" height={192}>
        <LineChart
          data={series.points}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={tickStyle} tickFormatter={(date: string) => date.slice(0, 5)} />
          <YAxis
            width={44}
            tick={tickStyle}
            domain={['auto', 'auto']}
            reversed={isLowerBetter(series.measure)}
            tickFormatter={(value: number) => tickText(series.measure, value)}
          />
          <Tooltip
            separator=": "
            formatter={(value) => (typeof value === 'number' ? mark(value) : value)}
            labelFormatter={(date) => `Simulado de ${date}`}
          />
          {series.passMark === null ? null : (
            <ReferenceLine
              y={series.passMark}
              ifOverflow="extendDomain"
              stroke="#57534e"
              strokeDasharray="4 4"
              label={{ value: 'Mínimo', position: 'insideBottomRight', fontSize: 11, fill: '#57534e' }}
            />
          )}
          <Line
            type="monotone"
            dataKey="value"
            name={series.label}
            stroke={MARK_COLOR}
            strokeWidth={2}
            dot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
