import { BRASILIA_SPOTS, loopRoute } from './polyline.js';
import { legacyType, SAO_PAULO_TIMEZONE, type StandInActivity, toSummaryJson } from './stand-in-activity.js';
import type { StandInContext } from './stand-in-context.js';
import type { ForcedWindow } from './stand-in-rate-limit.js';
import type { StandInStore } from './stand-in-store.js';

// The stand-in's control: what a test or the demo does "on Strava's side" — add or change
// activities, revoke access, force 429s, and push webhook events to our callback the way Strava
// does (one POST per event, retried up to three attempts in all until a 200 comes back within 2 s).

export interface NewActivityInput {
  name?: string;
  sportType?: string;
  /** Default: now minus the elapsed time. */
  start?: Date;
  distance?: number;
  movingTime?: number;
  elapsedTime?: number;
  averageHeartrate?: number;
  maxHeartrate?: number;
  averageCadence?: number;
  /** Default: a loop in Brasília for outdoor activities, none for swims and virtual runs. */
  withRoute?: boolean;
  isPrivate?: boolean;
  manual?: boolean;
  deviceName?: string;
}

export type EmitEventInput =
  | { kind: 'create'; athleteId: number; activityId?: number; activity?: NewActivityInput; times?: number }
  | {
      kind: 'update';
      athleteId: number;
      activityId: number;
      updates?: { title?: string; type?: string; private?: boolean };
      times?: number;
    }
  | { kind: 'delete'; athleteId: number; activityId: number; times?: number }
  | { kind: 'deauthorize'; athleteId: number; times?: number };

export interface WebhookDelivery {
  attempt: number;
  status?: number;
  error?: string;
}

export interface EmittedEvent {
  event: {
    object_type: 'activity' | 'athlete';
    object_id: number;
    aspect_type: 'create' | 'update' | 'delete';
    owner_id: number;
    subscription_id: number;
    event_time: number;
    updates: Record<string, string>;
  };
  /** One list of attempts per POST of the event (`times` POSTs). */
  deliveries: WebhookDelivery[][];
}

export class StandInControlError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'NO_CALLBACK',
    message: string,
  ) {
    super(message);
    this.name = 'StandInControlError';
  }
}

const STRAVA_ATTEMPTS = 3;
const STRAVA_ACK_DEADLINE_MS = 2000;

export interface ControlOptions {
  webhookCallbackUrl?: string;
  subscriptionId: number;
  fetch: typeof fetch;
  /** Called after each change of Strava's side (the demo writes its state down). */
  changed?: () => void;
}

type StravaEvent = EmittedEvent['event'];
/** What the event is about: the object, the aspect, and the fields that changed. */
type EventSubject = Pick<StravaEvent, 'object_type' | 'object_id' | 'aspect_type' | 'updates'>;
type ActivityUpdates = NonNullable<Extract<EmitEventInput, { kind: 'update' }>['updates']>;

function athleteOrThrow(store: StandInStore, athleteId: number) {
  const athlete = store.athletes.get(athleteId);
  if (!athlete) throw new StandInControlError('NOT_FOUND', `Atleta ${athleteId} não existe no simulador.`);
  return athlete;
}

function activityOrThrow(store: StandInStore, athleteId: number, activityId: number) {
  const activity = athleteOrThrow(store, athleteId).activities.get(activityId);
  if (!activity)
    throw new StandInControlError('NOT_FOUND', `Atividade ${activityId} não existe no simulador.`);
  return activity;
}

function callbackOrThrow(callbackUrl: string | undefined): string {
  if (!callbackUrl)
    throw new StandInControlError('NO_CALLBACK', 'Nenhum endereço de webhook configurado no simulador.');
  return callbackUrl;
}

