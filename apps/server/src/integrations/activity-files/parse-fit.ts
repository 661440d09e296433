// FIT (Garmin, COROS, Polar, Suunto, Wahoo…) read with Garmin's own SDK. A file must pass the SDK's
// integrity check (header, declared size, CRC): a truncated or damaged file is refused whole, never
// imported half-way (decision 025). Totals come from the session message, the samples from records,
// and for pool swims the distance/time stream from the length messages.
import { Decoder, type LengthMesg, type RecordMesg, type SessionMesg, Stream } from '@garmin/fitsdk';
import { REASONS } from './reasons.js';
import type { ActivityKind, DistancePoint, ExtractedActivity, Sample } from './types.js';

type Extraction = { ok: true; activity: ExtractedActivity } | { ok: false; reason: string };

const SEMICIRCLE_TO_DEG = 180 / 2 ** 31;

export function extractFit(bytes: Uint8Array): Extraction {
  const stream = Stream.fromByteArray(bytes);
  if (!Decoder.isFIT(stream)) return { ok: false, reason: REASONS.fitCorrupt };
  const decoder = new Decoder(stream);
  if (!decoder.checkIntegrity()) return { ok: false, reason: REASONS.fitCorrupt };
  const { messages, errors } = decoder.read({ includeUnknownData: false, decodeMemoGlobs: false });
  if (errors.length > 0) return { ok: false, reason: REASONS.fitCorrupt };

  const sessions = messages.sessionMesgs ?? [];
  if (sessions.length > 1) return { ok: false, reason: REASONS.fitMultisport };
  const session: SessionMesg | undefined = sessions[0];
  const records = messages.recordMesgs ?? [];
  const lengths = messages.lengthMesgs ?? [];
  const laps = messages.lapMesgs ?? [];
  const kind = kindOf(
    session?.sport ?? laps[0]?.sport ?? messages.sportMesgs?.[0]?.sport,
    session?.subSport ?? laps[0]?.subSport ?? messages.sportMesgs?.[0]?.subSport,
    session?.poolLength,
    records,
  );
  const samples = records.map(toSample);
  const firstTimed = samples.find((s) => s.t !== null)?.t ?? null;
  const start = toMs(session?.startTime) ?? toMs(laps[0]?.startTime) ?? firstTimed;
  const isRun = kind?.type === 'RUN';

  return {
    ok: true,
    activity: {
      format: 'fit',
      kind,
      startTime: start === null ? null : new Date(start),
      samples,
      points: records.length,
      device: deviceName(messages.fileIdMesgs?.[0], messages.deviceInfoMesgs),
      totals: {
        distanceM: num(session?.totalDistance) ?? sum(laps.map((l) => num(l.totalDistance))),
        elapsedS: num(session?.totalElapsedTime) ?? sum(laps.map((l) => num(l.totalElapsedTime))),
        timerS: num(session?.totalTimerTime) ?? sum(laps.map((l) => num(l.totalTimerTime))),
        avgHeartRate: positive(session?.avgHeartRate),
        maxHeartRate: positive(session?.maxHeartRate),
        avgCadence: sessionCadence(session, isRun),
        poolLengthM: kind?.type === 'SWIM' ? positive(session?.poolLength) : undefined,
        lengths:
          kind?.type === 'SWIM' && positive(session?.poolLength)
            ? (positive(session?.numActiveLengths) ?? activeLengths(lengths).length)
            : undefined,
      },
      distanceStream: poolStream(lengths, positive(session?.poolLength)),
    },
  };
}

function kindOf(
  sport: unknown,
  subSport: unknown,
  poolLength: unknown,
  records: readonly RecordMesg[],
): ActivityKind | null {
  // Some watches file a treadmill run under fitness equipment: the sub sport says it is a run.
  if (sport === 'running' || subSport === 'treadmill' || subSport === 'indoorRunning') return { type: 'RUN' };
  if (sport === undefined || sport === 'generic') return null;
  if (sport !== 'swimming') return { type: 'OTHER' };
  if (subSport === 'lapSwimming' || (subSport !== 'openWater' && positive(poolLength))) {
    return { type: 'SWIM', swimKind: 'pool' };
  }
  if (subSport === 'openWater' || records.some((r) => r.positionLat !== undefined)) {
    return { type: 'SWIM', swimKind: 'open_water' };
  }
  return { type: 'SWIM' };
}

function toSample(record: RecordMesg): Sample {
  const lat = num(record.positionLat);
  const lon = num(record.positionLong);
  const cadence = positive(record.cadence);
  const fraction = num((record as { fractionalCadence?: unknown }).fractionalCadence) ?? 0;
  return {
    t: toMs(record.timestamp),
    lat: lat === undefined ? null : lat * SEMICIRCLE_TO_DEG,
    lon: lon === undefined ? null : lon * SEMICIRCLE_TO_DEG,
    d: num(record.distance) ?? null,
    hr: positive(record.heartRate) ?? null,
    cad: cadence === undefined ? null : cadence + fraction,
  };
}

/** FIT running cadence is strides of one foot per minute: doubled to steps per minute. */
function sessionCadence(session: SessionMesg | undefined, isRun: boolean): number | undefined {
  const s = session as (SessionMesg & { avgFractionalCadence?: unknown }) | undefined;
  if (isRun) {
    const strides = positive(s?.avgRunningCadence) ?? positive(s?.avgCadence);
    return strides === undefined ? undefined : 2 * (strides + (num(s?.avgFractionalCadence) ?? 0));
  }
  return positive(s?.avgSwimmingCadence) ?? positive(s?.avgCadence);
}

function activeLengths(lengths: readonly LengthMesg[]): LengthMesg[] {
  return lengths.filter((l) => l.lengthType === 'active');
}

/** One point at each edge of each active length: distance grows one pool length per active length. */
function poolStream(
  lengths: readonly LengthMesg[],
  poolLength: number | undefined,
): DistancePoint[] | undefined {
  if (!poolLength || lengths.length === 0) return undefined;
  const stream: DistancePoint[] = [];
  let distance = 0;
  for (const length of activeLengths(lengths)) {
    const start = toMs(length.startTime);
    const duration = num(length.totalElapsedTime);
    if (start === null || duration === undefined || duration <= 0) continue;
    stream.push({ t: start / 1000, d: distance });
    distance += poolLength;
    stream.push({ t: start / 1000 + duration, d: distance });
  }
  return stream.length > 0 ? stream : undefined;
}

function deviceName(
  fileId:
    | { manufacturer?: unknown; productName?: unknown; garminProduct?: unknown; product?: unknown }
    | undefined,
  deviceInfos: readonly { productName?: unknown; deviceIndex?: unknown }[] | undefined,
): string | null {
  const creator = deviceInfos?.find((d) => d.deviceIndex === 'creator' || d.deviceIndex === 0);
  const productName = text(fileId?.productName) ?? text(creator?.productName);
  if (productName) return productName;
  const maker = text(fileId?.manufacturer);
  const brand = maker ? maker.charAt(0).toUpperCase() + maker.slice(1) : null;
  const model =
    text(fileId?.garminProduct) ?? (typeof fileId?.product === 'number' ? String(fileId.product) : null);
  const name = [brand, model].filter(Boolean).join(' ');
  return name || null;
}

function toMs(value: unknown): number | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function positive(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && n > 0 ? n : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function sum(values: (number | undefined)[]): number | undefined {
  const present = values.filter((v): v is number => v !== undefined);
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : undefined;
}
