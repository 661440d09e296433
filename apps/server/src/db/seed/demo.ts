import { randomBytes } from 'node:crypto';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { nicknameKey } from '@prontidao/domain/text/skeleton';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { createConfirmedUser } from '../../modules/auth/auth.service.js';
import { totalsOf } from '../../modules/coins/coins.repository.js';
import * as coins from '../../modules/coins/coins.service.js';
import { applyActivityChange } from '../../modules/rankings/rankings.service.js';
import { saveUserTest } from '../../modules/taf/taf.service.js';
import { importActivity } from '../../modules/tracker/activity-import.service.js';
import { recordTrainerAccess } from '../../modules/trainers/access-log.repository.js';
import { insertActivity } from '../../modules/training/training.service.js';
import { postTurmaNote } from '../../modules/turmas/comments.service.js';
import { createChallenge } from '../../modules/turmas/turma-challenge.service.js';
import { insertMember } from '../../modules/turmas/turmas.repository.js';
import { createTurma, setTurmaPlan } from '../../modules/turmas/turmas.service.js';
import { inTransaction } from '../transaction.js';

export const DEMO_CANDIDATE = {
  email: 'demo@prontidao.app',
  password: 'Demo#TAF2025',
  name: 'Candidato Demo',
};
export const DEMO_ADMIN = { email: 'admin@prontidao.app', name: 'Admin Demo' };
export const DEMO_TRAINER = {
  email: 'treinador@prontidao.app',
  password: 'Treino#Demo2025',
  name: 'Carla Treinadora',
};

/**
 * A ready candidate and an admin for a newcomer's first look (demo mode only). Idempotent.
 * The admin's password is never a published one: DEMO_ADMIN_PASSWORD, or generated and shown
 * once in this machine's log.
 */
export async function seedDemo(deps: AppDeps): Promise<void> {
  const exists = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_CANDIDATE.email)
    .executeTakeFirst();
  if (!exists) {
    await createConfirmedUser(deps, DEMO_CANDIDATE, async (id) => {
      await deps.db
        .updateTable('profiles')
        .set({
          full_name: DEMO_CANDIDATE.name,
          nickname: 'Demo',
          nickname_key: nicknameKey('Demo'),
          sexo: 'M',
          peso_kg: 78.5,
          altura_cm: 178,
          taf_dt: nextMarchFirst(new Date()),
          cargo_code: 'SOLDADO',
          consent_ranking: true,
        })
        .where('id', '=', id)
        .execute();
      await seedDemoSimulations(deps, id);
      await seedDemoWorkouts(deps, id);
    });
    await seedDemoRivals(deps);
    await seedDemoTrainers(deps);
  }
  const admin = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_ADMIN.email)
    .executeTakeFirst();
  if (!admin) {
    // Upper, lower, digit and symbol whatever the random part holds (the password rule needs all four).
    const password = deps.env.DEMO_ADMIN_PASSWORD ?? `Adm#${randomBytes(12).toString('base64url')}7q`;
    await createConfirmedUser(deps, { ...DEMO_ADMIN, password }, async (id) => {
      await deps.db
        .updateTable('profiles')
        .set({ role: 'admin', full_name: DEMO_ADMIN.name })
        .where('id', '=', id)
        .execute();
    });
    deps.log.info(
      `Admin de demonstração criado: ${DEMO_ADMIN.email} / senha ${password} (anote; não aparece de novo)`,
    );
  }
  deps.log.info(`Conta de demonstração: ${DEMO_CANDIDATE.email} / senha ${DEMO_CANDIDATE.password}`);
  deps.log.info(`Treinador de demonstração: ${DEMO_TRAINER.email} / senha ${DEMO_TRAINER.password}`);
}

/** The demo trainer's turma with the demo candidate in it: a class plan, a note and a challenge. */
async function seedDemoTurma(deps: AppDeps, trainerId: string, candidateId: string): Promise<void> {
  const today = calendarDate(new Date(), APP_TIME_ZONE);
  const monthEnd = new Date(Date.parse(`${today.slice(0, 7)}-01T12:00:00Z`));
  monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1, 0);
  const turma = await createTurma(deps.db, trainerId, {
    name: 'Turma CBMDF — sábado',
    edital_id: 'cbmdf-2025-estimada',
    description: 'Treinos coletivos aos sábados, 7h, pista do CETEB.',
  });
  await insertMember(deps.db, turma.id, candidateId);
  await setTurmaPlan(deps.db, trainerId, turma.id, { sessions_per_week: 4, emphasis: ['barra'] });
  await postTurmaNote(deps.db, trainerId, turma.id, 'Treino coletivo sábado 7h, pista do CETEB. Levem água!');
  await createChallenge(deps.db, trainerId, turma.id, {
    title: 'Mais treinos do mês',
    metric: 'treinos',
    starts_on: `${today.slice(0, 7)}-01`,
    ends_on: monthEnd.toISOString().slice(0, 10),
  });
}

