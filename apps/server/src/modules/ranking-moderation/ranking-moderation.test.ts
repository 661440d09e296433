import { beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpConfirmed, type TestClient } from '../../testing/http-client.js';
import { setProfile, signUpAdmin, userIdOf } from '../../testing/people.js';
import { APP_URL, createTestApp, type TestApp } from '../../testing/test-app.js';

// Fair public boards (issue 20 §5, decision 039): the board check at every door a workout comes
// through, 'Denunciar', and the admins' moderation on /admin/ranking.

let t: TestApp;
let viewer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await candidate('vera-justa@exemplo.com', 'VeraJusta', 'F');
});

async function candidate(email: string, nickname: string, sexo: 'M' | 'F') {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  await setProfile(t.deps.db, email, { nickname, sexo, consent_ranking: true });
  return client;
}

/** A GPX run: one point every `step` seconds, `metresAt(i)` metres north of the start. */
function gpx(start: string, points: number, step: number, metresAt: (i: number) => number): Uint8Array {
  const t0 = Date.parse(start);
  const lines = Array.from({ length: points }, (_, i) => {
    const lat = -15.8 + metresAt(i) / 111_195;
    const time = new Date(t0 + i * step * 1000).toISOString();
    return `<trkpt lat="${lat.toFixed(7)}" lon="-47.9"><time>${time}</time></trkpt>`;
  });
  return new TextEncoder().encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="teste" xmlns="http://www.topografix.com/GPX/1/1">` +
      `<trk><type>running</type><trkseg>${lines.join('')}</trkseg></trk></gpx>`,
  );
}

async function upload(client: TestClient, name: string, bytes: Uint8Array) {
  const res = await t.app.request(`${APP_URL}/api/activity-files`, {
    method: 'POST',
    headers: {
      origin: APP_URL,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...cookieHeader(client),
    },
    body: Buffer.from(bytes),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const boards = async (client: TestClient) => (await client.rpc('get_rankings', {})).json.data.boards;
const namesOn = async (client: TestClient, board: string) =>
  ((await boards(client))[board].entries as { display_name: string }[]).map((e) => e.display_name);
const history = async (client: TestClient) =>
  (await client.rpc('get_user_training_activities', { limit: 20 })).json.data.items as {
    id: string;
    ranking_status: string | null;
    value_primary: number;
  }[];

describe('the board check', () => {
  it('the crafted GPX (3,000 m in a straight line in 7:00) imports, is not validated, and reaches no board', async () => {
    const bruno = await candidate('bruno-gpx@exemplo.com', 'BrunoGPX', 'M');
    // 3,000 m at a steady 7.14 m/s: every 100 m is human, the 2,400 m (336 s) is not.
    const res = await upload(
      bruno,
      'reta.gpx',
      gpx('2026-11-10T09:00:00Z', 85, 5, (i) => i * (3000 / 84)),
    );
    expect(res.json, JSON.stringify(res.json)).toMatchObject({ status: 'imported' });
    const [row] = await history(bruno);
    expect(row).toMatchObject({ ranking_status: 'not_validated' });
    expect(row?.value_primary).toBeGreaterThan(2990);
    const stored = await t.deps.db
      .selectFrom('activities')
      .select(['board_flag', 'best_2400_s'])
      .where('id', '=', row?.id as string)
      .executeTakeFirstOrThrow();
    expect(stored.board_flag).toBe('record');
    expect(Number(stored.best_2400_s)).toBeCloseTo(336, 0);
    expect(await namesOn(viewer, 'run_2400_male_alltime')).not.toContain('BrunoGPX');
    expect(await namesOn(viewer, 'run_2400_male_monthly')).not.toContain('BrunoGPX');
    expect(await namesOn(viewer, 'run_distance_alltime')).not.toContain('BrunoGPX');
  }, 30_000);

  it('a track with a teleporting point is not validated; an honest 2,400 m in 9:00 is on the board', async () => {
    const caio = await candidate('caio-salto@exemplo.com', 'CaioSalto', 'M');
    // 3 m/s, then one point 600 m further a second later, then 3 m/s again.
    const jump = (i: number) => (i < 60 ? i * 15 : i * 15 + 600);
    const jumped = gpx('2026-11-11T09:00:00Z', 200, 5, jump);
    // The jump sample is 1 s after the one before it.
    const text = new TextDecoder()
      .decode(jumped)
      .replace(/<time>2026-11-11T09:05:00\.000Z<\/time>/, '<time>2026-11-11T09:04:56.000Z</time>');
    expect((await upload(caio, 'salto.gpx', new TextEncoder().encode(text))).json).toMatchObject({
      status: 'imported',
    });
    const flagged = await t.deps.db
      .selectFrom('activities')
      .select('board_flag')
      .where('user_id', '=', await userIdOf(t.deps.db, 'caio-salto@exemplo.com'))
      .executeTakeFirstOrThrow();
    expect(flagged.board_flag).toBe('gps_jump');
    expect(await namesOn(viewer, 'run_distance_alltime')).not.toContain('CaioSalto');

    const honest = await candidate('davi-honesto@exemplo.com', 'DaviHonesto', 'M');
    // 2,700 m at 4.44 m/s: 2,400 m in 540 s.
    const res = await upload(
      honest,
      'honesto.gpx',
      gpx('2026-11-12T09:00:00Z', 122, 5, (i) => i * 22.22),
    );
    expect(res.json).toMatchObject({ status: 'imported' });
    expect((await history(honest))[0]?.ranking_status).toBeNull();
    expect(await namesOn(viewer, 'run_2400_male_alltime')).toContain('DaviHonesto');
  }, 30_000);

  it('a manual 2,400 m in 420 s is accepted but on no time board; one in 350 s counts on no board at all', async () => {
    const ema = await candidate('ema-manual@exemplo.com', 'EmaManual', 'M');
    const typed = await ema.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 2400,
      p_value_secondary: 420,
    });
    expect(typed.status, JSON.stringify(typed.json)).toBe(200);
    expect(typed.json.data.activity.ranking_status).toBeNull();
    expect(await namesOn(viewer, 'run_2400_male_alltime')).not.toContain('EmaManual');
    expect(await namesOn(viewer, 'run_distance_alltime')).toContain('EmaManual');

    const fabio = await candidate('fabio-manual@exemplo.com', 'FabioManual', 'M');
    const tooFast = await fabio.rpc('insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: 2400,
      p_value_secondary: 350,
    });
    expect(tooFast.status).toBe(200);
    expect(tooFast.json.data.activity.ranking_status).toBe('not_validated');
    expect((await history(fabio))[0]?.ranking_status).toBe('not_validated');
    expect(await namesOn(viewer, 'run_distance_alltime')).not.toContain('FabioManual');
    // Corrected to a plausible time, it counts again.
    const fixed = await fabio.rpc('update_training_activity', {
      id: tooFast.json.data.activity.id,
      p_activity_type: 'RUN',
      p_value_primary: 2400,
      p_value_secondary: 600,
    });
    expect(fixed.json.data.activity.ranking_status).toBeNull();
    expect(await namesOn(viewer, 'run_distance_alltime')).toContain('FabioManual');
  });
});

describe('a change of sex', () => {
  it('checks the workouts again against the other records: a man’s 6:10 over 2400 m is off the women’s board', async () => {
    const email = 'ivo-troca@exemplo.com';
    const ivo = await candidate(email, 'IvoTroca', 'M');
    // 2,724 m at 6.49 m/s: 2,400 m in 370 s, plausible for a man (limit 361.6 s), not for a woman (400.6 s).
    const res = await upload(
      ivo,
      'rapido.gpx',
      gpx('2026-11-13T09:00:00Z', 85, 5, (i) => i * 32.43),
    );
    expect(res.json).toMatchObject({ status: 'imported' });
    expect(await namesOn(viewer, 'run_2400_male_alltime')).toContain('IvoTroca');
    const profile = (sexo: 'M' | 'F') =>
      ivo.rpc('update_perfil_completo', {
        p_nome: 'Ivo Troca',
        p_nickname: 'IvoTroca',
        p_sexo: sexo,
        p_peso_kg: 70,
        p_altura_cm: 175,
        p_taf_dt: '2031-03-01',
        p_cargo_code: 'SOLDADO',
        p_consent_ranking: true,
      });
    const asWoman = await profile('F');
    expect(asWoman.status, JSON.stringify(asWoman.json)).toBe(200);
    expect((await history(ivo))[0]?.ranking_status).toBe('not_validated');
    expect(await namesOn(viewer, 'run_2400_female_alltime')).not.toContain('IvoTroca');
    expect(await namesOn(viewer, 'run_2400_male_alltime')).not.toContain('IvoTroca');
    expect((await profile('M')).status).toBe(200);
    expect((await history(ivo))[0]?.ranking_status).toBeNull();
    expect(await namesOn(viewer, 'run_2400_male_alltime')).toContain('IvoTroca');
  }, 30_000);
});

describe('Denunciar and /admin/ranking', () => {
  let admin: TestClient;
  let gil: TestClient;
  let gilActivity: string;

  beforeAll(async () => {
    admin = (await signUpAdmin(t.app, t.deps.db, 'admin-ranking@exemplo.com', 'Admin Ranking')).client;
    gil = await candidate('gil-rapido@exemplo.com', 'GilRapido', 'M');
    const res = await gil.rpc('insert_training_activity', {
      p_activity_type: 'SWIM',
      p_value_primary: 20_000,
      p_value_secondary: 20_000,
    });
    gilActivity = res.json.data.activity.id;
  });

  const rkOf = async (client: TestClient, board: string, name: string) =>
    ((await boards(client))[board].entries as { display_name: string; rk: number }[]).find(
      (e) => e.display_name === name,
    )?.rk;

  it('a signed-in person reports an entry once; their own, a changed board and bad input are refused', async () => {
    const rk = await rkOf(viewer, 'swim_distance_alltime', 'GilRapido');
    expect(rk).toBe(1);
    const first = await viewer.rpc('report_ranking_entry', {
      board: 'swim_distance_alltime',
      rk,
      display_name: 'GilRapido',
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.message).toContain('Denúncia enviada');
    const again = await viewer.rpc('report_ranking_entry', {
      board: 'swim_distance_alltime',
      rk,
      display_name: 'GilRapido',
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'ALREADY_REPORTED' });
    expect(again.json.error.message).toContain('Você já denunciou');
    const reports = await t.deps.db.selectFrom('ranking_reports').selectAll().execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      activity_id: gilActivity,
      board: 'swim_distance_alltime',
      period: 'all',
    });

    const own = await gil.rpc('report_ranking_entry', {
      board: 'swim_distance_alltime',
      rk,
      display_name: 'GilRapido',
    });
    expect(own.status).toBe(409);
    expect(own.json.error.code).toBe('OWN_ENTRY');
    const changed = await viewer.rpc('report_ranking_entry', {
      board: 'swim_distance_alltime',
      rk,
      display_name: 'OutraPessoa',
    });
    expect(changed.status).toBe(409);
    expect(changed.json.error.message).toContain('Atualize a página');
    for (const body of [
      { board: 'qualquer', rk: 1, display_name: 'GilRapido' },
      { board: 'swim_distance_alltime', rk: 6, display_name: 'GilRapido' },
      { board: 'swim_distance_alltime', rk: 1, display_name: 'GilRapido', user_id: 'x' },
    ]) {
      const res = await viewer.rpc('report_ranking_entry', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await t.app.request(`${APP_URL}/api/rpc/report_ranking_entry`, {
      method: 'POST',
      headers: { origin: APP_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ board: 'swim_distance_alltime', rk: 1, display_name: 'GilRapido' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await t.deps.db.selectFrom('ranking_reports').selectAll().execute()).toHaveLength(1);
  });

  it('is rate-limited: ten calls an hour per person', async () => {
    const hugo = await candidate('hugo-denuncia@exemplo.com', 'HugoDenuncia', 'M');
    const body = { board: 'swim_distance_alltime', rk: 1, display_name: 'NinguemAqui' };
    for (let i = 0; i < 10; i++) expect((await hugo.rpc('report_ranking_entry', body)).status).toBe(409);
    const limited = await hugo.rpc('report_ranking_entry', body);
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toMatch(/[Mm]uitas/);
  });

  it('admins see reported and flagged workouts with their facts; others get 403', async () => {
    for (const client of [viewer, gil]) {
      expect((await client.rpc('admin_list_ranking_moderation', {})).status).toBe(403);
      const res = await client.rpc('admin_moderate_ranking_entry', {
        activity_id: gilActivity,
        decision: 'remove',
      });
      expect(res.status).toBe(403);
    }
    const queue = await admin.rpc('admin_list_ranking_moderation', {});
    expect(queue.status).toBe(200);
    const cases = queue.json.data.cases as Record<string, unknown>[];
    expect(cases.find((c) => c.activity_id === gilActivity)).toMatchObject({
      nickname: 'GilRapido',
      activity_type: 'SWIM',
      source: 'manual',
      distance_m: 20_000,
      moving_s: 20_000,
      segment_s: null,
      flag: null,
      reports: 1,
      boards: ['swim_distance_alltime'],
    });
    // The crafted GPX of the first test waits there too, flagged, with its segment.
    const crafted = cases.find((c) => c.nickname === 'BrunoGPX');
    expect(crafted).toMatchObject({ source: 'file', flag: 'record', reports: 0 });
    expect(crafted?.segment_s as number).toBeCloseTo(336, 0);
    expect(
      (await admin.rpc('admin_moderate_ranking_entry', { activity_id: gilActivity, decision: 'x' })).status,
    ).toBe(400);
    expect(
      (
        await admin.rpc('admin_moderate_ranking_entry', {
          activity_id: '00000000-0000-4000-8000-000000000000',
          decision: 'keep',
        })
      ).status,
    ).toBe(404);
  });

  it("'Remover do ranking' takes the entry off every board, closes its reports, is audited and shown to the owner", async () => {
    const res = await admin.rpc('admin_moderate_ranking_entry', {
      activity_id: gilActivity,
      decision: 'remove',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({ activity_id: gilActivity, decision: 'remove', reports_resolved: 1 });
    expect(await namesOn(viewer, 'swim_distance_alltime')).not.toContain('GilRapido');
    expect(await namesOn(viewer, 'swim_distance_monthly')).not.toContain('GilRapido');
    expect((await history(gil))[0]?.ranking_status).toBe('removed');
    const report = await t.deps.db.selectFrom('ranking_reports').selectAll().executeTakeFirstOrThrow();
    expect(report).toMatchObject({ resolution: 'removed' });
    expect(report.resolved_at).not.toBeNull();
    const cases = (await admin.rpc('admin_list_ranking_moderation', {})).json.data.cases as {
      activity_id: string;
    }[];
    expect(cases.map((c) => c.activity_id)).not.toContain(gilActivity);
    const audit = (await admin.rpc('get_audit_log', { limit: 5 })).json.data.items;
    expect(audit[0]).toMatchObject({
      action: 'ranking.removed',
      message: 'Admin Ranking removeu do ranking um treino de GilRapido',
    });
  });

  it("'Manter' puts a flagged workout on the boards", async () => {
    const crafted = (
      (await admin.rpc('admin_list_ranking_moderation', {})).json.data.cases as {
        activity_id: string;
        nickname: string;
      }[]
    ).find((c) => c.nickname === 'BrunoGPX');
    const res = await admin.rpc('admin_moderate_ranking_entry', {
      activity_id: crafted?.activity_id,
      decision: 'keep',
    });
    expect(res.status).toBe(200);
    expect(await namesOn(viewer, 'run_2400_male_alltime')).toContain('BrunoGPX');
    const audit = (await admin.rpc('get_audit_log', { limit: 1 })).json.data.items;
    expect(audit[0]).toMatchObject({ action: 'ranking.kept' });
  });
});
