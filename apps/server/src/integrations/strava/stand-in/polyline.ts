// Google's encoded polyline algorithm (precision 5), what Strava sends as `map.summary_polyline`,
// and loop-shaped demo routes around Brasília.

export type LatLng = [lat: number, lng: number];

function encodeSigned(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

export function encodePolyline(points: LatLng[]): string {
  let lastLat = 0;
  let lastLng = 0;
  let out = '';
  for (const [lat, lng] of points) {
    const iLat = Math.round(lat * 1e5);
    const iLng = Math.round(lng * 1e5);
    out += encodeSigned(iLat - lastLat) + encodeSigned(iLng - lastLng);
    lastLat = iLat;
    lastLng = iLng;
  }
  return out;
}

/** Places in Brasília where the demo athletes run. */
export const BRASILIA_SPOTS = {
  parqueDaCidade: [-15.7989, -47.9076],
  eixao: [-15.7801, -47.8873],
  pontao: [-15.8266, -47.8386],
  parqueNacional: [-15.7355, -47.9296],
  lagoParanoa: [-15.7942, -47.8369],
} as const satisfies Record<string, LatLng>;

const METRES_PER_DEGREE = 111_320;

/** A slightly irregular loop of `distance` metres starting and ending at `start`. */
export function loopRoute(start: LatLng, distance: number, points = 48): LatLng[] {
  const radius = distance / (2 * Math.PI);
  const [lat0, lng0] = start;
  const lngScale = METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  const route: LatLng[] = [];
  for (let i = 0; i <= points; i += 1) {
    const angle = (2 * Math.PI * i) / points;
    const wobble = 1 + 0.06 * Math.sin(5 * angle);
    // The loop's centre sits one radius east of the start, so angle 0 is the start itself.
    const dx = radius - radius * wobble * Math.cos(angle);
    const dy = radius * wobble * Math.sin(angle);
    route.push([lat0 + dy / METRES_PER_DEGREE, lng0 - dx / lngScale]);
  }
  return route;
}
