import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// Strava's webhook events (developers.strava.com/docs/webhooks). One callback address serves two
// requests:
// - GET, once, when the subscription is created: `hub.mode=subscribe`, `hub.challenge`,
//   `hub.verify_token`. Echo `{ "hub.challenge": … }` with 200 when the token is ours; 403 otherwise.
// - POST for every event, to be acknowledged with 200 within 2 s (process it later, in a job).
//   Strava sends no event id and retries up to three attempts in all when it gets no 200, so
//   the same event can arrive several times: dedupe on object type + id + aspect + event time.
//   `updates` lists what changed on an update: `title`, `type`, `private` ("true"/"false"), and for
//   an athlete who revoked our access `{ "authorized": "false" }` (object_type 'athlete').

// What Strava puts in `updates`: a few short keys with short string values (a title is at most a
// few hundred characters). Anything deeper or larger is not Strava's and is refused (issue 20).
const MAX_UPDATES = 8;
const MAX_UPDATE_KEY = 40;
const MAX_UPDATE_VALUE = 1000;

export const StravaWebhookEventSchema = z.object({
  object_type: z.enum(['activity', 'athlete']),
  /** The activity id, or the athlete id for athlete events. */
  object_id: z.number().int().positive(),
  aspect_type: z.enum(['create', 'update', 'delete']),
  /** The athlete the object belongs to. */
  owner_id: z.number().int().positive(),
  subscription_id: z.number().int(),
  /** Epoch seconds. */
  event_time: z.number().int(),
  updates: z
    .record(z.string().max(MAX_UPDATE_KEY), z.union([z.string().max(MAX_UPDATE_VALUE), z.boolean()]))
    .refine((updates) => Object.keys(updates).length <= MAX_UPDATES, {
      error: `no máximo ${MAX_UPDATES} alterações por evento`,
    })
    .optional()
    .default({}),
});
export type StravaWebhookEvent = z.infer<typeof StravaWebhookEventSchema>;

export type WebhookEventParse =
  | { ok: true; event: StravaWebhookEvent }
  | { ok: false; issues: { path: string; message: string }[] };

export function parseWebhookEvent(body: unknown): WebhookEventParse {
  const parsed = StravaWebhookEventSchema.safeParse(body);
  if (parsed.success) return { ok: true, event: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/** The athlete revoked our access on Strava: disconnect and delete their imported activities. */
export function isDeauthorization(event: StravaWebhookEvent): boolean {
  const authorized = event.updates.authorized;
  return event.object_type === 'athlete' && (authorized === 'false' || authorized === false);
}

/** The dedupe key: Strava has no event id, and its retries repeat the body unchanged. */
export function webhookEventKey(event: StravaWebhookEvent): string {
  return `${event.object_type}:${event.object_id}:${event.aspect_type}:${event.event_time}`;
}

export type SubscriptionValidation =
  | { ok: true; body: { 'hub.challenge': string } }
  | { ok: false; reason: 'not_subscribe' | 'no_challenge' | 'bad_token' };

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The GET Strava sends when the subscription is created. `ok` → answer 200 with `body` as JSON;
 * otherwise 403. An empty configured token never validates.
 */
export function validateSubscription(
  query: Record<string, string | undefined>,
  verifyToken: string,
): SubscriptionValidation {
  if (query['hub.mode'] !== 'subscribe') return { ok: false, reason: 'not_subscribe' };
  const challenge = query['hub.challenge'];
  if (!challenge) return { ok: false, reason: 'no_challenge' };
  const given = query['hub.verify_token'] ?? '';
  if (!verifyToken || !sameSecret(given, verifyToken)) return { ok: false, reason: 'bad_token' };
  return { ok: true, body: { 'hub.challenge': challenge } };
}
