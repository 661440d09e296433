import type { AppDeps } from '../../app-deps.js';
import { createConfirmedUser } from '../../modules/auth/auth.service.js';

export const DEMO_CANDIDATE = {
  email: 'demo@prontidao.app',
  password: 'Demo#TAF2025',
  name: 'Candidato Demo',
};
export const DEMO_ADMIN = { email: 'admin@prontidao.app', password: 'Admin#TAF2025', name: 'Admin Demo' };

/** A ready candidate and an admin for a newcomer's first look (never in production). Idempotent. */
export async function seedDemo(deps: AppDeps): Promise<void> {
  const exists = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_CANDIDATE.email)
    .executeTakeFirst();
  if (!exists) {
    const id = await createConfirmedUser(deps, DEMO_CANDIDATE);
    await deps.db
      .updateTable('profiles')
      .set({
        full_name: DEMO_CANDIDATE.name,
        nickname: 'Demo',
        sexo: 'M',
        peso_kg: 78.5,
        altura_cm: 178,
        taf_dt: nextMarchFirst(new Date()),
        cargo_code: 'SOLDADO',
        consent_ranking: true,
      })
      .where('id', '=', id)
      .execute();
  }
  const admin = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_ADMIN.email)
    .executeTakeFirst();
  if (!admin) {
    const id = await createConfirmedUser(deps, DEMO_ADMIN);
    await deps.db
      .updateTable('profiles')
      .set({ role: 'admin', full_name: DEMO_ADMIN.name })
      .where('id', '=', id)
      .execute();
  }
  deps.log.info(`Conta de demonstração: ${DEMO_CANDIDATE.email} / senha ${DEMO_CANDIDATE.password}`);
  deps.log.info(`Admin de demonstração: ${DEMO_ADMIN.email} / senha ${DEMO_ADMIN.password}`);
}

function nextMarchFirst(now: Date): string {
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-03-01`;
}
