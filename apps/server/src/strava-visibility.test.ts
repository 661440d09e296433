import { addDays } from '@prontidao/domain/dates/plain-date';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { beforeAll, describe, expect, it } from 'vitest';
import { StravaActivitySchema } from './integrations/strava/strava-schemas.js';
import type { RpcDefinition } from './lib/rpc.js';
import type { PolicyName } from './modules/access/access.policies.js';
import {
  type ImportedActivity,
  importActivity,
  removeImported,
} from './modules/tracker/activity-import.service.js';
import { fromStrava } from './modules/tracker/strava-import.js';
import { rpcRegistry } from './rpc-registry.js';
import { signUpConfirmed, type TestClient } from './testing/http-client.js';
import { signUpAdmin, userIdOf } from './testing/people.js';
import { planProfile, saveSimulation } from './testing/plan-candidate.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * Strava's API Agreement lets an app show a user's Strava data to that user only (decision 048).
 * Generated from the call registry: every call that reads someone's data (it declares `subject`) is
 * made as the candidate's linked trainer and as an admin, and its answer must carry none of the
 * candidate's Strava values — nor anything computed from them; made as the candidate, the values
 * are there where the call shows them. A new subject call is covered the moment it is registered.
 */
let t: TestApp;
let candidate: TestClient;
let trainer: TestClient;
let admin: TestClient;
let candidateId = '';
/** The Strava run of today, the Strava 2400 m time trial of yesterday, the watch file's run. */
let stravaRunId = '';
let stravaTrialId = '';
let fileRunId = '';

const today = calendarDate(new Date(), APP_TIME_ZONE);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

// The candidate's Strava values, each distinctive enough to be found in any answer.
const NAME = 'Rodagem Parque da Cidade';
const ROUTE = 'ncmnCbhbkGdAgBxCoDlEqFbGyHtIeJ';
const TRIAL_ROUTE = 'pdmnCzdbkGhBkCzDsEnFuGdHcIwJiK';
/** The watch file's run: the student's own data, shared as before. */
const FILE_ROUTE = 'tfmnCvgbkGjBmCbEuFpGwHfIeJyKkL';

/** A Strava activity as Strava's API answers it, through our import door (tracker). */
const stravaActivity = (fields: Record<string, unknown>) => {
  const activity = fromStrava(
    StravaActivitySchema.parse({ sport_type: 'Run', start_date_local: '', manual: false, ...fields }),
  );
  if (!activity) throw new Error('the import takes runs');
  return activity;
};

async function imported(activity: ImportedActivity): Promise<string> {
  const outcome = await importActivity(t.deps.db, candidateId, activity);
  if (outcome.status !== 'imported') throw new Error(`not imported: ${JSON.stringify(outcome)}`);
  return outcome.activityId;
}

// What gives a Strava value away in an answer: the number under any key, a heart rate or cadence
// under a key that names one, a text that contains the route or the name.
type Marker = (key: string, value: unknown) => boolean;
const number =
  (...values: number[]): Marker =>
  (_key, value) =>
    typeof value === 'number' && values.includes(value);
const keyed =
  (pattern: RegExp, ...values: number[]): Marker =>
  (key, value) =>
    pattern.test(key) && typeof value === 'number' && values.some((v) => Math.round(value) === v);
const text =
  (part: string): Marker =>
  (_key, value) =>
    typeof value === 'string' && value.includes(part);

const MARKERS = {
  distance: number(7319),
  movingTime: number(2291),
  elapsedTime: number(2344),
  trialDistance: number(2437),
  trialTime: number(583),
  trialElapsed: number(601),
  heartRate: keyed(/heart|hr|fc|bpm/i, 173, 191, 169, 199),
  cadence: keyed(/cadence|spm/i, 179, 182),
  route: text(ROUTE),
  trialRoute: text(TRIAL_ROUTE),
  name: text(NAME),
} satisfies Record<string, Marker>;
type MarkerName = keyof typeof MARKERS;

/** The markers found anywhere in an answer (every key and value, at any depth). */
function markersIn(json: unknown): MarkerName[] {
  const found = new Set<MarkerName>();
  const visit = (key: string, value: unknown) => {
    for (const [name, marker] of Object.entries(MARKERS) as [MarkerName, Marker][])
      if (marker(key, value)) found.add(name);
    if (Array.isArray(value)) for (const item of value) visit(key, item);
    else if (value && typeof value === 'object')
      for (const [childKey, child] of Object.entries(value)) visit(childKey, child);
  };
  visit('', json);
  return [...found].sort();
}

