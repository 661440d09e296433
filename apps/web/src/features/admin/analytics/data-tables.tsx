import { formatNumber } from '@prontidao/domain/format/number';
import type { AnalyticsWeek } from '../api/analytics-queries';
import {
  type FunnelStep,
  formatShare,
  formatValue,
  type WeeklyChartSpec,
  weekLabel,
} from './analytics-charts-spec';
import { td, th } from './chart-card';

export function WeeklyTable({ spec, weeks }: { spec: WeeklyChartSpec; weeks: readonly AnalyticsWeek[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{spec.title}</caption>
      <thead className="bg-muted">
        <tr>
          <th scope="col" className={th}>
            Semana (início)
          </th>
          {spec.series.map(({ key, label }) => (
            <th key={key} scope="col" className={`${th} text-end`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.week_start} className="border-t">
            <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-start font-normal">
              {weekLabel(week.week_start)}
            </th>
            {spec.series.map(({ key }) => (
              <td key={key} className={td}>
                {formatValue(spec, week[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FunnelTable({ steps }: { steps: readonly FunnelStep[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Funil de conversão</caption>
      <thead className="bg-muted">
        <tr>
          <th scope="col" className={th}>
            Etapa
          </th>
          <th scope="col" className={`${th} text-end`}>
            Pessoas
          </th>
          <th scope="col" className={`${th} text-end`}>
            Parte dos cadastros
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.key} className="border-t">
            <th scope="row" className="px-3 py-1.5 text-start font-normal">
              {step.label}
            </th>
            <td className={td}>{formatNumber(step.value)}</td>
            <td className={td}>{formatShare(step.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
