import { coinsForActivity, earnsRegularityBonus, REGULARITY_BONUS } from '@prontidao/domain/coins/coin-rule';
import { isoWeekOf, shiftIsoWeek } from '@prontidao/domain/dates/iso-week';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import * as ledger from '../coins/coins.repository.js';
import * as service from './training.service.js';

let t: TestApp;
let ana: TestClient;
let bruno: TestClient;

const idOf = (email: string) => userIdOf(t.deps.db, email);
const countRows = async (table: 'activities' | 'coin_ledger', userId: string) =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpConfirmed(t.app, t.deps.db, 'ana-treinos@exemplo.com');
  bruno = await signUpConfirmed(t.app, t.deps.db, 'bruno-treinos@exemplo.com');
});

const swim = (metres: number, seconds: number, extra: Record<string, unknown> = {}) => ({
  p_activity_type: 'SWIM',
  p_value_primary: metres,
  p_value_secondary: seconds,
  ...extra,
});

describe('logging a workout', () => {
  it('logs bar, swim and run with the one coin rule and lists them newest first', async () => {
    const bar = await ana.rpc('insert_training_activity', {
      p_activity_type: 'BARRA',
      p_value_primary: 25,
      p_notes: '  pegada pronada ',
      p_workout_date: '2026-11-02',
    });
    expect(bar.status).toBe(200);
    expect(bar.json.data).toMatchObject({ coins_earned: 2, duplicate: false, workouts: 1, promotion: null });
    expect(bar.json.data.activity).toMatchObject({
      activity_type: 'BARRA',
      value_primary: 25,
      value_secondary: null,
      notes: 'pegada pronada',
      source: 'manual',
      editable: true,
      coins: 2,
    });
    const natacao = await ana.rpc(
      'insert_training_activity',
      swim(425, 540, { p_workout_date: '2026-11-03' }),
    );
    expect(natacao.json.data).toMatchObject({ coins_earned: 8, balance: 10, workouts: 2 });
    expect(natacao.json.data.activity.duration_minutes).toBe(9);
    const run = await ana.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 2400,
      p_value_secondary: 660,
      p_workout_date: '2026-11-04',
    });
    expect(run.json.data).toMatchObject({ coins_earned: 6, balance: 16, workouts: 3 });

    const page = await ana.rpc('get_user_training_activities', { limit: 2 });
    expect(page.status).toBe(200);
    expect(page.json.data.items.map((a: { activity_type: string }) => a.activity_type)).toEqual([
      'RUN',
      'SWIM',
    ]);
    const next = await ana.rpc('get_user_training_activities', {
      limit: 2,
      cursor: page.json.data.next_cursor,
    });
    expect(next.json.data.items.map((a: { activity_type: string }) => a.activity_type)).toEqual(['BARRA']);
    expect(next.json.data.next_cursor).toBeNull();

    const wallet = await ana.rpc('get_coin_wallet');
    expect(wallet.json.data).toMatchObject({
      balance: 16,
      workouts: 3,
      breakdown: { RUN: 6, SWIM: 8, BARRA: 2, BONUS: 0, TEST: 0 },
    });
    expect((await ana.rpc('get_saldo_moedas')).json.data).toBe(16);
  });

  it('refuses implausible or malformed workouts with a pt-BR message and writes nothing', async () => {
    const userId = await idOf('ana-treinos@exemplo.com');
    const before = [await countRows('activities', userId), await countRows('coin_ledger', userId)];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ p_activity_type: 'RUN', p_value_primary: 2400, p_value_secondary: 200 }, /recorde mundial/],
      [swim(10_000, 300), /recorde mundial/],
      [{ p_activity_type: 'BARRA', p_value_primary: 500 }, /repetições/],
      [{ p_activity_type: 'BARRA', p_value_primary: 0 }, /^Insira um número válido de repetições\.$/],
      [swim(0, 60), /^Insira valores válidos para distância e tempo\.$/],
      [{ p_activity_type: 'SWIM', p_value_primary: 100 }, /^Preencha distância e tempo\.$/],
      [swim(100, 90, { p_workout_date: '2099-01-01' }), /futuro/],
      [swim(100, 90, { p_workout_date: '1999-12-31' }), /2000/],
      [swim(100, 90, { p_workout_date: '2026-02-30' }), /Data inválida/],
      [swim(100, 90, { p_notes: 'a\u202Eb' }), /invisíveis/],
      [swim(100, 90, { p_client_key: 'não-é-uuid' }), /inválida/],
      [{ p_activity_type: 'RIDE', p_value_primary: 1000, p_value_secondary: 100 }, /Tipo de treino inválido/],
    ];
    for (const [body, message] of cases) {
      const res = await ana.rpc('insert_training_activity', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toMatch(message);
      expect(res.json.error.message).not.toMatch(/p_value|p_workout|p_notes|p_client/);
    }
    expect([await countRows('activities', userId), await countRows('coin_ledger', userId)]).toEqual(before);
  });

  it('writes a retried send once (idempotency key)', async () => {
    const key = crypto.randomUUID();
    const first = await bruno.rpc('insert_training_activity', swim(200, 240, { p_client_key: key }));
    const again = await Promise.all([
      bruno.rpc('insert_training_activity', swim(200, 240, { p_client_key: key })),
      bruno.rpc('insert_training_activity', swim(200, 240, { p_client_key: key })),
    ]);
    expect(first.json.data).toMatchObject({ duplicate: false, coins_earned: 4 });
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ duplicate: true, coins_earned: 0, balance: 4 });
      expect(res.json.data.activity.id).toBe(first.json.data.activity.id);
    }
    expect(await countRows('activities', await idOf('bruno-treinos@exemplo.com'))).toBe(1);
  });
});