/**
 * A verified trainer following the demo candidate (a link, a visit in the access log), and a second
 * trainer whose CREF waits in the admin's verification queue.
 */
async function seedDemoTrainers(deps: AppDeps): Promise<void> {
  const candidate = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_CANDIDATE.email)
    .executeTakeFirstOrThrow();
  await createConfirmedUser(deps, DEMO_TRAINER, async (id) => {
    await deps.db
      .updateTable('profiles')
      .set({
        role: 'treinador',
        full_name: DEMO_TRAINER.name,
        birth_date: '1986-05-14',
        cref_number: '012345-G/DF',
        cref_region: 'DF',
        cref_status: 'verificado',
        cref_verified: true,
      })
      .where('id', '=', id)
      .execute();
    await deps.db.insertInto('trainer_links').values({ trainer_id: id, student_id: candidate.id }).execute();
    await recordTrainerAccess(deps.db, id, candidate.id, 'metricas', new Date(Date.now() - 26 * 3_600_000));
    await seedDemoTurma(deps, id, candidate.id);
  });
  const pending = { email: 'treinador.novo@demo.prontidao.app', name: 'Rafael Pendente' };
  await createConfirmedUser(
    deps,
    { ...pending, password: `Tre#${randomBytes(12).toString('base64url')}7q` },
    async (id) => {
      await deps.db
        .updateTable('profiles')
        .set({
          role: 'treinador',
          full_name: pending.name,
          cref_number: '054321-P/GO',
          cref_region: 'GO',
          cref_status: 'pendente',
        })
        .where('id', '=', id)
        .execute();
    },
  );
}

