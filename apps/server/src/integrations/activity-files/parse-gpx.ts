// GPX 1.0/1.1 (Strava, Garmin Connect, Runkeeper, Apple Health exporters…): tracks only; the sport from
// <trk><type> when the file has one (else the speed decides, summarize.ts); heart rate and cadence from
// the Garmin TrackPointExtension (any prefix).

import { child, children, descendant, numberOf, parseXml, textOf, timeOf } from './parse-xml.js';
import { REASONS } from './reasons.js';
import { attr, kindFromName } from './sport-names.js';
import type { ExtractedActivity, Sample } from './types.js';

type Extraction = { ok: true; activity: ExtractedActivity } | { ok: false; reason: string };

export function extractGpx(text: string): Extraction {
  const parsed = parseXml(text, 'gpx');
  if (!parsed.ok) return parsed;
  const { root } = parsed;
  const tracks = children(root, 'trk');
  const samples: Sample[] = [];
  for (const track of tracks) {
    for (const segment of children(track, 'trkseg')) {
      let first = true;
      for (const point of children(segment, 'trkpt')) {
        const extensions = child(point, 'extensions');
        samples.push({
          t: timeOf(child(point, 'time')),
          lat: numberOf(attr(point, 'lat')),
          lon: numberOf(attr(point, 'lon')),
          d: null,
          hr: positiveOrNull(numberOf(descendant(extensions, 'hr'))),
          cad: positiveOrNull(numberOf(descendant(extensions, 'cad'))),
          ...(first ? { newSegment: true } : {}),
        });
        first = false;
      }
    }
  }
  if (samples.length === 0) return { ok: false, reason: REASONS.noPoints };
  const typeName = tracks.map((t) => textOf(child(t, 'type'))).find((t) => t !== null) ?? null;
  const firstTime = samples.find((s) => s.t !== null)?.t ?? null;
  return {
    ok: true,
    activity: {
      format: 'gpx',
      kind: typeName === null ? null : kindFromName(typeName, 'open_water'),
      startTime: firstTime === null ? null : new Date(firstTime),
      samples,
      points: samples.length,
      device: textOf(attr(root, 'creator')),
      totals: {},
    },
  };
}

function positiveOrNull(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}