/**
 * Where the candidate's own answers show their Strava values (so that this test fails if the values
 * never reach an answer at all). Calls not named show none directly.
 */
const SHOWN_TO_ATHLETE: Readonly<Record<string, readonly MarkerName[]>> = {
  get_user_training_activities: ['distance', 'heartRate', 'movingTime', 'name', 'trialDistance', 'trialTime'],
  get_training_activity: ['cadence', 'distance', 'heartRate', 'movingTime', 'name', 'route'],
  endurance_metrics: ['trialDistance', 'trialTime'],
};

/** Inputs beyond each call's example, its owned row and its subject field: what the call is about. */
let firstWeekEnd = '';
const INPUTS: Readonly<Record<string, () => Record<string, unknown>>> = {
  get_user_training_activities: () => ({ limit: 100 }),
  set_training_plan_week_adjustment: () => ({
    week_end: firstWeekEnd,
    volume_percent: 90,
    removed: [],
    note: 'Semana de provas.',
  }),
  clear_training_plan_week_adjustment: () => ({ week_end: firstWeekEnd }),
};

/**
 * Who besides the candidate each subject policy lets reach the candidate's data (as in
 * rpc-guards.test.ts); a call under a policy not named here fails until it is.
 */
const OTHER_VIEWERS: Readonly<Record<string, readonly ('trainer' | 'admin')[]>> = {
  canViewStudent: ['trainer', 'admin'],
  canCoachStudent: ['trainer'],
  canDiscussWithStudent: ['trainer'],
};

const subjectCalls = (Object.entries(rpcRegistry) as [string, RpcDefinition][]).filter(
  ([, def]) => def.subject,
);

/** A call's example aimed at the candidate: their row (the Strava run unless INPUTS says), their id. */
function inputOf(name: string, def: RpcDefinition): Record<string, unknown> {
  const input: Record<string, unknown> = { ...(def.example as object) };
  if (def.ownedResource) input[def.ownedResource.field] = stravaRunId;
  Object.assign(input, INPUTS[name]?.());
  if (def.subject) input[def.subject.field] = candidateId;
  return input;
}

const clearRateLimits = () => t.deps.db.deleteFrom('rpc_rate_limits').execute();

