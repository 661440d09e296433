import { BRASILIA_SPOTS, encodePolyline, type LatLng, loopRoute } from './polyline.js';

// One activity as the stand-in keeps it, and its two JSON representations: the summary that
// GET /athlete/activities lists (resource_state 2) and the detail of GET /activities/{id}
// (resource_state 3, with device_name, description, calories and the full polyline).

export interface StandInActivity {
  id: number;
  athleteId: number;
  name: string;
  sportType: string;
  /** Legacy `type`: the same as sport_type except TrailRun/VirtualRun → Run, etc. */
  type: string;
  start: Date;
  /** Minutes east of UTC where the activity happened (São Paulo: -180). */
  utcOffsetMinutes: number;
  timezone: string;
  distance: number;
  movingTime: number;
  elapsedTime: number;
  averageHeartrate?: number;
  maxHeartrate?: number;
  averageCadence?: number;
  route?: LatLng[];
  manual: boolean;
  trainer: boolean;
  isPrivate: boolean;
  deviceName?: string;
  description?: string;
}

export const SAO_PAULO_TIMEZONE = '(GMT-03:00) America/Sao_Paulo';

const LEGACY_TYPE: Record<string, string> = { TrailRun: 'Run', VirtualRun: 'Run', MountainBikeRide: 'Ride' };
export const legacyType = (sportType: string) => LEGACY_TYPE[sportType] ?? sportType;

