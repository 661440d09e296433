// TCX (Garmin Training Center, Polar Flow, Suunto, TrainingPeaks exports): the first Activity; totals
// from its laps (distance and timer time summed), samples from the Trackpoints (distance, heart rate,
// run cadence from the ActivityExtension TPX).

import { child, children, descendant, numberOf, parseXml, textOf, timeOf } from './parse-xml.js';
import { REASONS } from './reasons.js';
import { attr, kindFromName } from './sport-names.js';
import type { ActivityKind, ExtractedActivity, Sample } from './types.js';

type Extraction = { ok: true; activity: ExtractedActivity } | { ok: false; reason: string };

export function extractTcx(text: string): Extraction {
  const parsed = parseXml(text, 'TrainingCenterDatabase');
  if (!parsed.ok) return parsed;
  const activity = children(child(parsed.root, 'Activities'), 'Activity')[0];
  if (activity === undefined) return { ok: false, reason: REASONS.noPoints };
  const laps = children(activity, 'Lap');
  const samples: Sample[] = [];
  for (const lap of laps) {
    for (const track of children(lap, 'Track')) {
      for (const point of children(track, 'Trackpoint')) {
        const position = child(point, 'Position');
        samples.push({
          t: timeOf(child(point, 'Time')),
          lat: numberOf(child(position, 'LatitudeDegrees')),
          lon: numberOf(child(position, 'LongitudeDegrees')),
          d: numberOf(child(point, 'DistanceMeters')),
          hr: positiveOrNull(numberOf(child(child(point, 'HeartRateBpm'), 'Value'))),
          cad: positiveOrNull(
            numberOf(descendant(child(point, 'Extensions'), 'RunCadence')) ??
              numberOf(child(point, 'Cadence')),
          ),
        });
      }
    }
  }
  if (samples.length === 0 && laps.length === 0) return { ok: false, reason: REASONS.noPoints };

  const lapStart = timeOf(attr(laps[0], 'StartTime')) ?? timeOf(child(activity, 'Id'));
  const start = lapStart ?? samples.find((s) => s.t !== null)?.t ?? null;
  const lastTime = samples.findLast((s) => s.t !== null)?.t ?? null;
  const hasPositions = samples.some((s) => s.lat !== null);
  return {
    ok: true,
    activity: {
      format: 'tcx',
      kind: sportOf(textOf(attr(activity, 'Sport')), hasPositions),
      startTime: start === null ? null : new Date(start),
      samples,
      points: samples.length,
      device: textOf(child(child(activity, 'Creator'), 'Name')),
      totals: {
        distanceM: sum(laps.map((lap) => numberOf(child(lap, 'DistanceMeters')))),
        timerS: sum(laps.map((lap) => numberOf(child(lap, 'TotalTimeSeconds')))),
        elapsedS:
          start !== null && lastTime !== null && lastTime > start ? (lastTime - start) / 1000 : undefined,
      },
    },
  };
}

/** TCX sports are Running, Biking and Other; 'Other' (also used for swims by some exporters) lets the speed decide. */
function sportOf(sport: string | null, hasPositions: boolean): ActivityKind | null {
  if (sport === null) return null;
  return kindFromName(sport, hasPositions ? 'open_water' : undefined);
}

function positiveOrNull(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}

function sum(values: (number | null)[]): number | undefined {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : undefined;
}
