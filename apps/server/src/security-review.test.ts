import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { MAIL_JOB } from './integrations/mail/mailer.js';
import { deleteAccount } from './modules/data-rights/deletion.service.js';
import { cookieHeader, STRONG_PASSWORD, signUpConfirmed, TestClient } from './testing/http-client.js';
import { inviteToken, signUpAdmin, signUpTrainer, userIdOf } from './testing/people.js';
import * as strava from './testing/strava.js';
import { APP_URL, createTestApp, type TestApp } from './testing/test-app.js';
import { until } from './testing/until.js';

// Security review (attacker's view) of the day's server code, through the real routes. Each
// describe names the finding it proves (a failing test) or the safe behaviour it pins (a passing one).
let t: TestApp;

const idOf = (app: TestApp, email: string) => userIdOf(app.deps.db, email);

beforeAll(async () => {
  t = await createTestApp();
});

/** An account made admin in the database, signed in again. */
const makeAdmin = (app: TestApp, email: string) => signUpAdmin(app.app, app.deps.db, email);

/** A person who finished trainer onboarding. */
const trainer = (email: string, name = 'Carlos Souza') =>
  signUpTrainer(t.app, t.deps.db, email, { p_full_name: name });

/**
 * Connects Strava through the stand-in's consent page (a new athlete), waits for the backfill and
 * returns the athlete id: public on Strava (strava.com/athletes/<id>), so an attacker knows it.
 */
async function connectStrava(client: TestClient): Promise<number> {
  await strava.connect(client);
  return Number((await strava.synced(client)).athlete_id);
}

