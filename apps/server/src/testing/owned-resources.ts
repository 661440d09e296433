import type { AppDeps } from '../app-deps.js';
import { insertActivity } from '../modules/training/training.service.js';

// The rows the generated guard tests (rpc-guards.test.ts) aim a call at, when the call declares
// `ownedResource` (its only person who reaches the row is its owner). One maker per call name: it
// makes a row of `ownerId`'s and returns the value for the call's `ownedResource.field`.

type MakeOwnedRow = (deps: AppDeps, ownerId: string) => Promise<string>;

/** A manual workout of the owner's. */
const manualWorkout: MakeOwnedRow = async (deps, ownerId) =>
  (await insertActivity(deps.db, ownerId, { p_activity_type: 'BARRA', p_value_primary: 10 })).activity.id;

/** A run of the owner's, as the ranking boards list it. */
const run: MakeOwnedRow = async (deps, ownerId) =>
  (
    await insertActivity(deps.db, ownerId, {
      p_activity_type: 'RUN',
      p_value_primary: 5000,
      p_value_secondary: 1800,
    })
  ).activity.id;

/** The owner's account itself (admin calls act on a person). */
const account: MakeOwnedRow = async (_deps, ownerId) => ownerId;

/** A pending invite of the owner, a trainer. */
const invite: MakeOwnedRow = async (deps, ownerId) =>
  (
    await deps.db
      .insertInto('trainer_invites')
      .values({
        trainer_id: ownerId,
        token_hash: crypto.randomUUID(),
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A link of the owner, a student, to a fresh trainer account (so each example is a link of its own). */
const trainerLink: MakeOwnedRow = async (deps, ownerId) => {
  const trainer = await deps.db
    .insertInto('user')
    .values({
      id: crypto.randomUUID(),
      name: 'Treinador de exemplo',
      email: `exemplo-${crypto.randomUUID()}@exemplo.invalid`,
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (
    await deps.db
      .insertInto('trainer_links')
      .values({ trainer_id: trainer.id, student_id: ownerId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};

/** A turma of the owner, a trainer. */
const turma: MakeOwnedRow = async (deps, ownerId) =>
  (
    await deps.db
      .insertInto('turmas')
      .values({ trainer_id: ownerId, name: 'Turma de exemplo' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** An open link of a turma of the owner, a trainer. */
const turmaInvite: MakeOwnedRow = async (deps, ownerId) =>
  (
    await deps.db
      .insertInto('turma_invites')
      .values({
        turma_id: await turma(deps, ownerId),
        token_hash: crypto.randomUUID(),
        max_uses: 50,
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A turma of the owner, a trainer, with the example's student ('aluno-exemplo') in it. */
const turmaWithMember: MakeOwnedRow = async (deps, ownerId) => {
  const turmaId = await turma(deps, ownerId);
  await deps.db
    .insertInto('user')
    .values({
      id: 'aluno-exemplo',
      name: 'Aluno de exemplo',
      email: 'aluno-exemplo@exemplo.invalid',
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await deps.db
    .insertInto('turma_members')
    .values({ turma_id: turmaId, student_id: 'aluno-exemplo' })
    .execute();
  return turmaId;
};

/** A challenge of a turma of the owner, a trainer. */
const turmaChallenge: MakeOwnedRow = async (deps, ownerId) =>
  (
    await deps.db
      .insertInto('turma_challenges')
      .values({
        turma_id: await turma(deps, ownerId),
        title: 'Desafio de exemplo',
        metric: 'treinos',
        starts_on: '2026-12-01',
        ends_on: '2026-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A turma of a fresh trainer that the owner, a student, is in. */
const turmaMembership: MakeOwnedRow = async (deps, ownerId) => {
  const link = await trainerLink(deps, ownerId);
  const trainer = await deps.db
    .selectFrom('trainer_links')
    .select('trainer_id')
    .where('id', '=', link)
    .executeTakeFirstOrThrow();
  const turmaId = await turma(deps, trainer.trainer_id);
  await deps.db.insertInto('turma_members').values({ turma_id: turmaId, student_id: ownerId }).execute();
  return turmaId;
};

/** A payment the owner started (a checkout not yet paid). */
const payment: MakeOwnedRow = async (deps, ownerId) =>
  (
    await deps.db
      .insertInto('payments')
      .values({ user_id: ownerId, plan_code: 'AVAN_MENSAL', amount_cents: 4990 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** By call name: every call that declares `ownedResource`, and no other (rpc-guards.test.ts checks). */
export const OWNED_ROWS: Readonly<Record<string, MakeOwnedRow>> = {
  update_training_activity: manualWorkout,
  delete_training_activity: manualWorkout,
  get_training_activity: manualWorkout,
  chat_biomechanics: manualWorkout,
  admin_moderate_ranking_entry: run,
  admin_set_user_role: account,
  admin_set_user_plan: account,
  admin_set_user_disabled: account,
  admin_get_plan_history: account,
  decide_cref: account,
  cancel_trainer_invite: invite,
  revoke_trainer_access: trainerLink,
  update_turma: turma,
  set_turma_archived: turma,
  get_turma_board: turma,
  set_turma_plan: turma,
  create_turma_challenge: turma,
  delete_turma_challenge: turmaChallenge,
  get_turma_challenges: turmaMembership,
  remove_turma_member: turmaWithMember,
  create_turma_invite: turma,
  get_turma_invites: turma,
  revoke_turma_invite: turmaInvite,
  leave_turma: turmaMembership,
  get_turma_notes: turmaMembership,
  post_turma_note: turma,
  get_session_comments: manualWorkout,
  post_session_comment: manualWorkout,
  get_my_payment: payment,
};

/** A row of `ownerId`'s for the call `name`. */
export function makeOwnedRow(name: string, deps: AppDeps, ownerId: string): Promise<string> {
  const make = OWNED_ROWS[name];
  if (!make) throw new Error(`${name} declares ownedResource: add its row to testing/owned-resources.ts`);
  return make(deps, ownerId);
}
