import { METRICS_NEED_TEST } from '@prontidao/domain/endurance/endurance-metrics';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDecimal, formatPaceMinutes, formatRange, formatWhole } from './metrics-format';
import type { EnduranceZone } from './student-queries';

/**
 * 'Zonas de treino' Z1–Z5: a real table; on a phone it scrolls sideways inside its card (the region
 * takes the keyboard focus so it can be scrolled without a mouse), the page never gets wider.
 */
export function ZonesCard({ zones }: { zones: readonly EnduranceZone[] }) {
  const titleId = useId();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>Zonas de treino</h2>
        </CardTitle>
        {zones.length > 0 ? (
          <CardDescription>Faixas de intensidade em porcentagem da VAM.</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {zones.length === 0 ? (
          <p className="text-pretty">{METRICS_NEED_TEST}</p>
        ) : (
          <ZonesTable zones={zones} labelledBy={titleId} />
        )}
      </CardContent>
    </Card>
  );
}

function ZonesTable({ zones, labelledBy }: { zones: readonly EnduranceZone[]; labelledBy: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="-mx-1 overflow-x-auto px-1 pb-1 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Zonas de treino Z1 a Z5: % da VAM, velocidade, pace e uso</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 pe-3 font-medium">
              Zona
            </th>
            <th scope="col" className="py-2 pe-3 font-medium">
              % VAM
            </th>
            <th scope="col" className="py-2 pe-3 font-medium">
              Velocidade (km/h)
            </th>
            <th scope="col" className="py-2 pe-3 font-medium">
              Pace (min/km)
            </th>
            <th scope="col" className="py-2 font-medium">
              Uso
            </th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.zone} className="border-b align-top last:border-b-0">
              <th scope="row" className="py-2 pe-3 font-semibold">
                {zone.zone}
              </th>
              <td className="whitespace-nowrap py-2 pe-3 tabular-nums">
                {formatRange(zone.pct_min, zone.pct_max, formatWhole)}%
              </td>
              <td className="whitespace-nowrap py-2 pe-3 tabular-nums">
                {formatRange(zone.kmh_min, zone.kmh_max, formatDecimal)}
              </td>
              <td className="whitespace-nowrap py-2 pe-3 tabular-nums">
                {formatRange(zone.pace_min, zone.pace_max, formatPaceMinutes)}
              </td>
              <td className="py-2">
                <span className="text-pretty">{zone.cue}</span>
                {zone.durations_tip ? (
                  <span className="mt-1 block text-pretty text-muted-foreground text-xs">
                    Duração: {zone.durations_tip}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
