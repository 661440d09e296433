import { randomBytes } from 'node:crypto';
import { nicknameKey } from '@prontidao/domain/text/skeleton';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { createConfirmedUser } from '../../modules/auth/auth.service.js';
import { saveUserTest } from '../../modules/taf/taf.service.js';

export const DEMO_CANDIDATE = {
  email: 'demo@prontidao.app',
  password: 'Demo#TAF2025',
  name: 'Candidato Demo',
};
export const DEMO_ADMIN = { email: 'admin@prontidao.app', name: 'Admin Demo' };

/**
 * A ready candidate and an admin for a newcomer's first look (demo mode only). Idempotent.
 * The admin's password is never a published one: DEMO_ADMIN_PASSWORD, or generated and shown
 * once in this machine's log.
 */
export async function seedDemo(deps: AppDeps): Promise<void> {
  const exists = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_CANDIDATE.email)
    .executeTakeFirst();
  if (!exists) {
    await createConfirmedUser(deps, DEMO_CANDIDATE, async (id) => {
      await deps.db
        .updateTable('profiles')
        .set({
          full_name: DEMO_CANDIDATE.name,
          nickname: 'Demo',
          nickname_key: nicknameKey('Demo'),
          sexo: 'M',
          peso_kg: 78.5,
          altura_cm: 178,
          taf_dt: nextMarchFirst(new Date()),
          cargo_code: 'SOLDADO',
          consent_ranking: true,
        })
        .where('id', '=', id)
        .execute();
      await seedDemoSimulations(deps, id);
    });
  }
  const admin = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_ADMIN.email)
    .executeTakeFirst();
  if (!admin) {
    // Upper, lower, digit and symbol whatever the random part holds (the password rule needs all four).
    const password = deps.env.DEMO_ADMIN_PASSWORD ?? `Adm#${randomBytes(12).toString('base64url')}7q`;
    await createConfirmedUser(deps, { ...DEMO_ADMIN, password }, async (id) => {
      await deps.db
        .updateTable('profiles')
        .set({ role: 'admin', full_name: DEMO_ADMIN.name })
        .where('id', '=', id)
        .execute();
    });
    deps.log.info(
      `Admin de demonstração criado: ${DEMO_ADMIN.email} / senha ${password} (anote; não aparece de novo)`,
    );
  }
  deps.log.info(`Conta de demonstração: ${DEMO_CANDIDATE.email} / senha ${DEMO_CANDIDATE.password}`);
}

function nextMarchFirst(now: Date): string {
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-03-01`;
}

/** Four simulations over two months, improving, so the progress chart has a story to tell. */
const DEMO_SIMULATIONS = [
  { daysAgo: 56, barra_reps_param: 4, corrida_tempo_seg_param: 790, natacao_tempo_seg_param: 150 },
  { daysAgo: 35, barra_reps_param: 6, corrida_tempo_seg_param: 730, natacao_tempo_seg_param: 135 },
  { daysAgo: 14, barra_reps_param: 9, corrida_tempo_seg_param: 690, natacao_tempo_seg_param: 118 },
  { daysAgo: 2, barra_reps_param: 11, corrida_tempo_seg_param: 655, natacao_tempo_seg_param: 108 },
];

async function seedDemoSimulations(deps: AppDeps, userId: string): Promise<void> {
  for (const { daysAgo, ...input } of DEMO_SIMULATIONS) {
    const saved = await saveUserTest(deps.db, userId, input);
    await deps.db
      .updateTable('user_tests')
      .set({ created_at: sql<Date>`now() - make_interval(days => ${daysAgo})` })
      .where('id', '=', saved.id)
      .execute();
  }
}
