import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { ageOn } from '@prontidao/domain/endurance/age';
import {
  FCMAX_NOTE,
  VO2_SOURCE_TT_SHORT,
  VO2_SOURCE_TT2400,
} from '@prontidao/domain/endurance/endurance-metrics';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// endurance_metrics and get_relatorio_bio through the real app, on data made through the real calls
// (simulations, logged runs) plus imported runs written as the tracker writes them.
let t: TestApp;
let ana: TestClient; // a simulation of 2400 m in 12:00, runs with cadence, birth date, weights
let bia: TestClient; // nothing at all
let caio: TestClient; // a logged 2400 m run, no birth date
let duda: TestClient; // only a 3 km run
let edu: TestClient; // another candidate
let fabio: TestClient; // a trainer linked to ana

const BIRTH = '1995-06-15';
const today = () => calendarDate(new Date(), APP_TIME_ZONE);
const daysAgo = (days: number) => calendarDate(new Date(Date.now() - days * 86_400_000), APP_TIME_ZONE);

const idOf = (email: string) => userIdOf(t.deps.db, email);
/** What trainers opened of this student, as trainer_access_log records it. */
const accessLogOf = (studentId: string) =>
  t.deps.db.selectFrom('trainer_access_log').select('resource').where('student_id', '=', studentId).execute();
const logRun = async (client: TestClient, metres: number, seconds: number, date: string) => {
  const res = await client.rpc('insert_training_activity', {
    p_activity_type: 'RUN',
    p_value_primary: metres,
    p_value_secondary: seconds,
    p_workout_date: date,
  });
  expect(res.status).toBe(200);
};
/** A watch file's run as the import stores it: cadence already in steps per minute. */
const importedRun = async (email: string, date: string, cadence: number | null, createdAt: string) =>
  t.deps.db
    .insertInto('activities')
    .values({
      user_id: await idOf(email),
      activity_type: 'RUN',
      source: 'file',
      value_primary: 8000,
      value_secondary: 2880,
      duration_minutes: 48,
      workout_date: date,
      average_cadence: cadence,
      created_at: new Date(createdAt),
    })
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const signUp = (name: string) => signUpConfirmed(t.app, t.deps.db, `${name}-endurance@exemplo.com`);
  ana = await signUp('ana');
  bia = await signUp('bia');
  caio = await signUp('caio');
  duda = await signUp('duda');
  edu = await signUp('edu');
  fabio = await signUp('fabio');
  await setProfile(t.deps.db, 'ana-endurance@exemplo.com', {
    sexo: 'M',
    cargo_code: 'SOLDADO',
    birth_date: BIRTH,
    altura_cm: 175,
    peso_kg: 70,
  });
  const saved = await ana.rpc('save_user_test', {
    barra_reps_param: 8,
    corrida_tempo_seg_param: 720,
    natacao_tempo_seg_param: 110,
  });
  expect(saved.status).toBe(200);
  // An older, slower 2400 m run: the newest TT2400 (the simulation, today) is the origin.
  await logRun(ana, 2400, 800, daysAgo(5));
  // Six runs with cadence (the newest five count) and one without.
  const cadences = [180, 170, 172, 174, 168, 176];
  for (const [i, cadence] of cadences.entries()) {
    await importedRun('ana-endurance@exemplo.com', daysAgo(i + 1), cadence, `2025-01-0${i + 1}T10:00:00Z`);
  }
  await importedRun('ana-endurance@exemplo.com', daysAgo(0), null, '2025-01-09T10:00:00Z');
  const anaId = await idOf('ana-endurance@exemplo.com');
  await t.deps.db
    .insertInto('profile_weights')
    .values([
      { user_id: anaId, measured_on: daysAgo(40), peso_kg: 72.5 },
      { user_id: anaId, measured_on: daysAgo(10), peso_kg: 70 },
    ])
    .execute();

  await logRun(caio, 2400, 720, daysAgo(2));
  await logRun(duda, 3000, 900, daysAgo(3));
  await logRun(duda, 3000, 800, daysAgo(120)); // faster, but outside the 90 days

  await setProfile(t.deps.db, 'fabio-endurance@exemplo.com', {
    role: 'treinador',
    full_name: 'Fábio Treinador',
  });
  await t.deps.db
    .insertInto('trainer_links')
    .values({ trainer_id: await idOf('fabio-endurance@exemplo.com'), student_id: anaId })
    .execute();
});

