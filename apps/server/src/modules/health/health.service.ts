import type { AppDeps } from '../../app-deps.js';
import { pingDatabase } from './health.repository.js';

type Status = 'ok' | 'down';

/** Live checks of the database and the mail transport (GET /api/health). */
export async function checkHealth(deps: Pick<AppDeps, 'db' | 'dbKind' | 'mailer'>) {
  const [database, mail] = await Promise.all([
    pingDatabase(deps.db).then((ok): Status => (ok ? 'ok' : 'down')),
    deps.mailer.check().then((ok): Status => (ok ? 'ok' : 'down')),
  ]);
  return {
    ok: database === 'ok',
    database: { status: database, kind: deps.dbKind },
    mail: { status: mail, transport: deps.mailer.transport },
  };
}
