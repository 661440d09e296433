import { describe, expect, it } from 'vitest';
import { isDeauthorization, parseWebhookEvent, validateSubscription, webhookEventKey } from './webhook.js';

// Bodies as Strava's webhook documentation shows them.
const created = {
  aspect_type: 'create',
  event_time: 1_763_892_000,
  object_id: 10_000_000_123,
  object_type: 'activity',
  owner_id: 134_815,
  subscription_id: 120_475,
  updates: {},
};
const deauthorized = {
  aspect_type: 'update',
  event_time: 1_763_892_100,
  object_id: 134_815,
  object_type: 'athlete',
  owner_id: 134_815,
  subscription_id: 120_475,
  updates: { authorized: 'false' },
};

describe('parseWebhookEvent', () => {
  it('reads an activity creation', () => {
    const parsed = parseWebhookEvent(created);
    expect(parsed).toEqual({ ok: true, event: created });
    if (!parsed.ok) return;
    expect(isDeauthorization(parsed.event)).toBe(false);
    expect(webhookEventKey(parsed.event)).toBe('activity:10000000123:create:1763892000');
  });

  it('reads an update with its changed fields, and defaults missing updates to {}', () => {
    const update = {
      ...created,
      aspect_type: 'update',
      updates: { title: 'Longão', type: 'Run', private: 'true' },
    };
    expect(parseWebhookEvent(update)).toMatchObject({
      ok: true,
      event: { updates: { title: 'Longão', private: 'true' } },
    });
    const { updates: _none, ...withoutUpdates } = created;
    expect(parseWebhookEvent(withoutUpdates)).toMatchObject({ ok: true, event: { updates: {} } });
  });

  it('recognises an athlete deauthorisation (authorized: "false")', () => {
    const parsed = parseWebhookEvent(deauthorized);
    expect(parsed.ok && isDeauthorization(parsed.event)).toBe(true);
    expect(parsed.ok && webhookEventKey(parsed.event)).toBe('athlete:134815:update:1763892100');
  });

  it('an athlete update that is not a deauthorisation is not one', () => {
    const parsed = parseWebhookEvent({ ...deauthorized, updates: { authorized: 'true' } });
    expect(parsed.ok && isDeauthorization(parsed.event)).toBe(false);
    const activity = parseWebhookEvent({
      ...created,
      aspect_type: 'update',
      updates: { authorized: 'false' },
    });
    expect(activity.ok && isDeauthorization(activity.event)).toBe(false);
  });

  it('a retry (same body) has the same key; another event time another key', () => {
    const a = parseWebhookEvent(structuredClone(created));
    const b = parseWebhookEvent(structuredClone(created));
    const c = parseWebhookEvent({ ...created, event_time: created.event_time + 1 });
    if (!a.ok || !b.ok || !c.ok) throw new Error('should parse');
    expect(webhookEventKey(a.event)).toBe(webhookEventKey(b.event));
    expect(webhookEventKey(c.event)).not.toBe(webhookEventKey(a.event));
  });

  it.each([
    ['not an object', 'create'],
    ['unknown object type', { ...created, object_type: 'segment' }],
    ['unknown aspect', { ...created, aspect_type: 'archive' }],
    ['id as a string', { ...created, object_id: '10000000123' }],
    ['no owner', { ...created, owner_id: undefined }],
    ['no event time', { ...created, event_time: undefined }],
    ['nested updates', { ...created, updates: { title: { a: 'b' } } }],
    ['an update value of 90 KB', { ...created, updates: { title: 'x'.repeat(90 * 1024) } }],
    ['a long update key', { ...created, updates: { ['k'.repeat(41)]: 'v' } }],
    [
      'more updates than Strava sends',
      { ...created, updates: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, 'v'])) },
    ],
  ])('refuses %s', (_label, body) => {
    const parsed = parseWebhookEvent(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.length).toBeGreaterThan(0);
  });
});

describe('validateSubscription', () => {
  const query = {
    'hub.mode': 'subscribe',
    'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3',
    'hub.verify_token': 'STRAVA',
  };

  it('echoes the challenge when the verify token is ours', () => {
    expect(validateSubscription(query, 'STRAVA')).toEqual({
      ok: true,
      body: { 'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3' },
    });
  });

  it.each([
    ['another token', { ...query, 'hub.verify_token': 'STRAVB' }, 'STRAVA', 'bad_token'],
    ['a longer token', { ...query, 'hub.verify_token': 'STRAVA!' }, 'STRAVA', 'bad_token'],
    ['no token', { ...query, 'hub.verify_token': undefined }, 'STRAVA', 'bad_token'],
    ['no token configured', { ...query, 'hub.verify_token': '' }, '', 'bad_token'],
    ['another mode', { ...query, 'hub.mode': 'unsubscribe' }, 'STRAVA', 'not_subscribe'],
    ['no challenge', { ...query, 'hub.challenge': undefined }, 'STRAVA', 'no_challenge'],
  ])('refuses %s', (_label, given, token, reason) => {
    expect(validateSubscription(given, token)).toEqual({ ok: false, reason });
  });
});
