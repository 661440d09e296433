import { getMigrations } from 'better-auth/db/migration';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Auth } from '../lib/auth.js';
import type { Db } from './database.js';
import * as m001 from './migrations/001-profiles-and-outbox.js';
import * as m002 from './migrations/002-cargos.js';
import * as m003 from './migrations/003-editais-and-user-tests.js';
import * as m004 from './migrations/004-rate-limit-index.js';
import * as m005 from './migrations/005-rpc-rate-limits.js';
import * as m006 from './migrations/006-role-intent.js';
import * as m007 from './migrations/007-nickname-key.js';
import * as m008 from './migrations/008-activities-and-coins.js';
import * as m009 from './migrations/009-knowledge-snippets.js';
import * as m010 from './migrations/010-coin-wallets.js';
import * as m011 from './migrations/011-tracker.js';
import * as m012 from './migrations/012-ranking-aggregates.js';
import * as m013 from './migrations/013-trainers.js';
import * as m014 from './migrations/014-admin.js';
import * as m015 from './migrations/015-admin-speed.js';
import * as m016 from './migrations/016-data-rights.js';
import * as m017 from './migrations/017-training-plan.js';
import * as m018 from './migrations/018-training-plan-adjustments.js';
import * as m019 from './migrations/019-coin-ledger-append-only.js';
import * as m020 from './migrations/020-ranking-trigger-waits-for-rebuild.js';
import * as m021 from './migrations/021-admin-demotion.js';
import * as m022 from './migrations/022-fair-boards.js';
import * as m023 from './migrations/023-one-owner-per-table.js';
import * as m024 from './migrations/024-exams-in-catalogue.js';
import * as m025 from './migrations/025-training-log-per-event.js';
import * as m026 from './migrations/026-turmas.js';
import * as m027 from './migrations/027-comments.js';
import * as m028 from './migrations/028-turma-plan.js';
import * as m029 from './migrations/029-turma-challenges.js';
import * as m030 from './migrations/030-pass-chances.js';
import * as m031 from './migrations/031-payments.js';
import * as m032 from './migrations/032-subscriptions.js';
import * as m033 from './migrations/033-notifications.js';

const migrations: Record<string, Migration> = {
  '001-profiles-and-outbox': m001,
  '002-cargos': m002,
  '003-editais-and-user-tests': m003,
  '004-rate-limit-index': m004,
  '005-rpc-rate-limits': m005,
  '006-role-intent': m006,
  '007-nickname-key': m007,
  '008-activities-and-coins': m008,
  '009-knowledge-snippets': m009,
  '010-coin-wallets': m010,
  '011-tracker': m011,
  '012-ranking-aggregates': m012,
  '013-trainers': m013,
  '014-admin': m014,
  '015-admin-speed': m015,
  '016-data-rights': m016,
  '017-training-plan': m017,
  '018-training-plan-adjustments': m018,
  '019-coin-ledger-append-only': m019,
  '020-ranking-trigger-waits-for-rebuild': m020,
  '021-admin-demotion': m021,
  '022-fair-boards': m022,
  '023-one-owner-per-table': m023,
  '024-exams-in-catalogue': m024,
  '025-training-log-per-event': m025,
  '026-turmas': m026,
  '027-comments': m027,
  '028-turma-plan': m028,
  '029-turma-challenges': m029,
  '030-pass-chances': m030,
  '031-payments': m031,
  '032-subscriptions': m032,
  '033-notifications': m033,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** better-auth's tables first (ours reference its user table), then ours in order. */
export async function migrate(db: Db, auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'app_migrations',
    migrationLockTableName: 'app_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String(error)}`);
  }
}
