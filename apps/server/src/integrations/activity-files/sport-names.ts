// Sport names written by apps in GPX <type> and TCX Sport="…", mapped to what we import.
import { child } from './parse-xml.js';
import type { ActivityKind } from './types.js';

const RUN = /run|corrida|jog/i;
const SWIM = /swim|nata[cç][aã]o/i;

/** '9' is Strava's old numeric code for a run in its GPX exports. */
export function kindFromName(name: string, swimKind?: 'pool' | 'open_water'): ActivityKind | null {
  const value = name.trim();
  if (value === '' || /^(other|generic|outro)$/i.test(value)) return null;
  if (RUN.test(value) || value === '9') return { type: 'RUN' };
  if (SWIM.test(value)) return swimKind ? { type: 'SWIM', swimKind } : { type: 'SWIM' };
  return { type: 'OTHER' };
}

export function attr(node: unknown, name: string): unknown {
  return child(node, `@${name}`);
}
