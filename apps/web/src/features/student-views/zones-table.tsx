import { METRICS_NEED_TEST } from '@prontidao/domain/endurance/endurance-metrics';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import type { EnduranceZone } from './api/student-queries';
import { formatDecimal, formatPaceMinutes, formatRange, formatWhole } from './metrics-format';

/**
 * 'Zonas de treino' Z1–Z5: a real table from 768 px, where it still scrolls sideways inside its card
 * if the card is narrow (the region takes the keyboard focus so it can be scrolled without a mouse).
 * On a phone one block per zone instead: the table's last column, what each zone is for, would start
 * off-screen (seen at 360 px).
 */
export function ZonesCard({ zones }: { zones: readonly EnduranceZone[] }) {
  const titleId = useId();
  const isPhone = useMediaQuery(MOBILE_QUERY);
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
        ) : isPhone ? (
          <ZonesList zones={zones} labelledBy={titleId} />
        ) : (
          <ZonesTable zones={zones} labelledBy={titleId} />
        )}
      </CardContent>
    </Card>
  );
}

/** What a zone is for, and for Z5 how long its efforts last. */
function ZoneUse({ zone }: { zone: EnduranceZone }) {
  return (
    <>
      <span className="text-pretty">{zone.cue}</span>
      {zone.durations_tip ? (
        <span className="mt-1 block text-pretty text-muted-foreground text-xs">
          Duração: {zone.durations_tip}
        </span>
      ) : null}
    </>
  );
}

function ZonesList({ zones, labelledBy }: { zones: readonly EnduranceZone[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="text-sm">
      {zones.map((zone) => (
        <li key={zone.zone} className="border-b py-3 first:pt-0 last:border-b-0 last:pb-0">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-base">{zone.zone}</span>
            <span className="text-muted-foreground tabular-nums">
              {formatRange(zone.pct_min, zone.pct_max, formatWhole)}% da VAM
            </span>
          </p>
          <p className="mt-1 tabular-nums">
            {formatRange(zone.kmh_min, zone.kmh_max, formatDecimal)} km/h ·{' '}
            {formatRange(zone.pace_min, zone.pace_max, formatPaceMinutes)} min/km
          </p>
          <p className="mt-1">
            <ZoneUse zone={zone} />
          </p>
        </li>
      ))}
    </ul>
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
                <ZoneUse zone={zone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
