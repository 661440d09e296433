import * as polylineCodec from '@googlemaps/polyline-codec';

// An activity's route as GPX 1.1: the stored summary polyline (Google's encoding, precision 5, as
// Strava and our watch-file import write it) decoded into one track. The polyline keeps positions
// only, so the points carry no time; the activity's start time goes in the metadata.

// The package ships CommonJS (UMD) only: Node's ESM loader exposes it as the default export,
// bundlers as named exports (as in integrations/activity-files/polyline.ts).
const decode: typeof polylineCodec.decode =
  polylineCodec.decode ?? (polylineCodec as unknown as { default: typeof polylineCodec }).default.decode;

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

const GPX_TYPE: Record<string, string> = { RUN: 'running', SWIM: 'swimming' };

export interface RouteActivity {
  id: string;
  activity_type: string;
  workout_date: string;
  start_time: Date | null;
  summary_polyline: string | null;
}

/** The route's points [lat, lon], or [] when the polyline is missing or unreadable. */
export function routePoints(encoded: string | null): [number, number][] {
  if (!encoded) return [];
  let points: number[][];
  try {
    points = decode(encoded, 5);
  } catch {
    return [];
  }
  return points.filter(
    (p): p is [number, number] =>
      p.length === 2 &&
      Number.isFinite(p[0]) &&
      Number.isFinite(p[1]) &&
      Math.abs(p[0] as number) <= 90 &&
      Math.abs(p[1] as number) <= 180,
  );
}

/** 'atividades/2026-03-01-run-<id>.gpx'. */
export function gpxPath(activity: RouteActivity): string {
  return `atividades/${activity.workout_date}-${activity.activity_type.toLowerCase()}-${activity.id}.gpx`;
}

/** The GPX document, or null when the activity has no route of at least two points. */
export function activityGpx(activity: RouteActivity): string | null {
  const points = routePoints(activity.summary_polyline);
  if (points.length < 2) return null;
  const name = `${activity.activity_type} ${activity.workout_date}`;
  const time = activity.start_time ? `<time>${new Date(activity.start_time).toISOString()}</time>` : '';
  const trkpts = points
    .map(([lat, lon]) => `      <trkpt lat="${lat.toFixed(5)}" lon="${lon.toFixed(5)}"/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Prontidão" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>${escapeXml(name)}</name>${time}</metadata>
  <trk>
    <name>${escapeXml(name)}</name>
    <type>${GPX_TYPE[activity.activity_type] ?? escapeXml(activity.activity_type.toLowerCase())}</type>
    <trkseg>
${trkpts}
    </trkseg>
  </trk>
</gpx>
`;
}