beforeAll(async () => {
  t = await createTestApp();
  candidate = await signUpConfirmed(t.app, t.deps.db, 'strava.candidata@exemplo.com');
  candidateId = await userIdOf(t.deps.db, 'strava.candidata@exemplo.com');
  const profile = await candidate.rpc(
    'update_perfil_completo',
    planProfile('Candidata Strava', 'Strava', addDays(today, 119)),
  );
  expect(profile.status, JSON.stringify(profile.json)).toBe(200);
  await t.deps.db
    .updateTable('profiles')
    .set({ plano_code: 'AVAN_MENSAL' })
    .where('id', '=', candidateId)
    .execute();
  const settings = await candidate.rpc('set_training_plan_settings', { sessions_per_week: 4, goal: 'apto' });
  expect(settings.status, JSON.stringify(settings.json)).toBe(200);
  // The simulation (2400 m in 12:00, typed by the candidate) is older than the Strava time trial:
  // the candidate's own metrics start from the trial, anyone else's from the simulation.
  await saveSimulation(candidate);
  await t.deps.db
    .updateTable('user_tests')
    .set({ created_at: daysAgo(20) })
    .where('user_id', '=', candidateId)
    .execute();

  stravaRunId = await imported(
    stravaActivity({
      id: 987654321,
      name: NAME,
      start_date: new Date(Date.now() - 60_000).toISOString(),
      distance: 7319,
      moving_time: 2291,
      elapsed_time: 2344,
      average_heartrate: 173,
      max_heartrate: 191,
      average_cadence: 89.5,
      map: { summary_polyline: ROUTE },
      device_name: 'Garmin Forerunner 265',
    }),
  );
  // The import keeps no name today; should it ever (as the notes), it stays the athlete's.
  await t.deps.db.updateTable('activities').set({ notes: NAME }).where('id', '=', stravaRunId).execute();
  stravaTrialId = await imported(
    stravaActivity({
      id: 987654322,
      name: 'Teste de 2400 m',
      start_date: daysAgo(1).toISOString(),
      distance: 2437,
      moving_time: 583,
      elapsed_time: 601,
      average_heartrate: 169,
      max_heartrate: 199,
      average_cadence: 91,
      map: { summary_polyline: TRIAL_ROUTE },
    }),
  );
  fileRunId = await imported({
    source: 'file',
    externalId: null,
    contentHash: 'f'.repeat(64),
    type: 'RUN',
    startTime: daysAgo(3),
    distanceM: 5021,
    movingS: 1507,
    elapsedS: 1530,
    avgHeartRate: 158,
    maxHeartRate: 176,
    avgCadence: 168,
    polyline: FILE_ROUTE,
    best2400S: null,
    best100S: null,
    poolLengthM: null,
    lengths: null,
    device: 'COROS PACE 3',
  });

  const trainerEmail = 'strava.treinador@exemplo.com';
  trainer = await signUpConfirmed(t.app, t.deps.db, trainerEmail);
  const trainerId = await userIdOf(t.deps.db, trainerEmail);
  await t.deps.db
    .updateTable('profiles')
    .set({
      role: 'treinador',
      full_name: 'Treinador Strava',
      cref_number: '012399-G/DF',
      cref_region: 'DF',
      cref_status: 'pendente',
    })
    .where('id', '=', trainerId)
    .execute();
  await t.deps.db
    .insertInto('trainer_links')
    .values({ trainer_id: trainerId, student_id: candidateId })
    .execute();
  admin = (await signUpAdmin(t.app, t.deps.db, 'strava.admin@exemplo.com')).client;

  const plan = await candidate.rpc('get_training_plan');
  expect(plan.json.data.status, JSON.stringify(plan.json)).toBe('ok');
  firstWeekEnd = plan.json.data.weeks[0].end;
});

describe('every call on someone’s data, read by another person', () => {
  it('finds the subject calls in the registry', () => {
    expect(subjectCalls.map(([name]) => name)).toEqual(
      expect.arrayContaining(['get_user_training_activities', 'get_training_activity', 'get_training_plan']),
    );
  });

  describe.each(subjectCalls)('%s', (name, def) => {
    const policy: PolicyName | undefined = def.subject?.policy;
    it.each(['trainer', 'admin'] as const)('as the %s: none of the Strava values', async (viewer) => {
      const others = OTHER_VIEWERS[policy ?? ''];
      expect(others, `declare who ${policy} reaches in OTHER_VIEWERS`).toBeDefined();
      await clearRateLimits();
      const res = await { trainer, admin }[viewer].rpc(name, inputOf(name, def));
      const reaches = others?.includes(viewer) ?? false;
      expect(res.status, JSON.stringify(res.json)).toBe(reaches ? 200 : 404);
      expect(markersIn(res.json)).toEqual([]);
    });

    it('as the candidate: the values are there where the call shows them', async () => {
      await clearRateLimits();
      const res = await candidate.rpc(name, inputOf(name, def));
      const shown = SHOWN_TO_ATHLETE[name] ?? [];
      if (shown.length > 0) expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(markersIn(res.json)).toEqual(expect.arrayContaining([...shown]));
    });
  });
});

