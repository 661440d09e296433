import { Hono } from 'hono';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../lib/errors.js';
import { rpcRouter } from '../../lib/rpc-router.js';
import { CALLER_CHECKS, rpcRegistry } from '../../rpc-registry.js';
import { lastMail, STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { inviteToken, setProfile, signUpAdmin, signUpTrainer, userIdOf } from '../../testing/people.js';
import * as strava from '../../testing/strava.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { deletionRpcs } from './deletion.rpc.js';
import { ACCOUNT_DELETED, DELETION_PHRASE, deleteDueAccounts } from './deletion.service.js';
import { DELETION_TABLES, JOB_TABLES_WITH_PERSONAL_DATA } from './deletion.tables.js';

// Account deletion (issue 13) through the real routes: the password and the typed phrase, the
// 7-day grace period a sign-in cancels, then a deletion that leaves no row of the person in any
// table of the schema (checked over every table), Strava deauthorized first, boards without them.
let t: TestApp;
/** The app, with the deletion calls mounted whether or not the registry lists them yet. */
let app: Hono;
let admin: TestClient;

const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

const idOf = (email: string) => userIdOf(t.deps.db, email);

function withDeletionCalls(test: TestApp): Hono {
  const wrapper = new Hono();
  wrapper.onError(handleError(test.deps.log));
  wrapper.route('/api/rpc', rpcRouter(test.deps, { ...rpcRegistry, ...deletionRpcs }, CALLER_CHECKS).router);
  wrapper.route('/', test.app);
  return wrapper;
}

/** The newest mail to an address with this subject (mail goes out through a job). */
const mailWithSubject = (to: string, subject: string) =>
  until(
    () =>
      t.deps.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', to)
        .where('subject', '=', subject)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    (mail) => mail !== undefined,
  );

const signIn = (client: TestClient, email: string, password = STRONG_PASSWORD) =>
  client.post('/api/auth/sign-in/email', { email, password });

beforeAll(async () => {
  t = await createTestApp();
  app = withDeletionCalls(t);
  ({ client: admin } = await signUpAdmin(app, t.deps.db, 'chefe.exclusao@exemplo.com', 'Chefe'));
});

describe('deletion.tables.ts', () => {
  it('names every table of the schema, and its cascades and set-nulls are the schema’s', async () => {
    const tables = (
      await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.deps.db)
    ).rows.map((r) => r.name);
    const missing = tables.filter((name) => !Object.hasOwn(DELETION_TABLES, name));
    expect(missing, `tables without a deletion rule in deletion.tables.ts: ${missing.join(', ')}`).toEqual(
      [],
    );
    expect(Object.keys(DELETION_TABLES).filter((name) => !tables.includes(name))).toEqual([]);

    const keys = (
      await sql<{ table: string; rule: string }>`
        select con.conrelid::regclass::text as table, con.confdeltype as rule
        from pg_constraint con
        where con.contype = 'f' and con.confrelid = '"user"'::regclass`.execute(t.deps.db)
    ).rows;
    const rulesOf = (table: string) =>
      keys.filter((k) => k.table.replaceAll('"', '') === table).map((k) => k.rule);
    for (const [table, rule] of Object.entries(DELETION_TABLES)) {
      if (rule === 'cascade from user') expect(rulesOf(table), table).toContain('c');
      if (rule.startsWith('set null:')) expect(rulesOf(table), table).toContain('n');
      // Any key to "user" is either of those: a plain one would block the deletion.
      for (const found of rulesOf(table)) expect(['c', 'n'], table).toContain(found);
    }
  });
});

