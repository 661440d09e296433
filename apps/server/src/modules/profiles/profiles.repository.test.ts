import { beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/http-client.js';
import { setProfile, userIdOf } from '../../testing/people.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { findProfileBySession, findProfileWithUser } from './profiles.repository.js';

// The viewer's row is read on every call as one JSON value (issue 27): it must be the very row the
// columns give — the same values, the same types (timestamps as dates, numbers as numbers).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function sessionOf(email: string) {
  const client = await signUpConfirmed(t.app, t.deps.db, email);
  const cookie = [...client.cookies].find(([name]) => name.endsWith('session_token'))?.[1] ?? '';
  return decodeURIComponent(cookie).split('.')[0] as string;
}

describe('findProfileBySession', () => {
  it('gives the profile row as the columns do, with the session’s expiry and user', async () => {
    const token = await sessionOf('linha.json@exemplo.com');
    await setProfile(t.deps.db, 'linha.json@exemplo.com', {
      nickname: 'Lia "aspas" \\ barra',
      full_name: 'Lia Ção',
      sexo: 'F',
      peso_kg: 61.5,
      altura_cm: 168,
      taf_dt: '2027-08-15',
      birth_date: '2000-02-29',
      consent_ranking: true,
      plano_code: 'PRO',
      plano_until: new Date('2027-01-31T12:34:56.789Z'),
      edital_version: 3,
      last_seen: new Date('2026-11-27T08:00:00.123Z'),
    });
    const id = await userIdOf(t.deps.db, 'linha.json@exemplo.com');
    const columns = await findProfileWithUser(t.deps.db, id);
    const found = await findProfileBySession(t.deps.db, token);
    const { session_expires_at, user_id, ...profile } = found ?? ({} as NonNullable<typeof found>);
    expect(profile).toStrictEqual(columns);
    expect(profile.plano_until).toEqual(new Date('2027-01-31T12:34:56.789Z'));
    expect(profile.last_seen).toBeInstanceOf(Date);
    expect(profile.peso_kg).toBe(61.5);
    expect(user_id).toBe(id);
    expect(session_expires_at).toBeInstanceOf(Date);
    expect(session_expires_at.getTime()).toBeGreaterThan(Date.now());
  });

  it('nulls stay null; an unknown, expired or malformed token is nobody', async () => {
    const token = await sessionOf('linha.vazia@exemplo.com');
    const found = await findProfileBySession(t.deps.db, token);
    expect(found).toMatchObject({ nickname: null, plano_until: null, last_seen: null, peso_kg: null });
    expect(await findProfileBySession(t.deps.db, 'x'.repeat(32))).toBeUndefined();
    expect(await findProfileBySession(t.deps.db, "'; select 1; --")).toBeUndefined();
    await t.deps.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('token', '=', token)
      .execute();
    expect(await findProfileBySession(t.deps.db, token)).toBeUndefined();
  });
});
