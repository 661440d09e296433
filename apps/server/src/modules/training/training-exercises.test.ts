import { EXERCISE_COINS_PER_WEEK } from '@prontidao/domain/coins/coin-rule';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { createInvite, signUpTrainer, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import * as ledger from '../coins/coins.repository.js';
import { readTraining } from '../data-rights/export.repository.js';

// Every event of the candidate's exam in the training log (issue 23, decision 046): the TAF
// exercises through the real calls — what is written, what is refused, the coins and their caps,
// and that no exercise reaches a public board.

let t: TestApp;
let iara: TestClient;
let iaraId: string;

const counts = async (userId: string) => {
  const count = async (table: 'activities' | 'coin_ledger') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { activities: await count('activities'), ledger: await count('coin_ledger') };
};

const exercise = (exercise: string, fields: Record<string, unknown>, date = '2026-11-02') => ({
  p_activity_type: 'EXERCISE',
  p_exercise: exercise,
  p_workout_date: date,
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp();
  iara = await signUpConfirmed(t.app, t.deps.db, 'iara-exercicios@exemplo.com');
  iaraId = await userIdOf(t.deps.db, 'iara-exercicios@exemplo.com');
});

describe('logging each TAF exercise', () => {
  it('writes every kind with its fields, credits it by the rule, counts it as a workout and lists it', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, number][] = [
      [
        exercise('flexao', { p_value_primary: 35, p_sets: 2 }),
        { exercise: 'flexao', sets: 2, value_primary: 35, value_secondary: null },
        1,
      ],
      [
        exercise('abdominal', { p_value_primary: 40, p_value_secondary: 60 }),
        { exercise: 'abdominal', sets: null, value_primary: 40, value_secondary: 60, duration_minutes: null },
        2,
      ],
      [exercise('isometria', { p_value_primary: 25, p_sets: 4 }), { exercise: 'isometria', sets: 4 }, 3],
      [exercise('impulsao', { p_value_primary: 185 }), { exercise: 'impulsao', value_primary: 185 }, 2],
      [exercise('salto_altura', { p_value_primary: 140 }), { exercise: 'salto_altura' }, 2],
      [
        exercise('sprint', { p_value_primary: 50, p_value_secondary: 7.9, p_sets: 6 }),
        { exercise: 'sprint', value_primary: 50, value_secondary: 7.9, sets: 6, duration_minutes: null },
        2,
      ],
      [
        exercise('shuttle_run', { p_value_secondary: 9.8, p_duration_minutes: 15 }),
        { exercise: 'shuttle_run', value_primary: null, value_secondary: 9.8, duration_minutes: 15 },
        2,
      ],
    ];
    let balance = 0;
    for (const [index, [body, fields, coins]] of cases.entries()) {
      const res = await iara.rpc('insert_training_activity', body);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      balance += coins;
      expect(res.json.data).toMatchObject({ coins_earned: coins, balance, workouts: index + 1 });
      expect(res.json.data.activity).toMatchObject({
        activity_type: 'EXERCISE',
        editable: true,
        coins,
        ranking_status: null,
        ...fields,
      });
    }
    const wallet = (await iara.rpc('get_coin_wallet')).json.data;
    expect(wallet).toMatchObject({
      balance,
      workouts: 7,
      breakdown: { EXERCISE: balance, RUN: 0, BARRA: 0 },
    });
    expect(await ledger.totalsOf(t.deps.db, iaraId)).toEqual(await ledger.recomputeTotals(t.deps.db, iaraId));
    const page = (await iara.rpc('get_user_training_activities', { limit: 20 })).json.data;
    expect(page.items.map((a: { exercise: string }) => a.exercise).sort()).toEqual([
      'abdominal',
      'flexao',
      'impulsao',
      'isometria',
      'salto_altura',
      'shuttle_run',
      'sprint',
    ]);
  });

  it('logs a Cooper test as a run of 12:00, and keeps the spec params of run, swim and bar', async () => {
    const cooper = await iara.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 2600,
      p_value_secondary: 720,
      p_workout_date: '2026-11-03',
    });
    expect(cooper.json.data).toMatchObject({ coins_earned: 6 });
    expect(cooper.json.data.activity).toMatchObject({
      activity_type: 'RUN',
      exercise: null,
      sets: null,
      duration_minutes: 12,
    });
  });
});