describe('what another person reads of a Strava activity', () => {
  const listAs = async (client: TestClient) => {
    const res = await client.rpc('get_user_training_activities', { user_id: candidateId, limit: 100 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.items as Record<string, unknown>[];
  };

  it('that it was done: date, type, source and coins; every detail null', async () => {
    const own = (await listAs(candidate)).find((a) => a.id === stravaRunId);
    for (const viewer of [trainer, admin]) {
      const row = (await listAs(viewer)).find((a) => a.id === stravaRunId);
      expect(row).toEqual({
        id: stravaRunId,
        activity_type: 'RUN',
        source: 'strava',
        exercise: null,
        workout_date: own?.workout_date,
        coins: own?.coins,
        value_primary: null,
        value_secondary: null,
        duration_minutes: null,
        sets: null,
        notes: null,
        average_heartrate: null,
        max_heartrate: null,
        average_cadence: null,
        has_route: false,
        ranking_status: null,
        editable: false,
        created_at: new Date(`${own?.workout_date}T00:00:00-03:00`).toISOString(),
        strava_redacted: true,
      });
      expect(row?.coins).toBeGreaterThan(0);
      const detail = await viewer.rpc('get_training_activity', { id: stravaTrialId, user_id: candidateId });
      expect(detail.json.data).toMatchObject({
        id: stravaTrialId,
        strava_redacted: true,
        value_primary: null,
        strava_map_summary_polyline: null,
      });
    }
    // The candidate reads their own in full, never redacted.
    expect(own).toMatchObject({ value_primary: 7319, value_secondary: 2291, has_route: true });
    expect(own).not.toHaveProperty('strava_redacted');
  });

  it('a watch file’s run stays the student’s shared data: every detail visible to the trainer', async () => {
    const row = (await listAs(trainer)).find((a) => a.id === fileRunId);
    expect(row).toMatchObject({
      source: 'file',
      value_primary: 5021,
      value_secondary: 1507,
      average_heartrate: 158,
      max_heartrate: 176,
      average_cadence: 168,
      has_route: true,
    });
    expect(row).not.toHaveProperty('strava_redacted');
    const detail = await trainer.rpc('get_training_activity', { id: fileRunId, user_id: candidateId });
    expect(detail.json.data).toMatchObject({ value_primary: 5021, strava_map_summary_polyline: FILE_ROUTE });
  });

  it('the history’s pages carry no Strava row’s own time in their cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await trainer.rpc('get_user_training_activities', {
        user_id: candidateId,
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const [row] = res.json.data.items;
      seen.push(row.id);
      cursor = res.json.data.next_cursor;
      if (cursor && row.strava_redacted) {
        expect(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).toEqual([
          row.workout_date,
          null,
          row.id,
        ]);
      }
    } while (cursor);
    expect(seen).toEqual([stravaRunId, stravaTrialId, fileRunId]);
  });

  it('the plan may say a session was done by a Strava activity, nothing of it', async () => {
    const own = (await candidate.rpc('get_training_plan')).json.data;
    const seen = (await trainer.rpc('get_training_plan', { user_id: candidateId })).json.data;
    const doneBy = (plan: { this_week: { sessions: { done: boolean; activity_id: string | null }[] } }) =>
      plan.this_week.sessions.filter((s) => s.done).map((s) => s.activity_id);
    expect(doneBy(own)).toContain(stravaRunId);
    expect(doneBy(seen)).toEqual(doneBy(own));
    expect(markersIn(seen)).toEqual([]);
  });
});

describe('what is computed for another person reads no Strava activity', () => {
  it('the metrics and the plan another person sees are the athlete’s own without the Strava runs', async () => {
    await clearRateLimits();
    const metricsSeen = (await trainer.rpc('endurance_metrics', { p_student: candidateId })).json.data;
    const planSeen = (await trainer.rpc('get_training_plan', { user_id: candidateId })).json.data;
    const ownMetrics = (await candidate.rpc('endurance_metrics')).json.data;
    // The candidate's own come from the Strava trial (and cadences); another person's do not.
    expect(ownMetrics.origin_test).toMatchObject({ distance_m: 2437, time_s: 583 });
    expect(metricsSeen.origin_test).toMatchObject({ type: 'TT2400', distance_m: 2400, time_s: 720 });
    expect(metricsSeen.cadence_spm).toBe(168);

    // Without the Strava activities, the athlete's own reads give exactly what the others saw.
    await removeImported(t.deps.db, candidateId, 'strava');
    expect((await candidate.rpc('endurance_metrics')).json.data).toEqual(metricsSeen);
    const ownPlan = (await candidate.rpc('get_training_plan')).json.data;
    const comparable = (plan: Record<string, unknown> & { projection: Record<string, unknown>[] }) => ({
      targets: plan.targets,
      weeks: plan.weeks,
      projection: plan.projection.map(({ previous_expected_grade: _, ...rest }) => rest),
    });
    expect(comparable(planSeen)).toEqual(comparable(ownPlan));
    const run = (plan: { projection: { key: string; previous_expected_grade: number | null }[] }) =>
      plan.projection.find((p) => p.key === 'corrida_2400m');
    expect(run(planSeen)?.previous_expected_grade ?? null).toBeNull();
  });
});
