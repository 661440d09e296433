import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { signUpTrainer, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import * as service from './turmas.service.js';

// Turmas (issue 24) through the real routes on both databases: CRUD under the authorization layer,
// the multi-use link with its cap (under a race), its revocation, and the board.
let t: TestApp;
let carlos: TestClient;
let rita: TestClient;
let ana: TestClient;
let bia: TestClient;

const idOf = (email: string) => userIdOf(t.deps.db, email);
const trainer = (email: string, name: string) =>
  signUpTrainer(t.app, t.deps.db, email, { p_full_name: name, p_cref_number: 'CREF 012345-g/df' });
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/** A person straight in the database (no password): the race needs fifty of them. */
async function person(nickname: string): Promise<string> {
  const id = randomUUID();
  await t.deps.db
    .insertInto('user')
    .values({
      id,
      name: nickname,
      email: `${id}@exemplo.com`,
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
  await t.deps.db
    .insertInto('profiles')
    .values({ id, nickname, full_name: nickname } as never)
    .execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  carlos = await trainer('carlos.turmas@exemplo.com', 'Carlos Souza');
  rita = await trainer('rita.turmas@exemplo.com', 'Rita Lima');
  ana = await signUpConfirmed(t.app, t.deps.db, 'ana.turmas@exemplo.com');
  bia = await signUpConfirmed(t.app, t.deps.db, 'bia.turmas@exemplo.com');
  for (const [email, nickname] of [
    ['ana.turmas@exemplo.com', 'Ana'],
    ['bia.turmas@exemplo.com', 'Bia'],
  ] as const) {
    await t.deps.db
      .updateTable('profiles')
      .set({ nickname, full_name: `${nickname} Teste`, sexo: 'F', peso_kg: 60, altura_cm: 165 })
      .where('id', '=', await idOf(email))
      .execute();
  }
});

describe('a trainer’s turmas', () => {
  it('are created, renamed, archived and reactivated by their trainer only', async () => {
    const made = await carlos.rpc('create_turma', {
      name: '  Turma CBMDF sábado ',
      edital_id: 'pmesp-2025-soldado',
      taf_date: '2031-03-01',
      description: 'Treino coletivo na pista do CETEB',
    });
    expect(made.status).toBe(200);
    const turma = made.json.data;
    expect(turma).toMatchObject({
      name: 'Turma CBMDF sábado',
      edital_id: 'pmesp-2025-soldado',
      taf_date: '2031-03-01',
      member_count: 0,
      archived_at: null,
    });
    expect(turma.exam).toMatchObject({ id: 'pmesp-2025-soldado', format: 'exam' });

    const renamed = await carlos.rpc('update_turma', { id: turma.id, name: 'Turma PMESP' });
    expect(renamed.json.data.name).toBe('Turma PMESP');
    // Another trainer, a candidate: the turma does not exist for them, and nothing changes.
    expect((await rita.rpc('update_turma', { id: turma.id, name: 'Minha' })).status).toBe(404);
    expect((await rita.rpc('get_turma_board', { id: turma.id })).status).toBe(404);
    expect((await ana.rpc('get_turma_board', { id: turma.id })).status).toBe(403);
    expect((await rita.rpc('get_trainer_turmas')).json.data).toEqual([]);

    const archived = await carlos.rpc('set_turma_archived', { id: turma.id, archived: true });
    expect(archived.json.data.archived_at).not.toBeNull();
    expect((await carlos.rpc('get_trainer_turmas')).json.data.map((x: { id: string }) => x.id)).not.toContain(
      turma.id,
    );
    const all = (await carlos.rpc('get_trainer_turmas', { include_archived: true })).json.data;
    expect(all.map((x: { id: string }) => x.id)).toContain(turma.id);
    await carlos.rpc('set_turma_archived', { id: turma.id, archived: false });
    expect((await carlos.rpc('get_trainer_turmas')).json.data[0].id).toBe(turma.id);
  });

  it('refuses an unknown exam, an empty or long name, a past TAF date — nothing written', async () => {
    const before = await t.deps.db.selectFrom('turmas').select('id').execute();
    for (const body of [
      { name: 'X', edital_id: 'nao-existe' },
      { name: '   ' },
      { name: 'x'.repeat(81) },
      { name: 'Turma', taf_date: '2020-01-01' },
      { name: 'Turma', description: 'y'.repeat(501) },
      { name: 'Turma', trainer_id: 'outro' },
    ]) {
      const res = await carlos.rpc('create_turma', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.deps.db.selectFrom('turmas').select('id').execute()).toHaveLength(before.length);
  });
});

describe('the turma link', () => {
  it('lets students see whose turma it is, approve, and share with the trainer; a student sees only their turmas', async () => {
    const turma = (await carlos.rpc('create_turma', { name: 'Turma PMPB', edital_id: 'pmpb-2023-soldado' }))
      .json.data;
    const invite = (await carlos.rpc('create_turma_invite', { turma_id: turma.id })).json.data;
    expect(invite).toMatchObject({ max_uses: 50, uses: 0 });
    expect(Date.parse(invite.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(invite.url).toContain('/turma/entrar?token=');
    const token = tokenOf(invite.url);

    const preview = (await ana.rpc('preview_turma_invite', { p_token: token })).json.data;
    expect(preview).toMatchObject({
      status: 'valid',
      turma_name: 'Turma PMPB',
      trainer_name: 'Carlos Souza',
    });
    // Opening the link shares nothing yet.
    expect((await carlos.rpc('get_trainer_students_approved')).json.data).toEqual([]);

    expect((await ana.rpc('join_turma', { p_token: token })).json.data.status).toBe('joined');
    expect((await ana.rpc('join_turma', { p_token: token })).json.data.status).toBe('already_member');
    expect((await carlos.rpc('join_turma', { p_token: token })).json.data.status).toBe('own_turma');
    const students = (await carlos.rpc('get_trainer_students_approved')).json.data;
    expect(students.map((s: { email: string }) => s.email)).toEqual(['ana.turmas@exemplo.com']);
    const consent = await t.deps.db
      .selectFrom('consents')
      .select(['kind', 'granted'])
      .where('user_id', '=', await idOf('ana.turmas@exemplo.com'))
      .execute();
    expect(consent).toContainEqual({ kind: 'trainer_sharing', granted: true });

    expect((await ana.rpc('get_my_turmas')).json.data).toMatchObject([
      { id: turma.id, name: 'Turma PMPB', trainer_name: 'Carlos Souza' },
    ]);
    expect((await bia.rpc('get_my_turmas')).json.data).toEqual([]);
    // Bia is not in it: she cannot leave it, nor see its board.
    expect((await bia.rpc('leave_turma', { turma_id: turma.id })).status).toBe(404);
    const listed = (await carlos.rpc('get_turma_invites', { turma_id: turma.id })).json.data;
    expect(listed).toMatchObject([{ id: invite.id, uses: 1, max_uses: 50 }]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('revoked, expired or full, lets nobody in; a removed member keeps sharing', async () => {
    const turma = (await carlos.rpc('create_turma', { name: 'Turma revogada' })).json.data;
    const invite = (
      await carlos.rpc('create_turma_invite', { turma_id: turma.id, max_uses: 1, expires_in_days: 1 })
    ).json.data;
    const token = tokenOf(invite.url);
    expect((await rita.rpc('revoke_turma_invite', { id: invite.id })).status).toBe(404);
    expect((await bia.rpc('join_turma', { p_token: token })).json.data.status).toBe('joined');
    expect((await ana.rpc('join_turma', { p_token: token })).json.data.status).toBe('full');

    const second = (await carlos.rpc('create_turma_invite', { turma_id: turma.id })).json.data;
    expect((await carlos.rpc('revoke_turma_invite', { id: second.id })).json.data).toEqual({ ok: true });
    const revoked = (await ana.rpc('join_turma', { p_token: tokenOf(second.url) })).json.data;
    expect(revoked).toMatchObject({ status: 'invalid_token', turma_name: null, trainer_name: null });

    const third = (await carlos.rpc('create_turma_invite', { turma_id: turma.id })).json.data;
    await t.deps.db
      .updateTable('turma_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', third.id)
      .execute();
    expect((await ana.rpc('join_turma', { p_token: tokenOf(third.url) })).json.data.status).toBe(
      'expired_token',
    );
    expect((await ana.rpc('join_turma', { p_token: 'x'.repeat(43) })).json.data.status).toBe('invalid_token');
    expect((await ana.rpc('join_turma', { p_token: '' })).status).toBe(400);

    const biaId = await idOf('bia.turmas@exemplo.com');
    expect((await rita.rpc('remove_turma_member', { turma_id: turma.id, student_id: biaId })).status).toBe(
      404,
    );
    expect(
      (await carlos.rpc('remove_turma_member', { turma_id: turma.id, student_id: biaId })).json.data,
    ).toEqual({
      ok: true,
    });
    const board = (await carlos.rpc('get_turma_board', { id: turma.id })).json.data;
    expect(board.rows).toEqual([]);
    const students = (await carlos.rpc('get_trainer_students_approved')).json.data;
    expect(students.map((s: { email: string }) => s.email)).toContain('bia.turmas@exemplo.com');
  });

  it('50 parallel joins on a cap of 10 let exactly 10 in', async () => {
    const turma = (await carlos.rpc('create_turma', { name: 'Turma da corrida' })).json.data;
    const invite = (await carlos.rpc('create_turma_invite', { turma_id: turma.id, max_uses: 10 })).json.data;
    const token = tokenOf(invite.url);
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => person(`Corredor ${i}`)));
    const answers = await Promise.all(people.map((id) => service.joinTurma(t.deps.db, id, token)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 'joined')).toHaveLength(10);
    expect(statuses.filter((s) => s !== 'joined')).toEqual(Array(40).fill('full'));
    const members = await t.deps.db
      .selectFrom('turma_members')
      .select('student_id')
      .where('turma_id', '=', turma.id)
      .execute();
    expect(members).toHaveLength(10);
    const links = await t.deps.db
      .selectFrom('trainer_links')
      .select('student_id')
      .where('student_id', 'in', people)
      .where('revoked_at', 'is', null)
      .execute();
    expect(links.map((l) => l.student_id).sort()).toEqual(members.map((m) => m.student_id).sort());
    const row = await t.deps.db
      .selectFrom('turma_invites')
      .select('uses')
      .where('id', '=', invite.id)
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(10);
  }, 60_000);
});

describe('the turma board', () => {
  it('shows each student’s week, last simulation, idle days and flags — nothing of one who revoked', async () => {
    const turma = (
      await carlos.rpc('create_turma', { name: 'Turma do quadro', edital_id: 'cbmdf-2025-estimada' })
    ).json.data;
    const token = tokenOf((await carlos.rpc('create_turma_invite', { turma_id: turma.id })).json.data.url);
    const cleo = await signUpConfirmed(t.app, t.deps.db, 'cleo.turmas@exemplo.com');
    const dani = await signUpConfirmed(t.app, t.deps.db, 'dani.turmas@exemplo.com');
    for (const [client, email, nickname] of [
      [cleo, 'cleo.turmas@exemplo.com', 'Cleo'],
      [dani, 'dani.turmas@exemplo.com', 'Dani'],
    ] as const) {
      await t.deps.db
        .updateTable('profiles')
        .set({
          nickname,
          full_name: `${nickname} Silva`,
          sexo: 'M',
          peso_kg: 75,
          altura_cm: 178,
          taf_dt: '2031-03-01',
        })
        .where('id', '=', await idOf(email))
        .execute();
      expect((await client.rpc('join_turma', { p_token: token })).json.data.status).toBe('joined');
    }
    // Cleo trains today and simulates twice, failing the bar the second time.
    expect(
      (await cleo.rpc('insert_training_activity', { p_activity_type: 'BARRA', p_value_primary: 8 })).status,
    ).toBe(200);
    const sim = (barra: number) =>
      cleo.rpc('save_user_test', {
        barra_reps_param: barra,
        corrida_tempo_seg_param: 600,
        natacao_tempo_seg_param: 90,
      });
    expect((await sim(12)).status).toBe(200);
    expect((await sim(1)).status).toBe(200);

    const board = (await carlos.rpc('get_turma_board', { id: turma.id })).json.data;
    expect(board.turma.member_count).toBe(2);
    expect(board.rows.map((r: { nickname: string }) => r.nickname)).toEqual(['Cleo', 'Dani']);
    const [cleoRow, daniRow] = board.rows;
    expect(cleoRow).toMatchObject({ sharing: true, days_since_activity: 0, week: { sessions_done: 1 } });
    expect(cleoRow.last_simulation).toMatchObject({ apto: false, trend: 'down' });
    expect(cleoRow.flags.map((f: { text: string }) => f.text)).toContain('em risco na barra');
    expect(daniRow.flags.map((f: { text: string }) => f.text)).toEqual(['sem treinos registrados']);
    // Her chance of passing is her own dashboard's (computed once, then kept); Dani has no simulation.
    const own = (await cleo.rpc('get_pass_chance')).json.data;
    expect(cleoRow.chance).toEqual({
      low: own.low,
      high: own.high,
      range: own.range,
      too_few_results: own.advice !== null,
      weakest_label: own.weakest.label,
    });
    expect(daniRow.chance).toBeNull();
    const kept = await t.deps.db.selectFrom('pass_chances').select('user_id').execute();
    expect(kept.map((row) => row.user_id)).toContain(await idOf('cleo.turmas@exemplo.com'));

    // Cleo revokes: the board keeps her name, and nothing else of hers.
    const link = (await cleo.rpc('get_my_trainers')).json.data[0];
    await cleo.rpc('revoke_trainer_access', { link_id: link.link_id });
    const after = (await carlos.rpc('get_turma_board', { id: turma.id })).json.data.rows[0];
    expect(after).toMatchObject({
      nickname: 'Cleo',
      sharing: false,
      week: null,
      last_simulation: null,
      chance: null,
      flags: [],
    });
  });
});

describe('one plan for the class', () => {
  it('writes the sessions per week and the emphasis into each sharing member’s plan; a student’s own change shows', async () => {
    const turma = (
      await carlos.rpc('create_turma', { name: 'Turma com plano', edital_id: 'cbmdf-2025-estimada' })
    ).json.data;
    const token = tokenOf((await carlos.rpc('create_turma_invite', { turma_id: turma.id })).json.data.url);
    const eli = await signUpConfirmed(t.app, t.deps.db, 'eli.turmas@exemplo.com');
    const eliId = await idOf('eli.turmas@exemplo.com');
    await t.deps.db
      .updateTable('profiles')
      .set({
        nickname: 'Eli',
        full_name: 'Eli Souza',
        sexo: 'M',
        peso_kg: 75,
        altura_cm: 178,
        taf_dt: '2031-03-01',
      })
      .where('id', '=', eliId)
      .execute();
    expect((await eli.rpc('join_turma', { p_token: token })).json.data.status).toBe('joined');
    expect(
      (
        await eli.rpc('save_user_test', {
          barra_reps_param: 6,
          corrida_tempo_seg_param: 640,
          natacao_tempo_seg_param: 95,
        })
      ).status,
    ).toBe(200);

    // A key the exam lacks, an availability out of range: refused, nothing written.
    expect(
      (await carlos.rpc('set_turma_plan', { turma_id: turma.id, sessions_per_week: 4, emphasis: ['flexao'] }))
        .status,
    ).toBe(400);
    expect((await carlos.rpc('set_turma_plan', { turma_id: turma.id, sessions_per_week: 7 })).status).toBe(
      400,
    );
    expect((await rita.rpc('set_turma_plan', { turma_id: turma.id, sessions_per_week: 4 })).status).toBe(404);
    expect(
      await t.deps.db
        .selectFrom('training_plan_settings')
        .select('user_id')
        .where('user_id', '=', eliId)
        .execute(),
    ).toEqual([]);

    // The week's sessions come in the order of priority: the emphasised test first.
    const firstOf = (plan: { weeks: { sessions: { type: string }[] }[] }) => plan.weeks[0]?.sessions[0]?.type;
    await carlos.rpc('set_turma_plan', { turma_id: turma.id, sessions_per_week: 4, emphasis: [] });
    const plain = (await eli.rpc('get_training_plan')).json.data;
    expect(plain.settings.sessions_per_week).toBe(4);
    const set = await carlos.rpc('set_turma_plan', {
      turma_id: turma.id,
      sessions_per_week: 4,
      emphasis: ['natacao_100m'],
    });
    expect(set.json.data.plan).toEqual({ sessions_per_week: 4, emphasis: ['natacao_100m'] });
    const emphasised = (await eli.rpc('get_training_plan')).json.data;
    expect(firstOf(plain)).not.toBe('SWIM');
    expect(firstOf(emphasised)).toBe('SWIM');
    let row = (await carlos.rpc('get_turma_board', { id: turma.id })).json.data.rows[0];
    expect(row.week).toMatchObject({ sessions_planned: 4, plan_source: 'turma' });

    // Eli changes his own availability: his plan follows him, and the trainer sees it was him.
    await eli.rpc('set_training_plan_settings', { sessions_per_week: 3, goal: 'apto' });
    row = (await carlos.rpc('get_turma_board', { id: turma.id })).json.data.rows[0];
    expect(row.week).toMatchObject({ sessions_planned: 3, plan_source: 'aluno' });

    // Someone who joins later gets the class plan.
    const fabi = await signUpConfirmed(t.app, t.deps.db, 'fabi.turmas@exemplo.com');
    expect((await fabi.rpc('join_turma', { p_token: token })).json.data.status).toBe('joined');
    const fabiSettings = await t.deps.db
      .selectFrom('training_plan_settings')
      .select(['sessions_per_week', 'emphasis'])
      .where('user_id', '=', await idOf('fabi.turmas@exemplo.com'))
      .executeTakeFirstOrThrow();
    expect(fabiSettings).toEqual({ sessions_per_week: 4, emphasis: ['natacao_100m'] });
  });
});
