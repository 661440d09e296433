// Which Strava activities become Prontidão activities (issue #9, DECISIONS 'Integrations'): runs
// and swims only. Strava's `sport_type` (since 2022; finer than the legacy `type`) names them.

export type ImportableType = 'RUN' | 'SWIM';

const IMPORTABLE: Record<string, ImportableType> = {
  Run: 'RUN',
  TrailRun: 'RUN',
  VirtualRun: 'RUN',
  Swim: 'SWIM',
};

/** RUN for Run, TrailRun and VirtualRun; SWIM for Swim; null for everything else (Ride, Walk…). */
export function importableType(sportType: string | null | undefined): ImportableType | null {
  if (!sportType) return null;
  return Object.hasOwn(IMPORTABLE, sportType) ? (IMPORTABLE[sportType] ?? null) : null;
}