function nextMarchFirst(now: Date): string {
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-03-01`;
}

/** Four simulations over two months, improving, so the progress chart has a story to tell. */
const DEMO_SIMULATIONS = [
  { daysAgo: 56, barra_reps_param: 4, corrida_tempo_seg_param: 790, natacao_tempo_seg_param: 150 },
  { daysAgo: 35, barra_reps_param: 6, corrida_tempo_seg_param: 730, natacao_tempo_seg_param: 135 },
  { daysAgo: 14, barra_reps_param: 9, corrida_tempo_seg_param: 690, natacao_tempo_seg_param: 118 },
  { daysAgo: 2, barra_reps_param: 11, corrida_tempo_seg_param: 655, natacao_tempo_seg_param: 108 },
];

async function seedDemoSimulations(deps: AppDeps, userId: string): Promise<void> {
  for (const { daysAgo, ...input } of DEMO_SIMULATIONS) {
    const saved = await saveUserTest(deps.db, userId, input);
    await deps.db
      .updateTable('user_tests')
      .set({ created_at: sql<Date>`now() - make_interval(days => ${daysAgo})` })
      .where('id', '=', saved.id)
      .execute();
  }
}

/** Five weeks of training (three sessions most weeks, so the regularity bonus shows) and a watch run with its route. */
const DEMO_WORKOUTS = [
  { daysAgo: 33, type: 'RUN', metres: 3000, seconds: 1080 },
  { daysAgo: 31, type: 'BARRA', reps: 18 },
  { daysAgo: 29, type: 'SWIM', metres: 800, seconds: 1140 },
  { daysAgo: 26, type: 'RUN', metres: 4000, seconds: 1400 },
  { daysAgo: 24, type: 'BARRA', reps: 24 },
  { daysAgo: 22, type: 'SWIM', metres: 1000, seconds: 1380 },
  { daysAgo: 19, type: 'RUN', metres: 2400, seconds: 720 },
  { daysAgo: 17, type: 'BARRA', reps: 30 },
  { daysAgo: 15, type: 'SWIM', metres: 1200, seconds: 1620 },
  { daysAgo: 12, type: 'RUN', metres: 5000, seconds: 1680 },
  { daysAgo: 10, type: 'BARRA', reps: 32 },
  { daysAgo: 5, type: 'SWIM', metres: 1500, seconds: 1980 },
  { daysAgo: 3, type: 'BARRA', reps: 35, notes: '5 séries de 7, pegada pronada, descida controlada' },
] as const;

/** A 5.7 km loop around Brasília's Parque da Cidade, as a watch records it (encoded polyline). */
const DEMO_ROUTE =
  'vvl_Bf{icHiGXuFjAoE|BaDlDkBtE}@xF[vGEpHB~H@fIAfIC~HDpHZvG|@xFjBtE`DlDnE|BtFjAhGXhGYtFkAnE}B`DmDjBuE|@yFZwGDqHC_IAgI@gIB_IEqH[wG}@yFkBuEaDmDoE}BuFkAiGY';

const daysAgoDate = (days: number) => calendarDate(new Date(Date.now() - days * 86_400_000), APP_TIME_ZONE);

async function seedDemoWorkouts(deps: AppDeps, userId: string): Promise<void> {
  for (const workout of DEMO_WORKOUTS) {
    const isBar = workout.type === 'BARRA';
    await insertActivity(deps.db, userId, {
      p_activity_type: workout.type,
      p_value_primary: isBar ? workout.reps : workout.metres,
      p_value_secondary: isBar ? null : workout.seconds,
      p_duration_minutes: isBar ? 25 : null,
      p_notes: 'notes' in workout ? workout.notes : null,
      p_workout_date: daysAgoDate(workout.daysAgo),
    });
  }
  // A run uploaded from a watch file: read-only, with heart rate, cadence and the route.
  const date = daysAgoDate(1);
  await inTransaction(deps.db, async (tx) => {
    await coins.lockWallet(tx, userId);
    const row = await tx
      .insertInto('activities')
      .values({
        user_id: userId,
        activity_type: 'RUN',
        source: 'file',
        value_primary: 5700,
        value_secondary: 1840,
        duration_minutes: 32,
        workout_date: date,
        start_time: new Date(`${date}T09:10:00Z`),
        average_heartrate: 158,
        max_heartrate: 181,
        average_cadence: 172,
        summary_polyline: DEMO_ROUTE,
      })
      .returning(['id', 'activity_type', 'value_primary', 'workout_date', 'revision'])
      .executeTakeFirstOrThrow();
    await applyActivityChange(tx, userId);
    await coins.creditActivity(tx, userId, row);
    await coins.settleWeeks(tx, userId, [date]);
  });
  // The demo account has already seen its promotions: 'PROMOVIDO!' waits for the next one.
  const { workouts } = await totalsOf(deps.db, userId);
  await deps.db
    .insertInto('promotion_marks')
    .values({ user_id: userId, seen_workouts: workouts })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_workouts: workouts }))
    .execute();
}

/** Other candidates on the boards (nicknames only; nobody signs in as them): runs, swims, watch times. */
const DEMO_RIVALS = [
  {
    nickname: 'Falcão',
    sexo: 'M',
    run: [6000, 1750],
    swim: [1200, 1500],
    watchRun: [2450, 560],
    watchSwim: [105, 84],
  },
  {
    nickname: 'Jaguatirica',
    sexo: 'F',
    run: [9000, 2900],
    swim: [2000, 2500],
    watchRun: [2400, 640],
    watchSwim: [100, 92],
  },
  {
    nickname: 'Sentinela',
    sexo: 'M',
    run: [3000, 900],
    swim: [400, 560],
    watchRun: [2480, 610],
    watchSwim: null,
  },
  {
    nickname: 'Tainha',
    sexo: 'F',
    run: [1500, 480],
    swim: [3000, 3300],
    watchRun: null,
    watchSwim: [110, 90],
  },
  { nickname: 'Guará', sexo: 'M', run: [12000, 3700], swim: null, watchRun: [2500, 700], watchSwim: null },
] as const;

async function seedDemoRivals(deps: AppDeps): Promise<void> {
  for (const [i, rival] of DEMO_RIVALS.entries()) {
    const email = `rival${i + 1}@demo.prontidao.app`;
    const password = `Riv#${randomBytes(12).toString('base64url')}7q`;
    await createConfirmedUser(deps, { email, password, name: rival.nickname }, async (id) => {
      await deps.db
        .updateTable('profiles')
        .set({
          nickname: rival.nickname,
          nickname_key: nicknameKey(rival.nickname),
          sexo: rival.sexo,
          consent_ranking: true,
        })
        .where('id', '=', id)
        .execute();
      for (const [type, values] of [
        ['RUN', rival.run],
        ['SWIM', rival.swim],
      ] as const) {
        if (!values) continue;
        await insertActivity(deps.db, id, {
          p_activity_type: type,
          p_value_primary: values[0],
          p_value_secondary: values[1],
          p_workout_date: daysAgoDate(2 + i),
        });
      }
      for (const [type, values, daysAgo] of [
        ['RUN', rival.watchRun, 4],
        ['SWIM', rival.watchSwim, 6],
      ] as const) {
        if (!values) continue;
        await importActivity(deps.db, id, {
          source: 'file',
          externalId: null,
          contentHash: `demo-rival-${i}-${type}`,
          type,
          startTime: new Date(Date.now() - (daysAgo + i) * 86_400_000),
          distanceM: values[0],
          movingS: values[1],
          elapsedS: null,
          avgHeartRate: null,
          maxHeartRate: null,
          avgCadence: null,
          polyline: null,
          best2400S: null,
          best100S: null,
          poolLengthM: null,
          lengths: null,
          device: null,
        });
      }
    });
  }
}