describe('editing and deleting', () => {
  it('recomputes coins on edit and gives them back on delete; imported ones are read-only', async () => {
    const logged = await bruno.rpc('insert_training_activity', {
      p_activity_type: 'BARRA',
      p_value_primary: 30,
      p_workout_date: '2026-10-01',
    });
    const id = logged.json.data.activity.id;
    const edited = await bruno.rpc('update_training_activity', {
      id,
      p_activity_type: 'BARRA',
      p_value_primary: 12,
      p_workout_date: '2026-10-01',
    });
    expect(edited.json.data).toMatchObject({ coins_earned: -2 });
    expect(edited.json.data.activity).toMatchObject({ value_primary: 12, coins: 1 });
    const deleted = await bruno.rpc('delete_training_activity', { id });
    expect(deleted.json.data).toMatchObject({ coins_returned: 1 });
    expect((await bruno.rpc('get_training_activity', { id })).status).toBe(404);

    const brunoId = await idOf('bruno-treinos@exemplo.com');
    const { id: imported } = await t.deps.db
      .insertInto('activities')
      .values({
        user_id: brunoId,
        activity_type: 'RUN',
        source: 'strava',
        external_id: '987',
        value_primary: 5000,
        value_secondary: 1500,
        workout_date: '2026-10-02',
        summary_polyline: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await bruno.rpc('get_training_activity', { id: imported });
    expect(detail.json.data).toMatchObject({ editable: false, has_route: true, source: 'strava' });
    expect(detail.json.data.strava_map_summary_polyline).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect((await bruno.rpc('delete_training_activity', { id: imported })).status).toBe(404);
    expect((await bruno.rpc('update_training_activity', { id: imported, ...swim(100, 100) })).status).toBe(
      404,
    );
  });

  it("hides one person's activities from another (not found, nothing changes)", async () => {
    const mine = await ana.rpc('insert_training_activity', swim(100, 100, { p_workout_date: '2026-09-01' }));
    const id = mine.json.data.activity.id;
    const anaId = await idOf('ana-treinos@exemplo.com');
    const ledgerBefore = await countRows('coin_ledger', anaId);
    expect((await bruno.rpc('get_training_activity', { id })).status).toBe(404);
    expect((await bruno.rpc('delete_training_activity', { id })).status).toBe(404);
    expect((await bruno.rpc('update_training_activity', { id, ...swim(1000, 1000) })).status).toBe(404);
    expect((await bruno.rpc('get_user_training_activities', { user_id: anaId })).status).toBe(404);
    expect((await ana.rpc('get_training_activity', { id })).json.data.value_primary).toBe(100);
    expect(await countRows('coin_ledger', anaId)).toBe(ledgerBefore);
  });

  it('refuses a forged cursor', async () => {
    const res = await ana.rpc('get_user_training_activities', { cursor: 'bm9wZQ' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/histórico/);
  });
});

describe('regularity bonus', () => {
  it('credits +50 for a second week of 3+ workouts, also when they arrive out of order, and takes it back', async () => {
    const carla = await signUpConfirmed(t.app, t.deps.db, 'carla-bonus@exemplo.com');
    // Week 2026-W45 (Nov 2–8) then W46 (Nov 9–15); the later week's workouts arrive first.
    for (const day of ['09', '10', '11']) {
      const res = await carla.rpc(
        'insert_training_activity',
        swim(50, 60, { p_workout_date: `2026-11-${day}` }),
      );
      expect(res.json.data.bonus).toBe(0);
    }
    await carla.rpc('insert_training_activity', swim(50, 60, { p_workout_date: '2026-11-02' }));
    await carla.rpc('insert_training_activity', swim(50, 60, { p_workout_date: '2026-11-03' }));
    const third = await carla.rpc('insert_training_activity', swim(50, 60, { p_workout_date: '2026-11-08' }));
    expect(third.json.data.bonus).toBe(REGULARITY_BONUS);
    expect(third.json.data.balance).toBe(6 + REGULARITY_BONUS);
    // A fourth workout in either week credits no second bonus.
    const fourth = await carla.rpc(
      'insert_training_activity',
      swim(50, 60, { p_workout_date: '2026-11-12' }),
    );
    expect(fourth.json.data.bonus).toBe(0);
    // Deleting one of W45's three takes the bonus back.
    const page = await carla.rpc('get_user_training_activities', { limit: 100 });
    const nov8 = page.json.data.items.find((a: { workout_date: string }) => a.workout_date === '2026-11-08');
    const gone = await carla.rpc('delete_training_activity', { id: nov8.id });
    expect(gone.json.data).toMatchObject({ coins_returned: 1 + REGULARITY_BONUS, balance: 6 });
    expect((await carla.rpc('get_coin_wallet')).json.data.breakdown.BONUS).toBe(0);
  });
});

describe('ranks and promotion', () => {
  // Deleting imported data never demotes: tracker.test.ts ('a deauthorization removes the imports and keeps the coins').
  it("promotes at the 10th workout and shows 'PROMOVIDO!' once per promotion, on any device", async () => {
    const davi = await signUpConfirmed(t.app, t.deps.db, 'davi-patente@exemplo.com');
    for (let i = 0; i < 9; i++) {
      const res = await davi.rpc('insert_training_activity', {
        p_activity_type: 'BARRA',
        p_value_primary: 5,
      });
      expect(res.json.data.promotion).toBeNull();
    }
    const tenth = await davi.rpc('insert_training_activity', {
      p_activity_type: 'BARRA',
      p_value_primary: 5,
    });
    expect(tenth.json.data).toMatchObject({ workouts: 10, promotion: 'Soldado 1ª Classe' });
    const status = await davi.rpc('get_rank_status');
    expect(status.json.data).toMatchObject({
      workouts: 10,
      rank: 'Soldado 1ª Classe',
      next: 'Cabo',
      progress: 0,
      pending_promotion: 'Soldado 1ª Classe',
    });
    const seen = await davi.rpc('ack_promotion', { workouts: 10 });
    expect(seen.json.data.pending_promotion).toBeNull();
    // Another device asks again: already seen. A forged higher count is capped at the real one.
    expect((await davi.rpc('get_rank_status')).json.data.pending_promotion).toBeNull();
    await davi.rpc('ack_promotion', { workouts: 999 });
    const daviId = await idOf('davi-patente@exemplo.com');
    const stored = await t.deps.db
      .selectFrom('promotion_marks')
      .select('seen_workouts')
      .where('user_id', '=', daviId)
      .executeTakeFirstOrThrow();
    expect(stored.seen_workouts).toBe(10);

    // Down to 9 and back to 10: the same promotion, not shown again; the 20th is the next one.
    const last = tenth.json.data.activity.id;
    expect((await davi.rpc('delete_training_activity', { id: last })).json.data.workouts).toBe(9);
    expect((await davi.rpc('get_rank_status')).json.data).toMatchObject({
      rank: 'Soldado 2ª Classe',
      pending_promotion: null,
    });
    const again = await davi.rpc('insert_training_activity', {
      p_activity_type: 'BARRA',
      p_value_primary: 5,
    });
    expect(again.json.data).toMatchObject({ workouts: 10, promotion: 'Soldado 1ª Classe' });
    expect((await davi.rpc('get_rank_status')).json.data.pending_promotion).toBeNull();
    for (let i = 0; i < 10; i++) {
      await davi.rpc('insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: 5 });
    }
    expect((await davi.rpc('get_rank_status')).json.data).toMatchObject({
      workouts: 20,
      rank: 'Cabo',
      pending_promotion: 'Cabo',
    });
  });
});

describe('test grant', () => {
  it("credits '+800 Moedas (Teste)' where enabled and refuses it elsewhere", async () => {
    const eva = await signUpConfirmed(t.app, t.deps.db, 'eva-teste@exemplo.com');
    const granted = await eva.rpc('add_test_coins');
    expect(granted.json.data).toEqual({ balance: 800 });
    expect((await eva.rpc('get_coin_wallet')).json.data).toMatchObject({
      test_grant_enabled: true,
      breakdown: { TEST: 800 },
    });
    const env = t.deps.env as { COIN_TEST_GRANT: boolean };
    env.COIN_TEST_GRANT = false;
    try {
      const refused = await eva.rpc('add_test_coins');
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toMatch(/não está disponível/);
      expect((await eva.rpc('get_saldo_moedas')).json.data).toBe(800);
    } finally {
      env.COIN_TEST_GRANT = true;
    }
  });
});

describe('the ledger under concurrency', () => {
  it('100 parallel inserts by one person: the balance is exactly the sum of their credits', async () => {
    const fabio = await signUpConfirmed(t.app, t.deps.db, 'fabio-paralelo@exemplo.com');
    const metres = Array.from({ length: 100 }, (_, i) => 50 + i * 37);
    const results = await Promise.all(
      metres.map((m) =>
        fabio.rpc('insert_training_activity', swim(m, Math.ceil(m * 1.2), { p_workout_date: '2026-08-05' })),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const expected = metres.reduce((sum, m) => sum + coinsForActivity({ type: 'SWIM', amount: m }), 0);
    const wallet = (await fabio.rpc('get_coin_wallet')).json.data;
    // One week of 100 workouts after a week of none: no bonus.
    expect(wallet).toMatchObject({ balance: expected, workouts: 100, breakdown: { BONUS: 0 } });
    const fabioId = await idOf('fabio-paralelo@exemplo.com');
    expect(await ledger.totalsOf(t.deps.db, fabioId)).toEqual(
      await ledger.recomputeTotals(t.deps.db, fabioId),
    );
  });

  it('20 parallel deletes and re-inserts: the balance equals a recomputation from scratch', async () => {
    const gabi = await signUpConfirmed(t.app, t.deps.db, 'gabi-paralelo@exemplo.com');
    const dates = ['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-13', '2026-07-14', '2026-07-15'];
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await gabi.rpc(
        'insert_training_activity',
        swim(100 + i * 10, 200, { p_workout_date: dates[i % 6] }),
      );
      ids.push(res.json.data.activity.id);
    }
    await Promise.all(
      ids.map(async (id, i) => {
        await gabi.rpc('delete_training_activity', { id });
        await gabi.rpc(
          'insert_training_activity',
          swim(300 + i, 400, { p_workout_date: dates[(i + 3) % 6] }),
        );
      }),
    );
    const gabiId = await idOf('gabi-paralelo@exemplo.com');
    const surviving = await t.deps.db
      .selectFrom('activities')
      .select(['value_primary', 'workout_date'])
      .where('user_id', '=', gabiId)
      .execute();
    expect(surviving).toHaveLength(20);
    expect(await ledger.balanceOf(t.deps.db, gabiId)).toBe(
      expectedBalance(surviving.map((a) => ({ metres: a.value_primary ?? 0, date: a.workout_date }))),
    );
    expect(await ledger.totalsOf(t.deps.db, gabiId)).toEqual(await ledger.recomputeTotals(t.deps.db, gabiId));
  });
});

type Survivor = { type: 'RUN' | 'SWIM' | 'BARRA'; amount: number; date: string };

/** The rule applied from scratch: coins of each surviving activity by type, plus every week's bonus. */
function expectedWallet(activities: Survivor[]) {
  const perWeek = new Map<string, number>();
  const breakdown = { RUN: 0, SWIM: 0, BARRA: 0, EXERCISE: 0, BONUS: 0, TEST: 0 };
  for (const a of activities) {
    breakdown[a.type] += coinsForActivity({ type: a.type, amount: a.amount });
    const week = isoWeekOf(a.date);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  for (const [week, count] of perWeek) {
    if (earnsRegularityBonus(count, perWeek.get(shiftIsoWeek(week, -1)) ?? 0)) {
      breakdown.BONUS += REGULARITY_BONUS;
    }
  }
  const balance = Object.values(breakdown).reduce((sum, coins) => sum + coins, 0);
  return { balance, workouts: activities.length, breakdown };
}

function expectedBalance(activities: { metres: number; date: string }[]): number {
  return expectedWallet(activities.map((a) => ({ type: 'SWIM', amount: a.metres, date: a.date }))).balance;
}

describe('the ledger property', () => {
  const day = fc
    .integer({ min: 0, max: 27 })
    .map((n) => new Date(Date.UTC(2026, 5, 1 + n)).toISOString().slice(0, 10));
  /** A plausible workout of any manual type: metres for run and swim, repetitions for the bar. */
  const workout = fc.oneof(
    fc.record({ type: fc.constant('RUN' as const), amount: fc.integer({ min: 100, max: 12_000 }) }),
    fc.record({ type: fc.constant('SWIM' as const), amount: fc.integer({ min: 25, max: 3000 }) }),
    fc.record({ type: fc.constant('BARRA' as const), amount: fc.integer({ min: 1, max: 300 }) }),
  );
  const op = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), workout, date: day }),
    // An edit may change the type, the amount and the week of the activity.
    fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), workout, date: day }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  );
  const fields = (w: { type: Survivor['type']; amount: number }, date: string) => ({
    p_activity_type: w.type,
    p_value_primary: w.amount,
    // Slow enough for any plausibility rule; the bar has no time.
    p_value_secondary: w.type === 'BARRA' ? null : w.amount * 2,
    p_workout_date: date,
  });

  it('for any sequence of inserts, edits (type and week included) and deletes, the wallet = rule over survivors + bonuses, never negative', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const email = `prop-${run++}-${Date.now()}@exemplo.com`;
        const { id: userId } = await t.deps.db
          .insertInto('user')
          .values({
            id: crypto.randomUUID(),
            name: 'P',
            email,
            emailVerified: true,
            createdAt: new Date(),
            updatedAt: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const alive = new Map<string, Survivor>();
        for (const o of ops) {
          const ids = [...alive.keys()];
          if (o.kind === 'insert') {
            const res = await service.insertActivity(t.deps.db, userId, fields(o.workout, o.date));
            alive.set(res.activity.id, { ...o.workout, date: o.date });
          } else if (ids.length > 0) {
            const id = ids[o.pick % ids.length] as string;
            if (o.kind === 'edit') {
              await service.updateActivity(t.deps.db, userId, { id, ...fields(o.workout, o.date) });
              alive.set(id, { ...o.workout, date: o.date });
            } else {
              await service.deleteActivity(t.deps.db, userId, id);
              alive.delete(id);
            }
          }
          expect(await ledger.balanceOf(t.deps.db, userId)).toBeGreaterThanOrEqual(0);
        }
        const totals = await ledger.totalsOf(t.deps.db, userId);
        expect(totals).toEqual(expectedWallet([...alive.values()]));
        expect(totals).toEqual(await ledger.recomputeTotals(t.deps.db, userId));
      }),
      { numRuns: 25 },
    );
  });
});
