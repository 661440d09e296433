// A FIT run written with Garmin's SDK Encoder, for the tests and the bench (not shipped to users): one
// record per second around a 400 m-ish loop, at `slowMps` except for `fast.metres` run at `fast.mps`,
// so the fastest 2400 m is known in advance. Messages as a watch writes them: file id, timer start,
// records, lap, session, activity.
import { Encoder, Profile } from '@garmin/fitsdk';

export type SyntheticRun = {
  seconds: number;
  slowMps: number;
  fast?: { fromM: number; metres: number; mps: number };
  sport?: string;
  subSport?: string;
  start?: Date;
};

const DEG_TO_SEMICIRCLE = 2 ** 31 / 180;
const MESG = Profile.MesgNum as Record<string, number>;

export function encodeSyntheticRun({
  seconds,
  slowMps,
  fast,
  sport = 'running',
  subSport = 'generic',
  start = new Date('2026-11-01T09:00:00Z'),
}: SyntheticRun): Uint8Array {
  const encoder = new Encoder();
  const at = (s: number) => new Date(start.getTime() + s * 1000);
  encoder.onMesg(mesg('FILE_ID'), {
    type: 'activity',
    manufacturer: 'development',
    product: 1,
    timeCreated: start,
    serialNumber: 1234,
  } as never);
  encoder.onMesg(mesg('EVENT'), { timestamp: start, event: 'timer', eventType: 'start' } as never);
  let distance = 0;
  for (let s = 0; s <= seconds; s++) {
    if (s > 0) distance += speedAt(distance, slowMps, fast);
    const angle = (distance / 400) * 2 * Math.PI;
    encoder.onMesg(mesg('RECORD'), {
      timestamp: at(s),
      positionLat: Math.round((-15.79 + 0.0006 * Math.sin(angle)) * DEG_TO_SEMICIRCLE),
      positionLong: Math.round((-47.88 + 0.0006 * Math.cos(angle)) * DEG_TO_SEMICIRCLE),
      distance,
      heartRate: 140 + (s % 20),
      cadence: 85,
    } as never);
  }
  const totals = {
    timestamp: at(seconds),
    startTime: start,
    totalElapsedTime: seconds,
    totalTimerTime: seconds,
    totalDistance: distance,
    sport,
    subSport,
  };
  encoder.onMesg(mesg('LAP'), { ...totals, event: 'lap', eventType: 'stop' } as never);
  encoder.onMesg(mesg('SESSION'), {
    ...totals,
    event: 'session',
    eventType: 'stop',
    avgHeartRate: 149,
    maxHeartRate: 159,
    avgCadence: 85,
    firstLapIndex: 0,
    numLaps: 1,
  } as never);
  encoder.onMesg(mesg('ACTIVITY'), {
    timestamp: at(seconds),
    totalTimerTime: seconds,
    numSessions: 1,
    type: 'manual',
    event: 'activity',
    eventType: 'stop',
  } as never);
  return encoder.close();
}

/** Metres run during the second that starts at `distance`. */
function speedAt(distance: number, slowMps: number, fast: SyntheticRun['fast']): number {
  if (fast && distance >= fast.fromM && distance < fast.fromM + fast.metres) return fast.mps;
  return slowMps;
}

function mesg(name: string): number {
  const num = MESG[name];
  if (num === undefined) throw new Error(`FIT message ${name} unknown to the SDK`);
  return num;
}
