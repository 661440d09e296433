import type { AppDeps } from '../../app-deps.js';
import { createConfirmedUser } from '../../modules/auth/auth.service.js';

export const DEMO_CANDIDATE = {
  email: 'demo@prontidao.app',
  password: 'Demo#TAF2025',
  name: 'Candidato Demo',
};

/** A ready candidate for a newcomer's first look. Idempotent. */
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
  deps.log.info(`Conta de demonstração: ${DEMO_CANDIDATE.email} / senha ${DEMO_CANDIDATE.password}`);
}

function nextMarchFirst(now: Date): string {
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-03-01`;
}
