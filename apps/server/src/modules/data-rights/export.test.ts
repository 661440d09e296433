import polylineCodec from '@googlemaps/polyline-codec';
import { strFromU8, unzipSync } from 'fflate';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../lib/errors.js';
import { rpcRouter } from '../../lib/rpc-router.js';
import { CALLER_CHECKS, rpcRegistry } from '../../rpc-registry.js';
import { cookieHeader, STRONG_PASSWORD, signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { userIdOf } from '../../testing/people.js';
import { APP_URL, createTestApp, type TestApp } from '../../testing/test-app.js';
import { importActivity } from '../tracker/activity-import.service.js';
import { activityGpx, routePoints } from './export.gpx.js';
import { registerExportJobs } from './export.jobs.js';
import { exportRoutes } from './export.routes.js';
import { exportRpcs } from './export.rpc.js';
import { pruneExpiredExports } from './export.service.js';

// The export through the real routes and the real job: request, wait for the job, download as the
// owner, read the ZIP; nobody else (an admin included) gets it, nor anyone after 24 hours.
let t: TestApp;
let app: Hono;
let ana: TestClient;
let bruno: TestClient;
let admin: TestClient;
let anaId = '';
let brunoId = '';
const anaActivities: string[] = [];
let routedId = '';
const brunoActivities: string[] = [];
const route: [number, number][] = [
  [-15.79, -47.93],
  [-15.791, -47.931],
  [-15.7925, -47.9302],
  [-15.794, -47.9288],
];

const idOf = (email: string) => userIdOf(t.deps.db, email);

/** The app as the lead mounts it: the export's calls and download route beside everything else. */
function composedApp(base: TestApp) {
  const composed = new Hono();
  composed.onError(handleError(base.deps.log));
  composed.route('/api/rpc', rpcRouter(base.deps, { ...rpcRegistry, ...exportRpcs }, CALLER_CHECKS).router);
  composed.route('/api/data-exports', exportRoutes(base.deps));
  composed.route('/', base.app);
  return composed;
}

async function download(client: TestClient | null, url: string) {
  return app.request(`${APP_URL}${url}`, { headers: cookieHeader(client) });
}

/** The export's mail is queued after the file is stored: wait for it (10 s at most). */
async function exportMail(to: string) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mail = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('subject', '=', 'Seus dados estão prontos — Prontidão')
      .executeTakeFirst();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no export mail to ${to}`);
}

async function waitForExport(client: TestClient, id: string) {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const list = (await client.rpc('get_data_exports')).json.data as { id: string; status: string }[];
    const found = list.find((e) => e.id === id);
    if (found && found.status !== 'pendente') return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`export ${id} still pending`);
}

beforeAll(async () => {
  t = await createTestApp();
  registerExportJobs(t.deps.jobs, t.deps);
  app = composedApp(t);
  ana = await signUpConfirmed(app, t.deps.db, 'ana-exporta@exemplo.com');
  bruno = await signUpConfirmed(app, t.deps.db, 'bruno-exporta@exemplo.com');
  await signUpConfirmed(app, t.deps.db, 'treinadora-exporta@exemplo.com');
  await signUpConfirmed(app, t.deps.db, 'chefe-exporta@exemplo.com');
  anaId = await idOf('ana-exporta@exemplo.com');
  brunoId = await idOf('bruno-exporta@exemplo.com');
  const trainerId = await idOf('treinadora-exporta@exemplo.com');
  const adminId = await idOf('chefe-exporta@exemplo.com');
  await t.deps.db
    .updateTable('profiles')
    .set({ role: 'admin', full_name: 'Chefe Admin' })
    .where('id', '=', adminId)
    .execute();
  admin = new TestClient(app);
  expect(
    (
      await admin.post('/api/auth/sign-in/email', {
        email: 'chefe-exporta@exemplo.com',
        password: STRONG_PASSWORD,
      })
    ).status,
  ).toBe(200);
  await t.deps.db
    .updateTable('profiles')
    .set({ role: 'treinador', full_name: 'Treinadora Tânia' })
    .where('id', '=', trainerId)
    .execute();
  await t.deps.db
    .updateTable('profiles')
    .set({ full_name: 'Ana Exporta', nickname: 'AnaCorre' })
    .where('id', '=', anaId)
    .execute();

  for (const [client, ids, date] of [
    [ana, anaActivities, '2026-10-01'],
    [ana, anaActivities, '2026-10-02'],
    [bruno, brunoActivities, '2026-10-01'],
  ] as const) {
    const res = await client.rpc('insert_training_activity', {
      p_activity_type: 'BARRA',
      p_value_primary: 12,
      p_notes: client === bruno ? 'nota-secreta-do-bruno' : 'pegada pronada',
      p_workout_date: date,
    });
    expect(res.status).toBe(200);
    ids.push(res.json.data.activity.id);
  }
  const imported = await importActivity(t.deps.db, anaId, {
    source: 'file',
    externalId: null,
    contentHash: 'a'.repeat(64),
    type: 'RUN',
    startTime: new Date('2026-10-03T09:00:00Z'),
    distanceM: 5000,
    movingS: 1800,
    elapsedS: 1850,
    avgHeartRate: 150,
    maxHeartRate: 172,
    avgCadence: 170,
    polyline: polylineCodec.encode(route, 5),
    best2400S: 820,
    best100S: null,
    poolLengthM: null,
    lengths: null,
    device: 'Relógio de teste',
  });
  if (imported.status !== 'imported') throw new Error('import failed');
  routedId = imported.activityId;
  anaActivities.push(routedId);

  const link = await t.deps.db
    .insertInto('trainer_links')
    .values({ trainer_id: trainerId, student_id: anaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('trainer_access_log')
    .values({ trainer_id: trainerId, student_id: anaId, resource: 'treinos', window_start: 1_790_000_000 })
    .execute();
  await t.deps.db
    .insertInto('consents')
    .values([
      { user_id: anaId, kind: 'ranking', granted: true, text_version: '2026-11' },
      { user_id: brunoId, kind: 'ranking', granted: true, text_version: 'versao-do-bruno' },
    ])
    .execute();
  await t.deps.db
    .insertInto('tracker_connections')
    .values({
      user_id: anaId,
      provider: 'strava',
      athlete_id: '777001',
      access_token: 'TOKEN-DE-ACESSO-SECRETO',
      refresh_token: 'TOKEN-DE-RENOVACAO-SECRETO',
      expires_at: new Date(Date.now() + 3_600_000),
      scope: 'read,activity:read_all',
    })
    .execute();
  // A board report by Ana, and one by Bruno about Ana's run (decision 039).
  await t.deps.db
    .insertInto('ranking_reports')
    .values([
      {
        reporter_id: anaId,
        reported_user_id: brunoId,
        activity_id: brunoActivities[0] as string,
        board: 'run_distance_alltime',
        period: 'all',
      },
      {
        reporter_id: brunoId,
        reported_user_id: anaId,
        activity_id: routedId,
        board: 'run_2400_female_alltime',
        period: '2026-10',
      },
    ])
    .execute();
  expect(link.id).toBeTruthy();
});

describe('request_data_export → job → download', () => {
  it('prepares the ZIP in the background, mails the link, and gives the owner everything of theirs only', async () => {
    const requested = await ana.rpc('request_data_export');
    expect(requested.status).toBe(200);
    expect(requested.json.data).toMatchObject({ status: 'pendente', download_url: null });
    // Asked again while it is being prepared: the same export, not a second job.
    const again = await ana.rpc('request_data_export');
    expect(again.json.data.id).toBe(requested.json.data.id);

    const ready = await waitForExport(ana, requested.json.data.id);
    expect(ready).toMatchObject({ status: 'pronto', expired: false });
    const list = (await ana.rpc('get_data_exports')).json.data;
    expect(list[0].download_url).toBe(`/api/data-exports/${requested.json.data.id}/download`);
    expect(list[0].size_bytes).toBeGreaterThan(100);
    expect(new Date(list[0].expires_at).getTime() - new Date(list[0].ready_at).getTime()).toBe(
      24 * 60 * 60 * 1000,
    );
    expect((await bruno.rpc('get_data_exports')).json.data).toEqual([]);

    const mail = await exportMail('ana-exporta@exemplo.com');
    expect(new URL(/https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? '').pathname).toBe(list[0].download_url);

    const res = await download(ana, list[0].download_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="prontidao-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toContain('dados.json');
    expect(names).toContain('resumo.txt');
    const gpxName = names.find((n) => n.startsWith('atividades/'));
    expect(gpxName).toBe(`atividades/2026-10-03-run-${routedId}.gpx`);
    expect(names.filter((n) => n.endsWith('.gpx'))).toHaveLength(1);
    const gpx = strFromU8(files[gpxName as string] as Uint8Array);
    expect(gpx.match(/<trkpt /g)).toHaveLength(route.length);
    expect(gpx).toContain('<trkpt lat="-15.79000" lon="-47.93000"/>');

    const data = JSON.parse(strFromU8(files['dados.json'] as Uint8Array));
    expect(data.titular).toMatchObject({ id: anaId, email: 'ana-exporta@exemplo.com' });
    expect(data.perfil).toMatchObject({ full_name: 'Ana Exporta', nickname: 'AnaCorre' });
    expect(data.atividades.map((a: { id: string }) => a.id).sort()).toEqual([...anaActivities].sort());
    expect(data.atividades.find((a: { id: string }) => a.id === routedId)).toMatchObject({
      activity_type: 'RUN',
      source: 'file',
      arquivo_gpx: gpxName,
    });
    expect(data.moedas.extrato.length).toBeGreaterThanOrEqual(3);
    expect(data.moedas.carteira.workouts).toBe(3);
    expect(data.treinadores.como_aluno).toMatchObject([
      { trainer_name: 'Treinadora Tânia', revoked_at: null },
    ]);
    expect(data.treinadores.o_que_treinadores_viram).toMatchObject([
      { trainer_name: 'Treinadora Tânia', resource: 'treinos' },
    ]);
    expect(data.consentimentos).toMatchObject([{ kind: 'ranking', granted: true, text_version: '2026-11' }]);
    expect(data.denuncias_de_ranking).toMatchObject({
      feitas_por_voce: [{ board: 'run_distance_alltime', period: 'all', resolution: null }],
      sobre_seus_treinos: [{ board: 'run_2400_female_alltime', activity_id: routedId, resolution: null }],
    });
    expect(data.atividades.find((a: { id: string }) => a.id === routedId)).toMatchObject({
      board_flag: null,
      board_review: null,
    });
    expect(data.conexoes_strava).toMatchObject([{ provider: 'strava', athlete_id: '777001' }]);
    expect(data.sessoes.length).toBeGreaterThan(0);
    expect(data.exportacoes.length).toBe(1);

    const summary = strFromU8(files['resumo.txt'] as Uint8Array);
    expect(summary).toContain('Treinos: 3 (2 de barra, 1 de corrida)');
    expect(summary).toContain('Ana Exporta');

    // Nothing of another person, and no credential of anyone.
    const everything = names.map((n) => strFromU8(files[n] as Uint8Array)).join('\n');
    const anaSession = [...ana.cookies.values()].map((v) => decodeURIComponent(v).split('.')[0]);
    const hash = await sql<{
      password: string;
    }>`select password from account where "userId" = ${anaId}`.execute(t.deps.db);
    const secrets = [
      brunoId,
      'bruno-exporta@exemplo.com',
      'nota-secreta-do-bruno',
      'versao-do-bruno',
      ...brunoActivities,
      'TOKEN-DE-ACESSO-SECRETO',
      'TOKEN-DE-RENOVACAO-SECRETO',
      ...anaSession,
      ...hash.rows.map((r) => r.password),
    ];
    for (const secret of secrets) expect(everything, secret).not.toContain(secret);
    expect(hash.rows[0]?.password).toBeTruthy();
  });

  it('answers 404 to anyone but the owner (an admin included), and after the 24 hours', async () => {
    const [mine] = (await ana.rpc('get_data_exports')).json.data;
    expect((await download(bruno, mine.download_url)).status).toBe(404);
    expect((await download(admin, mine.download_url)).status).toBe(404);
    expect((await download(null, mine.download_url)).status).toBe(401);
    expect((await download(ana, '/api/data-exports/nao-e-um-id/download')).status).toBe(404);
    expect((await download(ana, `/api/data-exports/${crypto.randomUUID()}/download`)).status).toBe(404);
    expect((await download(ana, mine.download_url)).status).toBe(200);

    await t.deps.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', mine.id)
      .execute();
    expect((await download(ana, mine.download_url)).status).toBe(404);
    const [expired] = (await ana.rpc('get_data_exports')).json.data;
    expect(expired).toMatchObject({ id: mine.id, status: 'pronto', expired: true, download_url: null });

    // Maintenance drops the expired file and keeps the row as history.
    const pruned = await pruneExpiredExports(t.deps.db);
    expect(pruned.files).toBe(1);
    const row = await t.deps.db
      .selectFrom('data_exports')
      .select(['file', 'status'])
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ file: null, status: 'pronto' });
  });

  it('allows 3 requests an hour per person', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await bruno.rpc('request_data_export')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await bruno.rpc('request_data_export');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('TOO_MANY_REQUESTS');
    expect((await new TestClient(app).rpc('request_data_export')).status).toBe(401);
  });
});

describe('GPX', () => {
  it('decodes the stored polyline into a track, and skips routes it cannot draw', () => {
    const activity = {
      id: 'x',
      activity_type: 'SWIM',
      workout_date: '2026-01-02',
      start_time: new Date('2026-01-02T10:00:00Z'),
      summary_polyline: polylineCodec.encode(route, 5),
    };
    expect(routePoints(activity.summary_polyline)).toEqual(route);
    const gpx = activityGpx(activity) ?? '';
    expect(gpx).toContain('<type>swimming</type>');
    expect(gpx).toContain('<time>2026-01-02T10:00:00.000Z</time>');
    expect(activityGpx({ ...activity, summary_polyline: null })).toBeNull();
    expect(activityGpx({ ...activity, summary_polyline: polylineCodec.encode([[1, 2]], 5) })).toBeNull();
  });
});