describe('endurance_metrics', () => {
  it('reproduces the worked check from a simulation of 2400 m in 12:00', async () => {
    const res = await ana.rpc('endurance_metrics');
    expect(res.status).toBe(200);
    const age = ageOn(BIRTH, today()) as number;
    expect(res.json.data).toMatchObject({
      vo2max: 43.5,
      vo2_source: VO2_SOURCE_TT2400,
      vam_kmh: 12.47,
      fcmax_est: Math.round(208 - 0.7 * age),
      fcmax_note: FCMAX_NOTE,
      tlim_center_min: 6,
      tlim_range_min: [4, 8],
      lt1_kmh: 8.73,
      lt1_pace_min_per_km: 6.87,
      lt2_kmh: 10.6,
      lt2_pace_min_per_km: 5.66,
      // newest five runs with cadence: 180, 170, 172, 174, 168 (not doubled again)
      cadence_spm: 173,
      origin_test: { type: 'TT2400', date: today(), time_s: 720, distance_m: 2400 },
    });
    expect(res.json.data.zones).toHaveLength(5);
    expect(res.json.data.zones[4]).toMatchObject({
      zone: 'Z5',
      pct_min: 100,
      pct_max: 115,
      kmh_min: 12.47,
      kmh_max: 14.34,
    });
    expect(res.json.data.zones[4].durations_tip).toMatch(/30\/30/);
  });

  it('is null without a test (Dados insuficientes)', async () => {
    const res = await bia.rpc('endurance_metrics', {});
    expect(res.status).toBe(200);
    expect(res.json.data).toBeNull();
  });

  it('takes a logged run of 2400 m as a TT2400; without a birth date there is no FCmax', async () => {
    const res = await caio.rpc('endurance_metrics');
    expect(res.json.data).toMatchObject({
      vo2max: 43.5,
      vam_kmh: 12.47,
      fcmax_est: null,
      fcmax_note: null,
      cadence_spm: null,
      origin_test: { type: 'TT2400', date: daysAgo(2), time_s: 720, distance_m: 2400 },
    });
  });

  it('falls back to a 2–3 km run of the last 90 days: VO2max = 3.5 × VAM', async () => {
    const res = await duda.rpc('endurance_metrics');
    // 3000 m in 15:00 → 12 km/h; f = 1 − 0.07·ln(900/420) → VAM 12.68; 3.5 × 12.676 = 44.4
    expect(res.json.data).toMatchObject({
      vo2max: 44.4,
      vo2_source: VO2_SOURCE_TT_SHORT,
      vam_kmh: 12.68,
      origin_test: { type: 'TT 2-3km', date: daysAgo(3), time_s: 900, distance_m: 3000 },
    });
  });

  it('a linked trainer sees the student’s metrics, and the student’s access log says so', async () => {
    const anaId = await idOf('ana-endurance@exemplo.com');
    const res = await fabio.rpc('endurance_metrics', { p_student: anaId });
    expect(res.status).toBe(200);
    expect(res.json.data.vo2max).toBe(43.5);
    expect(await accessLogOf(anaId)).toContainEqual({ resource: 'metricas' });
  });

  it('someone else’s id is "not found"; unknown fields are refused', async () => {
    const anaId = await idOf('ana-endurance@exemplo.com');
    const other = await edu.rpc('endurance_metrics', { p_student: anaId });
    expect(other.status).toBe(404);
    expect(other.json.error.code).toBe('NOT_FOUND');
    const extra = await ana.rpc('endurance_metrics', { p_student: anaId, x: 1 });
    expect(extra.status).toBe(400);
  });
});

describe('get_relatorio_bio', () => {
  it('age, height, weight with its history, BMI and its WHO category', async () => {
    const res = await ana.rpc('get_relatorio_bio');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      idade: ageOn(BIRTH, today()),
      birth_date: BIRTH,
      altura_cm: 175,
      peso_kg: 70,
      imc: 22.9,
      imc_categoria: 'Peso normal',
      pesos: [
        { data: daysAgo(40), peso_kg: 72.5 },
        { data: daysAgo(10), peso_kg: 70 },
      ],
    });
  });

  it('an empty profile: nulls and no history', async () => {
    const res = await bia.rpc('get_relatorio_bio', {});
    expect(res.json.data).toEqual({
      idade: null,
      birth_date: null,
      altura_cm: null,
      peso_kg: null,
      imc: null,
      imc_categoria: null,
      pesos: [],
    });
  });

  it('a linked trainer reads it (logged as relatorios); another candidate gets "not found"', async () => {
    const anaId = await idOf('ana-endurance@exemplo.com');
    const res = await fabio.rpc('get_relatorio_bio', { p_student: anaId });
    expect(res.json.data.imc).toBe(22.9);
    expect(await accessLogOf(anaId)).toContainEqual({ resource: 'relatorios' });
    expect((await edu.rpc('get_relatorio_bio', { p_student: anaId })).status).toBe(404);
  });
});
