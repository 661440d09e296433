import { CONSENT_TEXTS } from '@prontidao/domain/privacy/consents';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, TestClient } from '../../testing/http-client.js';
import { inviteToken, signUpTrainer, userIdOf } from '../../testing/people.js';
import * as strava from '../../testing/strava.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';

// Consents (issue 13) through the real routes: given where they are given today (profile save,
// invite accepted, Strava connected), listed with since when, revoked in one call each, every
// change recorded with the version of its text; nobody sees anyone else's.
let t: TestApp;
const VERSION = CONSENT_TEXTS.ranking.version;

const idOf = (email: string) => userIdOf(t.deps.db, email);

beforeAll(async () => {
  t = await createTestApp();
});

const PROFILE = {
  p_nome: 'Ana Souza',
  p_sexo: 'F',
  p_peso_kg: 61.5,
  p_altura_cm: 168,
  p_taf_dt: '2031-03-01',
  p_cargo_code: 'SOLDADO',
};

const trainerInviteToken = async (email: string, name: string) =>
  inviteToken(await signUpTrainer(t.app, t.deps.db, email, { p_full_name: name }));

const history = async (userId: string) =>
  (
    await t.deps.db
      .selectFrom('consents')
      .select(['kind', 'granted', 'text_version'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => `${row.kind}:${row.granted}:${row.text_version}`);

type Consent = { kind: string; granted: boolean; since: string | null; text_version: string; label: string };
const consentsOf = async (client: TestClient) => {
  const res = await client.rpc('get_my_consents');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return Object.fromEntries((res.json.data as Consent[]).map((c) => [c.kind, c]));
};

const near = (iso: string | null | undefined, from: number) => {
  expect(iso).toBeTruthy();
  const at = new Date(iso ?? '').getTime();
  expect(at).toBeGreaterThanOrEqual(from - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + 1000);
};

describe('consents', () => {
  let ana: TestClient;
  let anaId: string;

  beforeAll(async () => {
    ana = await signUpConfirmed(t.app, t.deps.db, 'ana.consentimentos@exemplo.com');
    anaId = await idOf('ana.consentimentos@exemplo.com');
  });

  it('a new person has given nothing: three consents, none granted, none dated, with their texts', async () => {
    const res = await ana.rpc('get_my_consents');
    expect(res.json.data).toEqual([
      {
        kind: 'ranking',
        label: 'Aparecer nos rankings',
        granted: false,
        since: null,
        text_version: VERSION,
        text: CONSENT_TEXTS.ranking.text,
      },
      expect.objectContaining({ kind: 'trainer_sharing', granted: false, since: null }),
      expect.objectContaining({ kind: 'strava_import', granted: false, since: null }),
    ]);
    expect(await history(anaId)).toEqual([]);
  });

  it('lists what was given, with since when: a profile saved with ranking on, an invite accepted, Strava connected', async () => {
    const start = Date.now();
    const saved = await ana.rpc('update_perfil_completo', {
      ...PROFILE,
      p_nickname: 'AnaConsente',
      p_consent_ranking: true,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    // Saving again without changing the consent records nothing more.
    await ana.rpc('update_perfil_completo', {
      ...PROFILE,
      p_nickname: 'AnaConsente',
      p_consent_ranking: true,
    });
    const token = await trainerInviteToken('carlos.consentimentos@exemplo.com', 'Carlos Consente');
    expect((await ana.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
    await strava.connect(ana);

    const consents = await consentsOf(ana);
    for (const kind of ['ranking', 'trainer_sharing', 'strava_import']) {
      expect(consents[kind]).toMatchObject({ granted: true, text_version: VERSION });
      near(consents[kind]?.since, start);
    }
    const link = await t.deps.db
      .selectFrom('trainer_links')
      .select('approved_at')
      .where('student_id', '=', anaId)
      .executeTakeFirstOrThrow();
    expect(consents.trainer_sharing?.since).toBe(link.approved_at.toISOString());
    expect(await history(anaId)).toEqual([
      `ranking:true:${VERSION}`,
      `trainer_sharing:true:${VERSION}`,
      `strava_import:true:${VERSION}`,
    ]);
  });

  it('another person never sees them, and revoking theirs touches nothing of hers', async () => {
    const bruno = await signUpConfirmed(t.app, t.deps.db, 'bruno.consentimentos@exemplo.com');
    const brunos = await consentsOf(bruno);
    expect(Object.values(brunos).every((c) => !c.granted && c.since === null)).toBe(true);
    for (const kind of ['ranking', 'trainer_sharing', 'strava_import']) {
      expect((await bruno.rpc('revoke_consent', { kind })).json.data).toMatchObject({ kind, granted: false });
    }
    expect(Object.values(await consentsOf(ana)).every((c) => c.granted)).toBe(true);
    expect(await history(await idOf('bruno.consentimentos@exemplo.com'))).toEqual([]);
    // Signed out: no consents at all.
    expect((await new TestClient(t.app).rpc('get_my_consents')).status).toBe(401);
  });

  it('revoking the ranking takes her off the boards at once and records it', async () => {
    const start = Date.now();
    const res = await ana.rpc('revoke_consent', { kind: 'ranking' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ kind: 'ranking', granted: false, text_version: VERSION });
    near(res.json.data.since, start);
    expect((await ana.rpc('get_perfil_completo')).json.data[0].consent_ranking).toBe(false);
    // Again: nothing left to revoke, nothing recorded.
    await ana.rpc('revoke_consent', { kind: 'ranking' });
    expect((await history(anaId)).filter((row) => row.startsWith('ranking'))).toEqual([
      `ranking:true:${VERSION}`,
      `ranking:false:${VERSION}`,
    ]);
  });

  it('revoking trainer sharing ends every link in one call and records it once', async () => {
    const token = await trainerInviteToken('rita.consentimentos@exemplo.com', 'Rita Consente');
    expect((await ana.rpc('accept_trainer_invite', { p_token: token })).json.data.status).toBe('approved');
    expect((await ana.rpc('get_my_trainers')).json.data).toHaveLength(2);
    const res = await ana.rpc('revoke_consent', { kind: 'trainer_sharing' });
    expect(res.json.data).toMatchObject({ kind: 'trainer_sharing', granted: false });
    expect((await ana.rpc('get_my_trainers')).json.data).toEqual([]);
    const active = await t.deps.db
      .selectFrom('trainer_links')
      .select('id')
      .where('student_id', '=', anaId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(active).toEqual([]);
    expect((await history(anaId)).filter((row) => row.startsWith('trainer_sharing'))).toEqual([
      `trainer_sharing:true:${VERSION}`,
      `trainer_sharing:true:${VERSION}`,
      `trainer_sharing:false:${VERSION}`,
    ]);
  });

  it('revoking the Strava import disconnects it and deletes what it imported', async () => {
    await until(
      async () => (await ana.rpc('get_recent_activities')).json.data.length,
      (n) => n > 0,
    );
    const res = await ana.rpc('revoke_consent', { kind: 'strava_import' });
    expect(res.json.data).toMatchObject({ kind: 'strava_import', granted: false });
    expect((await ana.rpc('get_oauth_connection_status')).json.data.is_connected).toBe(false);
    expect(await strava.importedActivities(t.deps.db, anaId)).toEqual([]);
    expect((await history(anaId)).filter((row) => row.startsWith('strava'))).toEqual([
      `strava_import:true:${VERSION}`,
      `strava_import:false:${VERSION}`,
    ]);
    const consents = await consentsOf(ana);
    expect(Object.values(consents).every((c) => !c.granted && c.since !== null)).toBe(true);
  });

  it('refuses an unknown kind', async () => {
    const res = await ana.rpc('revoke_consent', { kind: 'marketing' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBeTruthy();
  });
});

describe('withdrawing where it is done today is recorded too', () => {
  it('revoke_trainer_access and disconnect_tracker record the withdrawal', async () => {
    const dani = await signUpConfirmed(t.app, t.deps.db, 'dani.consentimentos@exemplo.com');
    const daniId = await idOf('dani.consentimentos@exemplo.com');
    const token = await trainerInviteToken('paulo.consentimentos@exemplo.com', 'Paulo Consente');
    await dani.rpc('accept_trainer_invite', { p_token: token });
    const [link] = (await dani.rpc('get_my_trainers')).json.data;
    expect((await dani.rpc('revoke_trainer_access', { link_id: link.link_id })).status).toBe(200);
    await strava.connect(dani);
    expect((await dani.rpc('disconnect_tracker', { provider: 'strava' })).status).toBe(200);
    await dani.rpc('update_perfil_completo', { ...PROFILE, p_nickname: 'DaniC', p_consent_ranking: true });
    await dani.rpc('update_perfil_completo', { ...PROFILE, p_nickname: 'DaniC', p_consent_ranking: false });
    expect(await history(daniId)).toEqual([
      `trainer_sharing:true:${VERSION}`,
      `trainer_sharing:false:${VERSION}`,
      `strava_import:true:${VERSION}`,
      `strava_import:false:${VERSION}`,
      `ranking:true:${VERSION}`,
      `ranking:false:${VERSION}`,
    ]);
  });
});

describe('states older than the consents table', () => {
  it('dates them from their own tables: profiles.updated_at, trainer_links.approved_at, connected_at', async () => {
    const eva = await signUpConfirmed(t.app, t.deps.db, 'eva.consentimentos@exemplo.com');
    const evaId = await idOf('eva.consentimentos@exemplo.com');
    const trainerId = await idOf('carlos.consentimentos@exemplo.com');
    const then = new Date('2025-06-01T12:00:00.000Z');
    await t.deps.db
      .updateTable('profiles')
      .set({ consent_ranking: true, updated_at: then })
      .where('id', '=', evaId)
      .execute();
    await t.deps.db
      .insertInto('trainer_links')
      .values({ trainer_id: trainerId, student_id: evaId, approved_at: new Date('2025-07-01T12:00:00.000Z') })
      .execute();
    await t.deps.db
      .insertInto('tracker_connections')
      .values({
        user_id: evaId,
        provider: 'strava',
        athlete_id: '999001',
        scope: 'read,activity:read_all',
        access_token: 'selado',
        refresh_token: 'selado',
        expires_at: new Date(Date.now() + 3_600_000),
        connected_at: new Date('2025-08-01T12:00:00.000Z'),
      })
      .execute();
    const consents = await consentsOf(eva);
    expect(consents.ranking).toMatchObject({ granted: true, since: then.toISOString() });
    expect(consents.trainer_sharing).toMatchObject({ granted: true, since: '2025-07-01T12:00:00.000Z' });
    expect(consents.strava_import).toMatchObject({ granted: true, since: '2025-08-01T12:00:00.000Z' });
  });
});

describe('get_privacy_info', () => {
  it('tells anyone, signed in or not, who answers for the data', async () => {
    const res = await new TestClient(t.app).rpc('get_privacy_info');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      contact_email: t.deps.env.PRIVACY_CONTACT_EMAIL,
      operator_name: t.deps.env.PRIVACY_OPERATOR_NAME,
    });
    expect(res.json.data.contact_email).toContain('@');
  });
});