/** Strava writes the local wall-clock time with a trailing Z although it is not UTC. */
function localIso(a: StandInActivity) {
  return new Date(a.start.getTime() + a.utcOffsetMinutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
const utcIso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function summaryPolyline(a: StandInActivity): string {
  if (!a.route) return '';
  // Strava's summary polyline is a simplified route: every other point here.
  return encodePolyline(a.route.filter((_, i) => i % 2 === 0 || i === (a.route?.length ?? 0) - 1));
}

export function toSummaryJson(a: StandInActivity) {
  const first = a.route?.[0];
  const last = a.route?.at(-1);
  return {
    resource_state: 2,
    athlete: { id: a.athleteId, resource_state: 1 },
    name: a.name,
    distance: a.distance,
    moving_time: a.movingTime,
    elapsed_time: a.elapsedTime,
    total_elevation_gain: a.route ? Math.round(a.distance / 250) : 0,
    type: a.type,
    sport_type: a.sportType,
    workout_type: a.sportType === 'Run' ? 0 : null,
    id: a.id,
    start_date: utcIso(a.start),
    start_date_local: localIso(a),
    timezone: a.timezone,
    utc_offset: a.utcOffsetMinutes * 60,
    location_city: null,
    location_state: null,
    location_country: 'Brazil',
    achievement_count: 0,
    kudos_count: 0,
    comment_count: 0,
    athlete_count: 1,
    photo_count: 0,
    map: { id: `a${a.id}`, summary_polyline: summaryPolyline(a), resource_state: 2 },
    trainer: a.trainer,
    commute: false,
    manual: a.manual,
    private: a.isPrivate,
    visibility: a.isPrivate ? 'only_me' : 'everyone',
    flagged: false,
    gear_id: null,
    start_latlng: first ?? [],
    end_latlng: last ?? [],
    average_speed: a.movingTime > 0 ? Math.round((a.distance / a.movingTime) * 1000) / 1000 : 0,
    max_speed: a.movingTime > 0 ? Math.round((a.distance / a.movingTime) * 1300) / 1000 : 0,
    ...(a.averageCadence === undefined ? {} : { average_cadence: a.averageCadence }),
    has_heartrate: a.averageHeartrate !== undefined,
    ...(a.averageHeartrate === undefined ? {} : { average_heartrate: a.averageHeartrate }),
    ...(a.maxHeartrate === undefined ? {} : { max_heartrate: a.maxHeartrate }),
    heartrate_opt_out: false,
    display_hide_heartrate_option: a.averageHeartrate !== undefined,
    upload_id: a.manual ? null : a.id * 10 + 7,
    external_id: a.manual ? null : `${a.id}.fit`,
    from_accepted_tag: false,
    pr_count: 0,
    total_photo_count: 0,
    has_kudoed: false,
  };
}

export function toDetailJson(a: StandInActivity) {
  const summary = toSummaryJson(a);
  return {
    ...summary,
    resource_state: 3,
    description: a.description ?? null,
    calories: Math.round(a.distance * 0.065),
    device_name: a.deviceName ?? null,
    embed_token: `e${a.id}`,
    map: { ...summary.map, polyline: a.route ? encodePolyline(a.route) : '', resource_state: 3 },
    segment_efforts: [],
    splits_metric: [],
    laps: [],
    photos: { primary: null, count: 0 },
  };
}

interface DemoSeed {
  daysAgo: number;
  /** Local São Paulo time, hours after midnight. */
  hour: number;
  name: string;
  sportType: string;
  distance: number;
  movingTime: number;
  pauses?: number;
  hr?: [number, number];
  cadence?: number;
  spot?: LatLng;
  trainer?: boolean;
  device?: string;
}

const GARMIN = 'Garmin Forerunner 265';
const APPLE = 'Apple Watch Series 9';

/** Four weeks of a candidate preparing the TAF: runs (one 2400 m test), pool swims, a ride. */
const DEMO_SEEDS: DemoSeed[] = [
  {
    daysAgo: 1,
    hour: 6,
    name: 'Teste de 2400 m',
    sportType: 'Run',
    distance: 2400,
    movingTime: 612,
    pauses: 4,
    hr: [171, 186],
    cadence: 88.4,
    spot: BRASILIA_SPOTS.parqueDaCidade,
    device: GARMIN,
  },
  {
    daysAgo: 2,
    hour: 18.5,
    name: 'Natação — séries de 100 m',
    sportType: 'Swim',
    distance: 1500,
    movingTime: 1980,
    pauses: 420,
    hr: [138, 161],
    device: APPLE,
  },
  {
    daysAgo: 3,
    hour: 6,
    name: 'Rodagem leve no Eixão',
    sportType: 'Run',
    distance: 6020.4,
    movingTime: 2047,
    pauses: 35,
    hr: [146, 162],
    cadence: 83.1,
    spot: BRASILIA_SPOTS.eixao,
    device: GARMIN,
  },
  {
    daysAgo: 4,
    hour: 7,
    name: 'Pedal no Lago Paranoá',
    sportType: 'Ride',
    distance: 32150.7,
    movingTime: 4310,
    pauses: 300,
    hr: [128, 155],
    spot: BRASILIA_SPOTS.lagoParanoa,
    device: GARMIN,
  },
  {
    daysAgo: 6,
    hour: 22.75,
    name: 'Esteira à noite',
    sportType: 'VirtualRun',
    distance: 5000,
    movingTime: 1690,
    hr: [150, 167],
    cadence: 84.7,
    trainer: true,
    device: APPLE,
  },
  {
    daysAgo: 8,
    hour: 6.25,
    name: 'Intervalado 8 × 400 m',
    sportType: 'Run',
    distance: 6400.2,
    movingTime: 1958,
    pauses: 480,
    hr: [158, 184],
    cadence: 87.2,
    spot: BRASILIA_SPOTS.parqueDaCidade,
    device: GARMIN,
  },
  {
    daysAgo: 9,
    hour: 18,
    name: 'Natação contínua',
    sportType: 'Swim',
    distance: 2000,
    movingTime: 2520,
    pauses: 90,
    hr: [132, 149],
    device: APPLE,
  },
  {
    daysAgo: 11,
    hour: 6.5,
    name: 'Trilha no Parque Nacional',
    sportType: 'TrailRun',
    distance: 9030.8,
    movingTime: 3420,
    pauses: 240,
    hr: [149, 176],
    cadence: 80.2,
    spot: BRASILIA_SPOTS.parqueNacional,
    device: GARMIN,
  },
  {
    daysAgo: 14,
    hour: 6,
    name: 'Longão de domingo',
    sportType: 'Run',
    distance: 12004.6,
    movingTime: 4150,
    pauses: 120,
    hr: [147, 169],
    cadence: 82.6,
    spot: BRASILIA_SPOTS.pontao,
    device: GARMIN,
  },
  {
    daysAgo: 16,
    hour: 18.5,
    name: 'Natação técnica',
    sportType: 'Swim',
    distance: 1200,
    movingTime: 1680,
    pauses: 500,
    device: APPLE,
  },
  {
    daysAgo: 18,
    hour: 6,
    name: 'Rodagem 5 km',
    sportType: 'Run',
    distance: 5010.3,
    movingTime: 1712,
    pauses: 20,
    hr: [145, 160],
    cadence: 83.5,
    spot: BRASILIA_SPOTS.eixao,
    device: GARMIN,
  },
  {
    daysAgo: 21,
    hour: 7,
    name: 'Caminhada regenerativa',
    sportType: 'Walk',
    distance: 4100,
    movingTime: 2900,
    hr: [98, 112],
    spot: BRASILIA_SPOTS.parqueDaCidade,
    device: APPLE,
  },
  {
    daysAgo: 23,
    hour: 6,
    name: 'Simulado de 2400 m',
    sportType: 'Run',
    distance: 2412.5,
    movingTime: 640,
    pauses: 5,
    hr: [169, 183],
    cadence: 87.9,
    spot: BRASILIA_SPOTS.parqueDaCidade,
    device: GARMIN,
  },
  {
    daysAgo: 25,
    hour: 18,
    name: 'Natação 100 m forte',
    sportType: 'Swim',
    distance: 1000,
    movingTime: 1260,
    pauses: 300,
    hr: [140, 172],
    device: APPLE,
  },
  {
    daysAgo: 27,
    hour: 6,
    name: 'Rodagem progressiva',
    sportType: 'Run',
    distance: 8008.9,
    movingTime: 2691,
    pauses: 30,
    hr: [148, 171],
    cadence: 84.4,
    spot: BRASILIA_SPOTS.lagoParanoa,
    device: GARMIN,
  },
];

/** São Paulo has had no daylight saving time since 2019: always UTC-3. */
const SAO_PAULO_OFFSET_MINUTES = -180;

/** The demo history of one athlete, relative to `now` (newest first), ids drawn from `nextId`. */
export function demoActivities(athleteId: number, now: Date, nextId: () => number): StandInActivity[] {
  const localMidnight = new Date(now.getTime() + SAO_PAULO_OFFSET_MINUTES * 60_000);
  localMidnight.setUTCHours(0, 0, 0, 0);
  return DEMO_SEEDS.map((seed) => {
    const localStart = localMidnight.getTime() - seed.daysAgo * 86_400_000 + seed.hour * 3_600_000;
    const start = new Date(localStart - SAO_PAULO_OFFSET_MINUTES * 60_000);
    return {
      id: nextId(),
      athleteId,
      name: seed.name,
      sportType: seed.sportType,
      type: legacyType(seed.sportType),
      start,
      utcOffsetMinutes: SAO_PAULO_OFFSET_MINUTES,
      timezone: SAO_PAULO_TIMEZONE,
      distance: seed.distance,
      movingTime: seed.movingTime,
      elapsedTime: seed.movingTime + (seed.pauses ?? 0),
      ...(seed.hr ? { averageHeartrate: seed.hr[0], maxHeartrate: seed.hr[1] } : {}),
      ...(seed.cadence === undefined ? {} : { averageCadence: seed.cadence }),
      ...(seed.spot ? { route: loopRoute(seed.spot, seed.distance) } : {}),
      manual: false,
      trainer: seed.trainer ?? false,
      isPrivate: false,
      ...(seed.device ? { deviceName: seed.device } : {}),
    };
  });
}
