// What a watch file gives the import (issue 9): one run or swim, its totals, the route and the fastest
// 2400 m / 100 m inside it. Pure data: no database, no HTTP.

export type ActivityFileFormat = 'fit' | 'gpx' | 'tcx';

export type ParsedActivity = {
  type: 'RUN' | 'SWIM';
  swimKind?: 'pool' | 'open_water';
  startTime: Date;
  /** Device's session total when the file has one (FIT session, TCX laps), else the track's haversine sum. */
  distanceM: number;
  /** First to last sample (or the device's total elapsed time). */
  elapsedS: number;
  /** Device timer time when the file has it (FIT, TCX), else elapsed minus pauses (see moving-time.ts). */
  movingS: number;
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  /** Runs: steps per minute (both feet; FIT and GPX store strides of one foot, doubled here). Swims: strokes per minute. */
  avgCadence: number | null;
  poolLengthM: number | null;
  /** Active lengths of a pool swim (rest lengths not counted). */
  lengths: number | null;
  /** Google encoded polyline, precision 5, at most 500 points. */
  polyline: string | null;
  /** Fastest continuous 2400 m inside a run, in seconds of elapsed time (pauses included). */
  best2400S: number | null;
  /** Fastest continuous 100 m inside a swim, in seconds of elapsed time (rests included). */
  best100S: number | null;
  device: string | null;
  /** The GPS check of the track (a stretch faster than any human, a teleporting point), null: passed. */
  trackFlag: 'gps_speed' | 'gps_jump' | null;
  /** Samples in the file (FIT records, GPX trkpt, TCX Trackpoint). */
  points: number;
  format: ActivityFileFormat;
};

export type ParseResult = { ok: true; activity: ParsedActivity } | { ok: false; reason: string };

/** One sample of the track, as read from any format. */
export type Sample = {
  /** Milliseconds since the epoch, or null when the sample has no valid time. */
  t: number | null;
  lat: number | null;
  lon: number | null;
  /** The device's cumulative distance in metres, when the format carries it. */
  d: number | null;
  hr: number | null;
  /** As stored in the file (strides of one foot for runs, strokes for swims). */
  cad: number | null;
  /** First sample of a new GPX segment: the track is not joined to the sample before. */
  newSegment?: boolean;
};

export type ActivityKind =
  | { type: 'RUN' }
  | { type: 'SWIM'; swimKind?: 'pool' | 'open_water' }
  | { type: 'OTHER' };

/** What a format reader found, before the numbers are derived (summarize.ts). */
export type ExtractedActivity = {
  format: ActivityFileFormat;
  /** null: the file does not say (GPX without <type>); the speed decides. */
  kind: ActivityKind | null;
  startTime: Date | null;
  samples: Sample[];
  /** Samples in the file, including those without a usable time. */
  points: number;
  device: string | null;
  totals: {
    distanceM?: number | undefined;
    elapsedS?: number | undefined;
    timerS?: number | undefined;
    avgHeartRate?: number | undefined;
    maxHeartRate?: number | undefined;
    /** Already in the unit ParsedActivity wants (steps/min for runs, strokes/min for swims). */
    avgCadence?: number | undefined;
    poolLengthM?: number | undefined;
    lengths?: number | undefined;
  };
  /** A distance/time stream other than the samples (pool swims: one point per length edge). */
  distanceStream?: DistancePoint[] | undefined;
};

/** Cumulative distance (m) at a time (s, any origin). */
export type DistancePoint = { t: number; d: number };