/** A new activity of the athlete, with what a run recorded just now would have where `input` is silent. */
function newActivity(ctx: StandInContext, athleteId: number, input: NewActivityInput): StandInActivity {
  const sportType = input.sportType ?? 'Run';
  const distance = input.distance ?? 5000;
  const movingTime = input.movingTime ?? Math.round(distance * 0.33);
  const elapsedTime = input.elapsedTime ?? movingTime + 30;
  const outdoor = sportType !== 'Swim' && sportType !== 'VirtualRun';
  return {
    id: ctx.store.nextActivityId(),
    athleteId,
    name: input.name ?? (sportType === 'Swim' ? 'Natação' : 'Corrida'),
    sportType,
    type: legacyType(sportType),
    start: input.start ?? new Date(ctx.now().getTime() - elapsedTime * 1000),
    utcOffsetMinutes: -180,
    timezone: SAO_PAULO_TIMEZONE,
    distance,
    movingTime,
    elapsedTime,
    ...(input.averageHeartrate === undefined ? {} : { averageHeartrate: input.averageHeartrate }),
    ...(input.maxHeartrate === undefined ? {} : { maxHeartrate: input.maxHeartrate }),
    ...(input.averageCadence === undefined ? {} : { averageCadence: input.averageCadence }),
    ...((input.withRoute ?? outdoor) ? { route: loopRoute(BRASILIA_SPOTS.parqueDaCidade, distance) } : {}),
    manual: input.manual ?? false,
    trainer: sportType === 'VirtualRun',
    isPrivate: input.isPrivate ?? false,
    ...(input.deviceName === undefined ? {} : { deviceName: input.deviceName }),
  };
}

/** Edits the activity as the athlete would on Strava; the fields that changed, as the event lists them. */
function editActivity(activity: StandInActivity, wanted: ActivityUpdates): Record<string, string> {
  const updates: Record<string, string> = {};
  if (wanted.title !== undefined) {
    activity.name = wanted.title;
    updates.title = wanted.title;
  }
  if (wanted.type !== undefined) {
    activity.sportType = wanted.type;
    activity.type = legacyType(wanted.type);
    updates.type = wanted.type;
  }
  if (wanted.private !== undefined) {
    activity.isPrivate = wanted.private;
    updates.private = String(wanted.private);
  }
  return updates;
}

/** Makes on Strava's side the change the event tells of, and says what the event is about. */
function changeStravaSide(
  store: StandInStore,
  input: EmitEventInput,
  addActivity: (athleteId: number, input?: NewActivityInput) => StandInActivity,
): EventSubject {
  switch (input.kind) {
    case 'create': {
      const activity =
        input.activityId === undefined
          ? addActivity(input.athleteId, input.activity)
          : activityOrThrow(store, input.athleteId, input.activityId);
      return { object_type: 'activity', object_id: activity.id, aspect_type: 'create', updates: {} };
    }
    case 'update': {
      const activity = activityOrThrow(store, input.athleteId, input.activityId);
      const updates = editActivity(activity, input.updates ?? { title: `${activity.name} (editada)` });
      return { object_type: 'activity', object_id: activity.id, aspect_type: 'update', updates };
    }
    case 'delete':
      activityOrThrow(store, input.athleteId, input.activityId);
      store.athletes.get(input.athleteId)?.activities.delete(input.activityId);
      return { object_type: 'activity', object_id: input.activityId, aspect_type: 'delete', updates: {} };
    case 'deauthorize':
      store.deauthorize(input.athleteId);
      return {
        object_type: 'athlete',
        object_id: input.athleteId,
        aspect_type: 'update',
        updates: { authorized: 'false' },
      };
  }
}

/** One POST of an event as Strava sends it: up to three attempts, until a 200 comes back within 2 s. */
async function postEvent(doFetch: typeof fetch, url: string, body: string): Promise<WebhookDelivery[]> {
  const attempts: WebhookDelivery[] = [];
  for (let attempt = 1; attempt <= STRAVA_ATTEMPTS; attempt += 1) {
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Strava Stand-in Webhooks' },
        body,
        signal: AbortSignal.timeout(STRAVA_ACK_DEADLINE_MS),
      });
      await response.body?.cancel();
      attempts.push({ attempt, status: response.status });
      if (response.status === 200) break;
    } catch (error) {
      attempts.push({ attempt, error: (error as Error).message });
    }
  }
  return attempts;
}