const liveConnection = async (userId: string) =>
  t.deps.db
    .selectFrom('tracker_connections')
    .select(['id', 'revoked_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

const stravaActivities = (userId: string) => strava.importedActivities(t.deps.db, userId);

/** Waits until the drain job has applied the stored webhook event about this object and aspect. */
async function eventApplied(objectId: number, aspect: string) {
  const row = await until(
    () =>
      t.deps.db
        .selectFrom('webhook_events')
        .select('processed_at')
        .where('object_id', '=', String(objectId))
        .where('aspect', '=', aspect)
        .executeTakeFirst(),
    (r) => Boolean(r?.processed_at),
    20_000,
  );
  expect(row?.processed_at, 'the drain job never applied the event').toBeTruthy();
}

// ------------------------------------------------------------------------------------------------
// FINDINGS (these fail today)
// ------------------------------------------------------------------------------------------------

describe('FINDING: the Strava webhook trusts any sender', () => {
  it('a stranger who knows a public athlete id cannot delete that person’s imported activity', async () => {
    const ana = await signUpConfirmed(t.app, t.deps.db, 'ana.webhook.del@exemplo.com');
    const anaId = await idOf(t, 'ana.webhook.del@exemplo.com');
    const athleteId = await connectStrava(ana);
    const before = await stravaActivities(anaId);
    expect(before.length).toBeGreaterThan(0);
    const target = Number(before[0]?.external_id);

    // No signature, no cookie: anyone on the Internet can post this.
    const forged = await strava.postWebhook(t.app, strava.activityEvent('delete', target, athleteId));
    expect(forged.status).toBe(200);
    await eventApplied(target, 'delete');
    // The activity still exists on Strava (the stand-in): it must still exist here.
    const after = await stravaActivities(anaId);
    expect(after.map((a) => a.external_id)).toContain(String(target));
  });

  it('a stranger cannot disconnect someone’s Strava (and wipe their imports) with a forged deauthorization', async () => {
    const bia = await signUpConfirmed(t.app, t.deps.db, 'bia.webhook.deauth@exemplo.com');
    const biaId = await idOf(t, 'bia.webhook.deauth@exemplo.com');
    const athleteId = await connectStrava(bia);
    const imported = (await stravaActivities(biaId)).length;
    expect(imported).toBeGreaterThan(0);

    const forged = await strava.postWebhook(t.app, strava.deauthorizationEvent(athleteId));
    expect(forged.status).toBe(200);
    await eventApplied(athleteId, 'update');
    // Bia never revoked anything on Strava (the stand-in still honours her token).
    expect(await liveConnection(biaId)).toBeDefined();
    expect((await stravaActivities(biaId)).length).toBe(imported);
  });
});

describe('FINDING: the deletion job disconnects Strava before checking the deletion is still due', () => {
  it('a person who signed in (cancelling the deletion) after the job listed them keeps Strava and their imports', async () => {
    const email = 'carla.cancela@exemplo.com';
    const carla = await signUpConfirmed(t.app, t.deps.db, email);
    const carlaId = await idOf(t, email);
    await connectStrava(carla);
    const imported = (await stravaActivities(carlaId)).length;
    expect(imported).toBeGreaterThan(0);
    const asked = await carla.rpc('request_account_deletion', {
      password: STRONG_PASSWORD,
      confirmation: 'EXCLUIR MINHA CONTA',
    });
    expect(asked.status).toBe(200);
    const later = new Date(Date.now() + 8 * 86_400_000);
    // The job lists who is due (deleteDueAccounts → listDue) ...
    const due = await t.deps.db
      .selectFrom('profiles')
      .select('id')
      .where('deletion_due_at', '<=', later)
      .execute();
    expect(due.map((r) => r.id)).toContain(carlaId);
    // ... and while it works through the list (a Strava call per person), Carla signs in: cancelled.
    const back = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(back.json.deletion_cancelled).toBe(true);
    // The job reaches her (the same call deleteDueAccounts makes for each listed id).
    const deleted = await deleteAccount(strava.tracker(t.deps), carlaId, later);
    expect(deleted).toBe(false);
    // Her account stays; so must her Strava connection and her imported activities.
    expect(await liveConnection(carlaId)).toBeDefined();
    expect((await stravaActivities(carlaId)).length).toBe(imported);
  });
});

describe('FINDING: deleting one person drops another person’s queued mail', () => {
  it('the deletion of ana.del@… does not remove the queued mail to joana.del@…', async () => {
    const victim = 'joana.del@exemplo.com';
    // A mail to someone else, waiting in the queue (SMTP retrying, or scheduled).
    await t.deps.jobs.send(
      MAIL_JOB,
      { to: victim, subject: 'Confirme seu e-mail', text: 'link', html: '<p>link</p>' },
      { startAfterSeconds: 3600 },
    );
    const queued = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from pgboss.job
            where name = ${MAIL_JOB} and data->>'to' = ${victim}`.execute(t.deps.db)
        ).rows[0]?.n,
      );
    expect(await queued()).toBe(1);

    const ana = await signUpConfirmed(t.app, t.deps.db, 'ana.del@exemplo.com');
    expect(
      (
        await ana.rpc('request_account_deletion', {
          password: STRONG_PASSWORD,
          confirmation: 'EXCLUIR MINHA CONTA',
        })
      ).status,
    ).toBe(200);
    const local = new TestClient(t.app, { loopback: true });
    const ran = await local.post('/api/dev/jobs/account-deletions', {
      at: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    });
    expect(ran.json.data.deleted).toBeGreaterThanOrEqual(1);
    expect(
      await t.deps.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'ana.del@exemplo.com')
        .executeTakeFirst(),
    ).toBeUndefined();
    // 'ana.del@exemplo.com' is a substring of 'joana.del@exemplo.com': Joana's mail must survive.
    expect(await queued()).toBe(1);
  });
});

describe('FINDING: an admin entering as a trainer opens a linked student’s data unlogged', () => {
  it('the student’s access log shows what the admin-trainer (who is in their “Treinadores com acesso”) opened', async () => {
    const { client: chefe } = await makeAdmin(t, 'chefe.treinador.log@exemplo.com');
    expect((await chefe.rpc('complete_trainer_onboarding', { p_full_name: 'Chefe Treinador' })).status).toBe(
      200,
    );
    const token = await inviteToken(chefe);
    const duda = await signUpConfirmed(t.app, t.deps.db, 'duda.log@exemplo.com');
    const dudaId = await idOf(t, 'duda.log@exemplo.com');
    expect((await duda.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
    const trainers = (await duda.rpc('get_my_trainers')).json.data;
    expect(trainers.map((x: { full_name: string }) => x.full_name)).toContain('Chefe Treinador');

    expect((await chefe.rpc('get_user_tests', { user_id: dudaId })).status).toBe(200);
    expect((await chefe.rpc('endurance_metrics', { p_student: dudaId })).status).toBe(200);
    const log = (await duda.rpc('get_trainer_access_log', { limit: 20 })).json.data;
    expect(log.length).toBeGreaterThan(0);
  });
});

describe('FINDING: a pending self-deletion still counts as an active admin', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });

  it('two admins asking for deletion one after the other: the second is refused, an admin remains', async () => {
    const a = await makeAdmin(own, 'admin.a.last@exemplo.com');
    const b = await makeAdmin(own, 'admin.b.last@exemplo.com');
    const admins = async () =>
      Number(
        (
          await own.deps.db
            .selectFrom('profiles')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('role', '=', 'admin')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await admins()).toBe(2);
    const ask = (client: TestClient) =>
      client.rpc('request_account_deletion', {
        password: STRONG_PASSWORD,
        confirmation: 'EXCLUIR MINHA CONTA',
      });
    expect((await ask(a.client)).status).toBe(200);
    // A is leaving: B is now the last admin who stays, and must not be able to leave too.
    const second = await ask(b.client);
    const local = new TestClient(own.app, { loopback: true });
    await local.post('/api/dev/jobs/account-deletions', {
      at: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    });
    expect(await admins(), `second request answered ${second.status}`).toBeGreaterThanOrEqual(1);
    expect(second.status).toBe(409);
  });
});

// ------------------------------------------------------------------------------------------------
// SAFE BEHAVIOUR (pinned: these pass today)
// ------------------------------------------------------------------------------------------------

describe('safe: a revoked trainer reaches nothing of the student, by any call or id', () => {
  it('every subject call and the activity by id answer 404 on the request after the revocation', async () => {
    const carlos = await trainer('carlos.revogado@exemplo.com', 'Carlos Revogado');
    const edu = await signUpConfirmed(t.app, t.deps.db, 'edu.aluno@exemplo.com');
    const eduId = await idOf(t, 'edu.aluno@exemplo.com');
    expect(
      (await edu.rpc('accept_trainer_invite', { p_token: await inviteToken(carlos) })).json.data.status,
    ).toBe('approved');
    const added = await edu.rpc('insert_training_activity', {
      p_activity_type: 'SWIM',
      p_value_primary: 400,
      p_value_secondary: 540,
    });
    expect(added.status).toBe(200);
    const activityId = added.json.data.activity.id as string;

    const calls: [string, object][] = [
      ['get_student_summary', { user_id: eduId }],
      ['get_user_tests', { user_id: eduId }],
      ['get_medalhas_recentes', { user_uuid: eduId }],
      ['endurance_metrics', { p_student: eduId }],
      ['get_relatorio_bio', { p_student: eduId }],
      ['get_user_training_activities', { user_id: eduId }],
      ['get_training_activity', { id: activityId, user_id: eduId }],
    ];
    for (const [name, input] of calls) expect((await carlos.rpc(name, input)).status, name).toBe(200);
    // By id alone (his own data as subject) the student's activity is not his.
    expect((await carlos.rpc('get_training_activity', { id: activityId })).status).toBe(404);

    const link = (await edu.rpc('get_my_trainers')).json.data[0];
    // Another person cannot revoke (or probe) the link.
    const stranger = await signUpConfirmed(t.app, t.deps.db, 'estranho.link@exemplo.com');
    expect((await stranger.rpc('revoke_trainer_access', { link_id: link.link_id })).status).toBe(404);
    expect((await edu.rpc('revoke_trainer_access', { link_id: link.link_id })).status).toBe(200);
    for (const [name, input] of calls) expect((await carlos.rpc(name, input)).status, name).toBe(404);
    expect((await carlos.rpc('get_trainer_students_approved')).json.data).toEqual([]);
    // The spent invite cannot be replayed to re-link.
    const again = await carlos.rpc('get_trainer_invites');
    expect(again.json.data).toEqual([]);
  });

  it('two students racing on one invite: exactly one is linked; a trainer cannot accept their own', async () => {
    const rita = await trainer('rita.corrida@exemplo.com', 'Rita Corrida');
    const token = await inviteToken(rita);
    expect((await rita.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('own_invite');
    const [x, y] = await Promise.all([
      signUpConfirmed(t.app, t.deps.db, 'corrida.x@exemplo.com'),
      signUpConfirmed(t.app, t.deps.db, 'corrida.y@exemplo.com'),
    ]);
    if (!x || !y) throw new Error('sign-up');
    const answers = await Promise.all([
      x.rpc('accept_trainer_invite', { p_token: token }),
      y.rpc('accept_trainer_invite', { p_token: token }),
    ]);
    const statuses = answers.map((r) => r.json.data.status).sort();
    expect(statuses).toEqual(['already_used', 'approved']);
    expect((await rita.rpc('get_trainer_students_approved')).json.data).toHaveLength(1);
  });
});

describe('safe: the data export belongs to its owner only and carries no secret', () => {
  it('owner downloads; another person, an admin and a signed-out browser get 404/401; no token, hash or password inside', async () => {
    const fabio = await trainer('fabio.exporta@exemplo.com', 'Fabio Exporta');
    const fabioId = await idOf(t, 'fabio.exporta@exemplo.com');
    await inviteToken(fabio);
    const asked = await fabio.rpc('request_data_export');
    expect(asked.status).toBe(200);
    const ready = await until(
      async () =>
        (
          (await fabio.rpc('get_data_exports')).json.data as {
            id: string;
            status: string;
            download_url: string | null;
          }[]
        )[0],
      (e) => e?.status !== 'pendente',
      20_000,
    );
    expect(ready?.status).toBe('pronto');
    const url = ready?.download_url ?? '';
    const mine = await t.app.request(`${APP_URL}${url}`, {
      headers: cookieHeader(fabio),
    });
    expect(mine.status).toBe(200);
    const files = unzipSync(new Uint8Array(await mine.arrayBuffer()));
    const text = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');

    const sessionTokens = (
      await sql<{ token: string }>`select token from "session" where "userId" = ${fabioId}`.execute(t.deps.db)
    ).rows.map((r) => r.token);
    const passwords = (
      await sql<{
        password: string | null;
      }>`select password from "account" where "userId" = ${fabioId}`.execute(t.deps.db)
    ).rows.map((r) => r.password);
    const inviteHashes = (
      await t.deps.db
        .selectFrom('trainer_invites')
        .select('token_hash')
        .where('trainer_id', '=', fabioId)
        .execute()
    ).map((r) => r.token_hash);
    expect(sessionTokens.length).toBeGreaterThan(0);
    expect(inviteHashes.length).toBeGreaterThan(0);
    for (const secret of [...sessionTokens, ...passwords, ...inviteHashes]) {
      if (secret) expect(text).not.toContain(secret);
    }
    expect(text).toContain('fabio.exporta@exemplo.com');

    const other = await signUpConfirmed(t.app, t.deps.db, 'gina.curiosa@exemplo.com');
    expect((await other.request(url)).status).toBe(404);
    const { client: admin } = await makeAdmin(t, 'admin.exporta@exemplo.com');
    expect((await admin.request(url)).status).toBe(404);
    expect((await new TestClient(t.app).request(url)).status).toBe(401);
    expect((await fabio.request('/api/data-exports/..%2F..%2Fetc/download')).status).toBe(404);
    expect((await fabio.request("/api/data-exports/' or '1'='1/download")).status).toBe(404);
  });
});

describe('safe: the demo clock answers only the demo, on this machine, from our own pages', () => {
  it('remote, proxied, cross-site and deployment-mode callers cannot run the deletion job', async () => {
    const body = { at: new Date(Date.now() + 30 * 86_400_000).toISOString() };
    expect((await new TestClient(t.app).post('/api/dev/jobs/account-deletions', body)).status).toBe(404);
    const proxied = new TestClient(t.app, { loopback: true });
    expect(
      (
        await proxied.request('/api/dev/jobs/account-deletions', {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': '198.51.100.9' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await proxied.request('/api/dev/jobs/account-deletions', {
          method: 'POST',
          body,
          headers: { forwarded: 'for=198.51.100.9' },
        })
      ).status,
    ).toBe(404);
    // A page elsewhere (DNS rebinding to 127.0.0.1 included) posting from the user's own browser.
    const crossSite = await proxied.request('/api/dev/jobs/account-deletions', {
      method: 'POST',
      body,
      headers: { origin: 'http://evil.example:3000', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    // Outside the demo the route does not exist, even from this machine.
    const deployed = createApp({ ...t.deps, env: { ...t.deps.env, MODE: 'deployment' } });
    expect(
      (await new TestClient(deployed, { loopback: true }).post('/api/dev/jobs/account-deletions', body))
        .status,
    ).toBe(404);
  });
});

describe('safe: admin calls are admins’ only, and their inputs cannot break out', () => {
  it('a candidate and a trainer get 403 on every admin call; signed out gets 401', async () => {
    const aluno = await signUpConfirmed(t.app, t.deps.db, 'aluno.admin.probe@exemplo.com');
    const treinador = await trainer('treinador.admin.probe@exemplo.com');
    const alunoId = await idOf(t, 'aluno.admin.probe@exemplo.com');
    const calls: [string, object][] = [
      ['get_admin_stats', {}],
      ['get_system_status', {}],
      ['get_audit_log', {}],
      ['admin_list_users', {}],
      ['admin_set_user_role', { user_id: alunoId, role: 'admin' }],
      ['admin_set_user_plan', { user_id: alunoId, plano_code: 'AVAN_MENSAL' }],
      ['admin_set_user_disabled', { user_id: alunoId, disabled: true }],
      ['get_cref_queue', {}],
      ['decide_cref', { user_id: alunoId, decision: 'aprovar' }],
      ['get_admin_analytics', {}],
      ['preview_edital', { document: {} }],
    ];
    for (const [name, input] of calls) {
      expect((await aluno.rpc(name, input)).status, name).toBe(403);
      expect((await treinador.rpc(name, input)).status, name).toBe(403);
      expect((await new TestClient(t.app).rpc(name, input)).status, name).toBe(401);
    }
    const row = await t.deps.db
      .selectFrom('profiles')
      .select(['role', 'plano_code', 'disabled_at'])
      .where('id', '=', alunoId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'aluno', disabled_at: null });
    expect(row.plano_code ?? 'FREE').toBe('FREE');
  });

  it('LIKE wildcards are searched as themselves; hostile cursors and ids answer 4xx, never 5xx', async () => {
    const { client: admin } = await makeAdmin(t, 'admin.busca@exemplo.com');
    expect((await admin.rpc('admin_list_users', { query: '%' })).json.data.items).toEqual([]);
    expect((await admin.rpc('admin_list_users', { query: '_' })).json.data.items).toEqual([]);
    expect((await admin.rpc('admin_list_users', { query: '\\' })).status).toBe(200);
    const found = (await admin.rpc('admin_list_users', { query: 'admin.busca@' })).json.data.items;
    expect(found).toHaveLength(1);

    expect((await admin.rpc('get_audit_log', { cursor: '9999999999999999999' })).status).toBe(400);
    const farDate = Buffer.from('+275760-09-13T00:00:00.000Z|x').toString('base64url');
    expect((await admin.rpc('admin_list_users', { cursor: farDate })).status).toBeLessThan(500);
    const nul = 'a\u0000b';
    expect((await admin.rpc('endurance_metrics', { p_student: nul })).status).toBeLessThan(500);
    expect((await admin.rpc('admin_set_user_role', { user_id: nul, role: 'aluno' })).status).toBeLessThan(
      500,
    );
    const treinador = await trainer('treinador.nul@exemplo.com');
    expect((await treinador.rpc('get_user_tests', { user_id: nul })).status).toBeLessThan(500);
    expect((await treinador.rpc('accept_trainer_invite', { p_token: nul })).status).toBeLessThan(500);
  });
});

describe('safe: the last active admin stays', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });

  it('the last active admin cannot be demoted, disabled or deleted', async () => {
    const { client: solo, id: soloId } = await makeAdmin(own, 'admin.solo@exemplo.com');
    expect((await solo.rpc('admin_set_user_role', { user_id: soloId, role: 'aluno' })).status).toBe(409);
    expect((await solo.rpc('admin_set_user_disabled', { user_id: soloId, disabled: true })).status).toBe(409);
    const leave = await solo.rpc('request_account_deletion', {
      password: STRONG_PASSWORD,
      confirmation: 'EXCLUIR MINHA CONTA',
    });
    expect(leave.status).toBe(409);
  });
});
