import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { STRONG_PASSWORD, signUpConfirmed, TestClient } from './http-client.js';

/** The id of the account with this e-mail. */
export const userIdOf = async (db: Db, email: string) =>
  (await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** Sets profile columns of the account with this e-mail straight in the database. */
export const setProfile = async (db: Db, email: string, fields: Record<string, unknown>) =>
  db
    .updateTable('profiles')
    .set(fields)
    .where('id', '=', await userIdOf(db, email))
    .execute();

/**
 * complete_trainer_onboarding's input. A CREF of DF and a birth date unless told otherwise;
 * `p_birth_date: undefined` sends none.
 */
export interface TrainerOnboarding {
  p_full_name: string;
  p_birth_date?: string | undefined;
  p_cref_number?: string;
  p_cref_region?: string;
}

/** A person who came through the trainer portal: role chosen, trainer onboarding completed. */
export async function signUpTrainer(app: Hono, db: Db, email: string, onboarding: TrainerOnboarding) {
  const client = await signUpConfirmed(app, db, email);
  expect((await client.rpc('set_user_role', { new_role: 'treinador' })).status).toBe(200);
  const saved = await client.rpc('complete_trainer_onboarding', {
    p_birth_date: '1988-04-02',
    p_cref_number: '012345-G/DF',
    p_cref_region: 'DF',
    ...onboarding,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return client;
}

/** A new invite of this trainer: its id and the token of its /join link. */
export async function createInvite(trainer: TestClient) {
  const res = await trainer.rpc('create_trainer_invite');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const url = new URL(res.json.data.url);
  expect(url.pathname).toBe('/join');
  return { id: res.json.data.id as string, token: url.searchParams.get('token') ?? '' };
}

/** The token of a new invite of this trainer. */
export const inviteToken = async (trainer: TestClient) => (await createInvite(trainer)).token;

/** An account made admin in the database, then signed in again (an admin's sign-in is audited). */
export async function signUpAdmin(app: Hono, db: Db, email: string, fullName = `Admin ${email}`) {
  await signUpConfirmed(app, db, email);
  const id = await userIdOf(db, email);
  await db.updateTable('profiles').set({ role: 'admin', full_name: fullName }).where('id', '=', id).execute();
  const client = new TestClient(app);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
  expect(signIn.status).toBe(200);
  return { client, id };
}