/** The event POSTed `times` times (at least once), one after the other. */
async function deliverEvent(doFetch: typeof fetch, url: string, event: StravaEvent, times = 1) {
  // The same body every time: Strava's retries are byte-for-byte repeats with no event id.
  const body = JSON.stringify(event);
  const deliveries: WebhookDelivery[][] = [];
  for (let i = 0; i < Math.max(1, times); i += 1) deliveries.push(await postEvent(doFetch, url, body));
  return deliveries;
}

/**
 * What Strava does when a subscription is created: GET the callback with hub.mode=subscribe,
 * a challenge and the verify token, and accept only a 200 echoing the challenge.
 */
async function checkSubscriptionCallback(doFetch: typeof fetch, callbackUrl: string, verifyToken: string) {
  const challenge = crypto.randomUUID().replaceAll('-', '');
  const url = new URL(callbackUrl);
  url.searchParams.set('hub.mode', 'subscribe');
  url.searchParams.set('hub.challenge', challenge);
  url.searchParams.set('hub.verify_token', verifyToken);
  const response = await doFetch(url, { signal: AbortSignal.timeout(STRAVA_ACK_DEADLINE_MS) });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return {
    status: response.status,
    accepted: response.status === 200 && body?.['hub.challenge'] === challenge,
  };
}

export function createStandInControl(ctx: StandInContext, options: ControlOptions) {
  const { store } = ctx;

  function addActivity(athleteId: number, input: NewActivityInput = {}): StandInActivity {
    const athlete = athleteOrThrow(store, athleteId);
    const activity = newActivity(ctx, athleteId, input);
    athlete.activities.set(activity.id, activity);
    options.changed?.();
    return activity;
  }

  async function emitEvent(
    input: EmitEventInput,
    callbackUrl = options.webhookCallbackUrl,
  ): Promise<EmittedEvent> {
    const url = callbackOrThrow(callbackUrl);
    athleteOrThrow(store, input.athleteId);
    const event: StravaEvent = {
      owner_id: input.athleteId,
      subscription_id: options.subscriptionId,
      event_time: Math.floor(ctx.now().getTime() / 1000),
      ...changeStravaSide(store, input, addActivity),
    };
    // Strava's side has changed before it tells us: what the event is about outlives a restart.
    options.changed?.();
    return { event, deliveries: await deliverEvent(options.fetch, url, event, input.times) };
  }

  return {
    /** A new athlete, with four weeks of demo activities unless told otherwise. */
    createAthlete(withDemoData = true) {
      const athlete = store.createAthlete(withDemoData);
      options.changed?.();
      return { id: athlete.id, firstname: athlete.firstname, lastname: athlete.lastname };
    },
    /** The athlete's activities as GET /athlete/activities would list them (newest first). */
    activitiesOf(athleteId: number) {
      return [...athleteOrThrow(store, athleteId).activities.values()]
        .sort((x, y) => y.start.getTime() - x.start.getTime())
        .map(toSummaryJson);
    },
    isAuthorized: (athleteId: number) => athleteOrThrow(store, athleteId).authorized,
    addActivity: (athleteId: number, input?: NewActivityInput) =>
      toSummaryJson(addActivity(athleteId, input)),
    emitEvent,
    /** Every API call answers `ms` later (0: at once); `waiting` says how many are held now. */
    setLatency: (ms: number) => {
      ctx.latency.ms = Math.max(0, Math.floor(ms));
      return { ...ctx.latency };
    },
    latency: () => ({ ...ctx.latency }),
    /** The next `count` API calls answer 429 (the 15-minute window by default, or the daily one). */
    failNext: (count: number, window?: ForcedWindow) => ctx.rateLimiter.failNext(count, window),
    /** Every access token of the athlete (or of everyone) expires now. */
    expireAccessTokens: (athleteId?: number) => {
      store.expireAccessTokens(athleteId);
      options.changed?.();
    },
    validateSubscription: async (verifyToken: string, callbackUrl = options.webhookCallbackUrl) =>
      checkSubscriptionCallback(options.fetch, callbackOrThrow(callbackUrl), verifyToken),
  };
}

export type StandInControl = ReturnType<typeof createStandInControl>;
