import { decode } from '@googlemaps/polyline-codec';

// The route of an imported activity, drawn as SVG: Google's encoded polyline (what Strava sends)
// decoded, then projected into the SVG box keeping the map's aspect ratio.

export interface RoutePath {
  /** The `d` attribute of the path, in the box's units. */
  d: string;
  start: { x: number; y: number };
  end: { x: number; y: number };
}

export interface RouteBox {
  width: number;
  height: number;
  /** Space left free on every side. */
  padding: number;
}

/** Equirectangular projection: longitude shrinks by cos(latitude) so the shape is not stretched. */
function project(points: [number, number][]) {
  const meanLat = points.reduce((sum, [lat]) => sum + lat, 0) / points.length;
  const shrink = Math.cos((meanLat * Math.PI) / 180);
  // y grows downwards in SVG, latitude northwards.
  return points.map(([lat, lng]) => ({ x: lng * shrink, y: -lat }));
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The route as an SVG path inside `box`, centred; null when the polyline has fewer than 2 points. */
export function routePath(encoded: string, box: RouteBox): RoutePath | null {
  let points: [number, number][];
  try {
    points = decode(encoded, 5) as [number, number][];
  } catch {
    return null;
  }
  points = points.filter(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng));
  if (points.length < 2) return null;
  const projected = project(points);
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const innerW = box.width - 2 * box.padding;
  const innerH = box.height - 2 * box.padding;
  // One scale for both axes keeps the aspect ratio; a route along one line still fits.
  const scale = Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const factor = Number.isFinite(scale) ? scale : 0;
  const offsetX = box.padding + (innerW - spanX * factor) / 2;
  const offsetY = box.padding + (innerH - spanY * factor) / 2;
  const svg = projected.map((p) => ({
    x: round(offsetX + (p.x - minX) * factor),
    y: round(offsetY + (p.y - minY) * factor),
  }));
  const d = svg.map((p, index) => `${index === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const start = svg[0];
  const end = svg[svg.length - 1];
  if (!start || !end) return null;
  return { d, start, end };
}