describe('refusals', () => {
  it('refuse implausible or malformed exercises with a message naming them, writing nothing and no coins', async () => {
    const before = await counts(iaraId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ p_activity_type: 'EXERCISE', p_value_primary: 30 }, 'p_exercise', 'Escolha o exercício do TAF.'],
      [exercise('burpee', { p_value_primary: 30 }), 'p_exercise', 'Exercício do TAF inválido.'],
      [
        exercise('flexao', { p_value_primary: 300 }),
        'p_value_primary',
        'Flexão de braço: mais de 200 repetições em uma série não é um resultado plausível — informe em quantas séries.',
      ],
      [
        exercise('abdominal', { p_value_primary: 200, p_value_secondary: 60 }),
        'p_value_secondary',
        'Abdominal: mais de 3 repetições por segundo não é um resultado plausível.',
      ],
      [
        exercise('flexao', { p_value_primary: 30, p_sets: 31 }),
        'p_sets',
        'Flexão de braço: mais de 30 séries em um treino não é um registro plausível.',
      ],
      [
        exercise('isometria', { p_value_primary: 700 }),
        'p_value_primary',
        'Isometria na barra: mais de 10 minutos de suspensão não é um resultado plausível.',
      ],
      [
        exercise('impulsao', { p_value_primary: 401 }),
        'p_value_primary',
        'Impulsão horizontal acima de 4,00 m passa do recorde mundial.',
      ],
      [
        exercise('sprint', { p_value_primary: 50, p_value_secondary: 4 }),
        'p_value_secondary',
        'Corrida de 50 m em menos de 4,76 s é mais rápido que o recorde mundial.',
      ],
      [
        exercise('shuttle_run', { p_value_primary: 40, p_value_secondary: 10 }),
        'p_value_primary',
        'Shuttle run: informe só o tempo.',
      ],
      [
        { p_activity_type: 'BARRA', p_value_primary: 10, p_sets: 3 },
        'p_exercise',
        'Exercício e séries valem só para um exercício do TAF.',
      ],
      [
        { p_activity_type: 'RUN', p_value_primary: 2400, p_value_secondary: 660, p_exercise: 'sprint' },
        'p_exercise',
        'Exercício e séries valem só para um exercício do TAF.',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await iara.rpc('insert_training_activity', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBe(message);
      expect(res.json.error.issues).toContainEqual({ path, message });
    }
    expect(await counts(iaraId)).toEqual(before);
  });

  it('the database itself holds the shape: an EXERCISE without its kind, or a kind on a run, is refused', async () => {
    const row = { user_id: iaraId, source: 'manual' as const, workout_date: '2026-11-04', value_primary: 10 };
    await expect(
      t.deps.db
        .insertInto('activities')
        .values({ ...row, activity_type: 'EXERCISE' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.deps.db
        .insertInto('activities')
        .values({ ...row, activity_type: 'RUN', exercise: 'sprint' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.deps.db
        .insertInto('activities')
        .values({ ...row, activity_type: 'EXERCISE', exercise: 'burpee' as never })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('editing and deleting an exercise', () => {
  it('recomputes the coins on an edit (kind and type included) and gives them back on delete', async () => {
    const jonas = await signUpConfirmed(t.app, t.deps.db, 'jonas-exercicios@exemplo.com');
    const logged = await jonas.rpc(
      'insert_training_activity',
      exercise('flexao', { p_value_primary: 100, p_sets: 4 }),
    );
    const id = logged.json.data.activity.id;
    expect(logged.json.data.coins_earned).toBe(5);
    const toHold = await jonas.rpc('update_training_activity', {
      id,
      ...exercise('isometria', { p_value_primary: 30, p_sets: 2 }),
    });
    expect(toHold.json.data).toMatchObject({ coins_earned: -3, balance: 2, workouts: 1 });
    expect(toHold.json.data.activity).toMatchObject({ exercise: 'isometria', sets: 2, value_primary: 30 });
    const refused = await jonas.rpc('update_training_activity', {
      id,
      ...exercise('isometria', { p_value_primary: 30, p_value_secondary: 60 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('Isometria na barra: não há tempo a informar.');
    const toRun = await jonas.rpc('update_training_activity', {
      id,
      p_activity_type: 'RUN',
      p_value_primary: 2400,
      p_value_secondary: 720,
      p_workout_date: '2026-11-02',
    });
    expect(toRun.json.data.activity).toMatchObject({
      activity_type: 'RUN',
      exercise: null,
      sets: null,
      coins: 6,
    });
    const back = await jonas.rpc('update_training_activity', {
      id,
      ...exercise('impulsao', { p_value_primary: 210 }),
    });
    expect(back.json.data).toMatchObject({ coins_earned: -4, balance: 2 });
    const deleted = await jonas.rpc('delete_training_activity', { id });
    expect(deleted.json.data).toMatchObject({ coins_returned: 2, balance: 0, workouts: 0 });
    const jonasId = await userIdOf(t.deps.db, 'jonas-exercicios@exemplo.com');
    expect(await ledger.totalsOf(t.deps.db, jonasId)).toEqual(
      await ledger.recomputeTotals(t.deps.db, jonasId),
    );
  });
});

describe('the caps', () => {
  it(`caps a session at 10 coins and a week's exercises at ${EXERCISE_COINS_PER_WEEK}; the next week starts again`, async () => {
    const lia = await signUpConfirmed(t.app, t.deps.db, 'lia-limite@exemplo.com');
    const abs = (date: string) => exercise('abdominal', { p_value_primary: 600, p_sets: 6 }, date);
    const earned: number[] = [];
    // Week 2026-W45: Monday 2 to Sunday 8 November.
    for (const date of [
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]) {
      earned.push((await lia.rpc('insert_training_activity', abs(date))).json.data.coins_earned);
    }
    expect(earned).toEqual([10, 10, 10, 10, 10, 10, 0]);
    // Jumps and sprints of a full week earn nothing more either; the workouts still count.
    const jump = await lia.rpc(
      'insert_training_activity',
      exercise('impulsao', { p_value_primary: 200 }, '2026-11-08'),
    );
    expect(jump.json.data).toMatchObject({ coins_earned: 0, workouts: 8 });
    // A run is not an exercise: its own rule, no cap.
    const run = await lia.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 4000,
      p_value_secondary: 1500,
      p_workout_date: '2026-11-08',
    });
    expect(run.json.data.coins_earned).toBe(10);
    // Deleting one makes room for the next, not for the others already written.
    const page = (await lia.rpc('get_user_training_activities', { limit: 20 })).json.data.items;
    const monday = page.find((a: { workout_date: string }) => a.workout_date === '2026-11-02');
    expect((await lia.rpc('delete_training_activity', { id: monday.id })).json.data.coins_returned).toBe(10);
    expect((await lia.rpc('insert_training_activity', abs('2026-11-02'))).json.data.coins_earned).toBe(10);
    // The next week: a fresh cap.
    expect((await lia.rpc('insert_training_activity', abs('2026-11-09'))).json.data.coins_earned).toBe(10);
    const liaId = await userIdOf(t.deps.db, 'lia-limite@exemplo.com');
    const wallet = await ledger.totalsOf(t.deps.db, liaId);
    expect(wallet.breakdown.EXERCISE).toBe(EXERCISE_COINS_PER_WEEK + 10);
    expect(wallet).toEqual(await ledger.recomputeTotals(t.deps.db, liaId));
  });
});

describe('boards, trainer and export', () => {
  it('no exercise reaches a public board; the Cooper run does, as any run', async () => {
    const mara = await signUpConfirmed(t.app, t.deps.db, 'mara-ranking@exemplo.com');
    const maraId = await userIdOf(t.deps.db, 'mara-ranking@exemplo.com');
    await t.deps.db
      .updateTable('profiles')
      .set({ nickname: 'MaraTaf', sexo: 'F', consent_ranking: true })
      .where('id', '=', maraId)
      .execute();
    for (const body of [
      exercise('sprint', { p_value_primary: 400, p_value_secondary: 70 }),
      exercise('sprint', { p_value_primary: 100, p_value_secondary: 14 }),
      exercise('shuttle_run', { p_value_secondary: 11 }),
      exercise('isometria', { p_value_primary: 40 }),
    ]) {
      expect((await mara.rpc('insert_training_activity', body)).status).toBe(200);
    }
    let boards = (await mara.rpc('get_rankings', {})).json.data.boards;
    for (const [key, board] of Object.entries(boards) as [string, { me: unknown; my_status: string }][]) {
      expect({ key, me: board.me, status: board.my_status }).toEqual({
        key,
        me: null,
        status: 'no_activity',
      });
    }
    await mara.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 2300,
      p_value_secondary: 720,
      p_workout_date: '2026-11-02',
    });
    boards = (await mara.rpc('get_rankings', {})).json.data.boards;
    expect(boards.run_distance_alltime.me).toMatchObject({ value: 2300 });
    const entries = await t.deps.db
      .selectFrom('ranking_entries')
      .select(['board', 'score'])
      .where('user_id', '=', maraId)
      .execute();
    expect(entries.every((entry) => entry.board === 'run_distance' && entry.score === -2300)).toBe(true);
  });

  it("shows the exercises in a linked trainer's view of the student, and in the student's data export", async () => {
    const coach = await signUpTrainer(t.app, t.deps.db, 'coach-exercicios@exemplo.com', {
      p_full_name: 'Coach Exercícios',
    });
    const { token } = await createInvite(coach);
    expect((await iara.rpc('accept_trainer_invite', { p_token: token })).status).toBe(200);
    const seen = (await coach.rpc('get_user_training_activities', { user_id: iaraId, limit: 50 })).json.data;
    expect(seen.items).toContainEqual(
      expect.objectContaining({ activity_type: 'EXERCISE', exercise: 'flexao', sets: 2, editable: true }),
    );
    const exported = await readTraining(t.deps.db, iaraId);
    expect(exported.activities).toContainEqual(
      expect.objectContaining({
        activity_type: 'EXERCISE',
        exercise: 'sprint',
        sets: 6,
        value_secondary: 7.9,
      }),
    );
  });
});