describe('request_account_deletion', () => {
  it('refuses a wrong password and a wrong phrase, changing nothing', async () => {
    const email = 'erra.exclusao@exemplo.com';
    const client = await signUpConfirmed(app, t.deps.db, email);
    const wrong = await client.rpc('request_account_deletion', {
      password: 'Outra#Senha2025',
      confirmation: DELETION_PHRASE,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Senha incorreta.' });
    const phrase = await client.rpc('request_account_deletion', {
      password: STRONG_PASSWORD,
      confirmation: 'excluir minha conta',
    });
    expect(phrase.status).toBe(400);
    expect(phrase.json.error.message).toContain('EXCLUIR MINHA CONTA');
    // Still signed in, nothing scheduled.
    const status = await client.rpc('get_account_deletion_status');
    expect(status.status).toBe(200);
    expect(status.json.data).toBeNull();
    const row = await t.deps.db
      .selectFrom('profiles')
      .select(['deletion_requested_at', 'deletion_due_at'])
      .where('id', '=', await idOf(email))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deletion_requested_at: null, deletion_due_at: null });
    expect((await new TestClient(app).rpc('request_account_deletion', {})).status).toBe(401);
  });

  it('schedules it in 7 days, signs the person out everywhere and mails them; a sign-in within the grace period cancels it', async () => {
    const email = 'volta.exclusao@exemplo.com';
    const laptop = await signUpConfirmed(app, t.deps.db, email);
    const phone = new TestClient(app);
    expect((await signIn(phone, email)).status).toBe(200);
    const id = await idOf(email);

    const res = await laptop.rpc('request_account_deletion', {
      password: STRONG_PASSWORD,
      confirmation: ` ${DELETION_PHRASE} `,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { requested_at, due_at } = res.json.data;
    expect(new Date(due_at).getTime() - new Date(requested_at).getTime()).toBe(7 * DAY);
    // Every session ended: both devices are signed out.
    expect((await laptop.rpc('get_account_deletion_status')).status).toBe(401);
    expect((await phone.rpc('get_account_deletion_status')).status).toBe(401);
    expect(await t.deps.db.selectFrom('session').select('id').where('userId', '=', id).execute()).toEqual([]);
    const mail = await mailWithSubject(email, 'Exclusão da conta agendada — Prontidão');
    expect(mail?.text_body).toContain('Basta entrar na sua conta antes disso: a exclusão é cancelada');
    // Not due yet six days on.
    expect(await deleteDueAccounts(t.deps, later(6 * DAY))).toBe(0);

    // Signing in cancels it, and the sign-in itself succeeds.
    const back = await signIn(laptop, email);
    expect(back.status).toBe(200);
    expect(back.json.deletion_cancelled).toBe(true);
    expect((await laptop.rpc('get_account_deletion_status')).json.data).toBeNull();
    const row = await t.deps.db
      .selectFrom('profiles')
      .select(['deletion_requested_at', 'deletion_due_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deletion_requested_at: null, deletion_due_at: null });
    await mailWithSubject(email, 'Exclusão da conta cancelada — Prontidão');
    // Past the date, the job leaves them be.
    expect(await deleteDueAccounts(t.deps, later(8 * DAY))).toBe(0);
    expect(await idOf(email)).toBe(id);
  });

  it('the last admin cannot delete their account', async () => {
    await t.deps.db.updateTable('profiles').set({ role: 'aluno' }).where('role', '=', 'admin').execute();
    const email = 'chefe.exclusao@exemplo.com';
    await setProfile(t.deps.db, email, { role: 'admin' });
    const res = await admin.rpc('request_account_deletion', {
      password: STRONG_PASSWORD,
      confirmation: DELETION_PHRASE,
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('LAST_ADMIN');
    expect((await admin.rpc('get_account_deletion_status')).json.data).toBeNull();
  });
});

/** A trainer of DF who gave no birth date. */
const trainer = (email: string, name: string) =>
  signUpTrainer(app, t.deps.db, email, { p_full_name: name, p_birth_date: undefined });

/** Rows of every table (and of the job queue's) whose text holds the id or the e-mail. */
async function rowsNaming(id: string, email: string) {
  const tables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.deps.db)
  ).rows.map((r) => r.name);
  const found: Record<string, string[]> = {};
  for (const table of [...tables, ...JOB_TABLES_WITH_PERSONAL_DATA]) {
    const { rows } = await sql<{ row: string }>`
      select x::text as row from ${sql.table(table)} x
      where strpos(x::text, ${id}) > 0 or strpos(lower(x::text), ${email}) > 0`.execute(t.deps.db);
    if (rows.length) found[table] = rows.map((r) => r.row);
  }
  return found;
}

describe('the deletion job', () => {
  it('deletes every row of the person in every table, Strava deauthorized first; boards, trainers and admins no longer see them', async () => {
    // Paula, a candidate with data everywhere the API reaches.
    const paulaEmail = 'paula.exclusao@exemplo.com';
    const paula = await signUpConfirmed(app, t.deps.db, paulaEmail);
    const paulaId = await idOf(paulaEmail);
    const saved = await paula.rpc('update_perfil_completo', {
      p_nome: 'Paula Exclusão',
      p_nickname: 'PaulaSome',
      p_sexo: 'M',
      p_peso_kg: 61.5,
      p_altura_cm: 168,
      p_taf_dt: '2031-03-01',
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: true,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const simulation = await paula.rpc('save_user_test', {
      barra_reps_param: 8,
      corrida_tempo_seg_param: 600,
      natacao_tempo_seg_param: 100,
    });
    expect(simulation.status, JSON.stringify(simulation.json)).toBe(200);
    const run = await paula.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 42_000,
      p_value_secondary: 15_000,
    });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    const bar = await paula.rpc('insert_training_activity', {
      p_activity_type: 'BARRA',
      p_value_primary: 8,
      p_notes: 'Balancei o corpo nas últimas repetições',
    });
    const analysis = await paula.rpc('chat_biomechanics', {
      observation: 'Balancei o corpo nas últimas e não estendi o braço todo.',
      repetitions: 8,
      activity_id: bar.json.data.activity.id,
    });
    expect(analysis.status, JSON.stringify(analysis.json)).toBe(200);
    await t.deps.db
      .insertInto('consents')
      .values({ user_id: paulaId, kind: 'marketing', granted: false, text_version: 'v1' })
      .execute();
    await t.deps.db
      .insertInto('data_exports')
      .values({ user_id: paulaId, status: 'pronto', file: Buffer.from('zip'), size_bytes: 3 })
      .execute();

    // Strava through the stand-in: the backfill, and a webhook event about her athlete.
    await strava.connect(paula);
    const athleteId = Number((await strava.synced(paula)).athlete_id);
    const provider = strava.tracker(t.deps).strava;
    const added = strava.standIn(t.deps).control.addActivity(athleteId, {
      sportType: 'Run',
      distance: 5000,
      movingTime: 1500,
    });
    const event = await strava.postWebhook(app, strava.activityEvent('create', added.id, athleteId));
    expect(event.status).toBe(200);
    await until(
      () =>
        t.deps.db.selectFrom('activities').select('id').where('external_id', '=', String(added.id)).execute(),
      (rows) => rows.length > 0,
    );
    const connection = await t.deps.db
      .selectFrom('tracker_connections')
      .select('access_token')
      .where('user_id', '=', paulaId)
      .executeTakeFirstOrThrow();
    const stravaToken = provider.cipher.open(connection.access_token);
    expect(await provider.client.listActivities(stravaToken, { page: 1, perPage: 1 })).toBeDefined();

    // Tomás, her trainer (he stays); Quirino, a trainer who also leaves, with a student who stays.
    const tomas = await trainer('tomas.exclusao@exemplo.com', 'Tomás Fica');
    const tomasId = await idOf('tomas.exclusao@exemplo.com');
    expect((await paula.rpc('accept_trainer_invite', { p_token: await inviteToken(tomas) })).status).toBe(
      200,
    );
    expect((await tomas.rpc('get_user_tests', { user_id: paulaId })).status).toBe(200);
    expect((await paula.rpc('get_trainer_access_log')).json.data).toHaveLength(1);

    const quirinoEmail = 'quirino.exclusao@exemplo.com';
    const quirino = await trainer(quirinoEmail, 'Quirino Sai');
    const quirinoId = await idOf(quirinoEmail);
    const sara = await signUpConfirmed(app, t.deps.db, 'sara.exclusao@exemplo.com');
    const saraId = await idOf('sara.exclusao@exemplo.com');
    expect((await sara.rpc('accept_trainer_invite', { p_token: await inviteToken(quirino) })).status).toBe(
      200,
    );
    expect((await quirino.rpc('get_user_tests', { user_id: saraId })).status).toBe(200);
    await inviteToken(quirino); // an invite nobody used

    // Vera looks at the boards: Paula is there.
    const vera = await signUpConfirmed(app, t.deps.db, 'vera.exclusao@exemplo.com');
    await vera.rpc('update_perfil_completo', {
      p_nome: 'Vera',
      p_nickname: 'VeraFica',
      p_sexo: 'F',
      p_peso_kg: 60,
      p_altura_cm: 165,
      p_taf_dt: '2031-03-01',
      p_consent_ranking: true,
    });
    const boardNames = async () =>
      JSON.stringify((await vera.rpc('get_rankings', {})).json.data.boards).match(
        /"display_name":"[^"]*"/g,
      ) ?? [];
    expect(await boardNames()).toContain('"display_name":"PaulaSome"');
    // Reports on the boards, by her and about her (decision 039).
    await setProfile(t.deps.db, 'vera.exclusao@exemplo.com', { nickname: 'VeraFica', consent_ranking: true });
    await vera.rpc('insert_training_activity', {
      p_activity_type: 'SWIM',
      p_value_primary: 500,
      p_value_secondary: 600,
    });
    const report = async (client: TestClient, board: string, name: string) => {
      const entries = (await client.rpc('get_rankings', {})).json.data.boards[board].entries;
      const entry = entries.find((e: { display_name: string }) => e.display_name === name);
      expect(entry, `${name} on ${board}: ${JSON.stringify(entries)}`).toBeDefined();
      const res = await client.rpc('report_ranking_entry', { board, rk: entry.rk, display_name: name });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    await report(vera, 'run_distance_alltime', 'PaulaSome');
    await report(paula, 'swim_distance_alltime', 'VeraFica');

    // A password reset link (a verification token), then both ask for the deletion.
    expect(
      (await new TestClient(app).post('/api/auth/request-password-reset', { email: paulaEmail })).status,
    ).toBe(200);
    await lastMail(t.deps.db, paulaEmail, 'recovery');
    for (const [client, email] of [
      [paula, paulaEmail],
      [quirino, quirinoEmail],
    ] as const) {
      const res = await client.rpc('request_account_deletion', {
        password: STRONG_PASSWORD,
        confirmation: DELETION_PHRASE,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      await mailWithSubject(email, 'Exclusão da conta agendada — Prontidão');
    }
    expect(Object.keys(await rowsNaming(paulaId, paulaEmail)).length).toBeGreaterThan(15);

    // Six days on nothing happens; past the seventh both go.
    expect(await deleteDueAccounts(t.deps, later(6 * DAY))).toBe(0);
    expect(await deleteDueAccounts(t.deps, later(7 * DAY + 60_000))).toBe(2);

    for (const [id, email] of [
      [paulaId, paulaEmail],
      [quirinoId, quirinoEmail],
    ] as const) {
      // Only the audit entry of the deletion names them, by id only.
      const left = await rowsNaming(id, email);
      expect(Object.keys(left), JSON.stringify(left)).toEqual(['audit_log']);
      const entries = await t.deps.db
        .selectFrom('audit_log')
        .selectAll()
        .where(sql<number>`strpos(details::text, ${id})`, '>', 0)
        .execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: ACCOUNT_DELETED,
        actor_id: null,
        target_user_id: null,
        details: { user_id: id },
      });
    }

    // Strava was told: the token no longer works there.
    await expect(provider.client.listActivities(stravaToken, { page: 1, perPage: 1 })).rejects.toThrow();
    // Signing in fails; the boards recompute without her; trainers and students see no one.
    expect((await signIn(new TestClient(app), paulaEmail)).status).toBe(401);
    expect(await boardNames()).not.toContain('"display_name":"PaulaSome"');
    expect((await tomas.rpc('get_trainer_students_approved')).json.data).toEqual([]);
    expect((await sara.rpc('get_my_trainers')).json.data).toEqual([]);
    expect((await tomas.rpc('get_trainer_profile')).status).toBe(200);
    expect(await idOf('tomas.exclusao@exemplo.com')).toBe(tomasId);
    // Admins cannot bring them back nor find them.
    for (const query of ['paula', 'quirino']) {
      expect((await admin.rpc('admin_list_users', { query })).json.data.items).toEqual([]);
    }
    expect((await admin.rpc('admin_set_user_disabled', { user_id: paulaId, disabled: false })).status).toBe(
      404,
    );
  });
});
