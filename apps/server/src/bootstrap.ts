import { createHmac } from 'node:crypto';
import { validationMessage } from '@prontidao/domain/text/validation-messages';
import { z } from 'zod';
import { trustedOrigins } from './app.js';
import type { AppDeps } from './app-deps.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import type { Env } from './env.js';
import { createCrefVerifier } from './integrations/cref/cref-verifier.js';
import { createMailer, createMailTransport } from './integrations/mail/mailer.js';
import { createStravaWiring } from './integrations/strava/strava-setup.js';
import { resolveVapidKeys } from './integrations/web-push/vapid-keys.js';
import { createJobQueue } from './jobs/job-queue.js';
import { registerMaintenanceJobs } from './jobs/maintenance.js';
import { createAuth } from './lib/auth.js';
import { resolveAuthSecret } from './lib/local-secret.js';
import { createLogger, type Logger } from './lib/logger.js';
import { passwordHashingFor } from './lib/password-hashing.js';
import { registerDeletionJobs } from './modules/data-rights/deletion.jobs.js';
import { registerExportJobs } from './modules/data-rights/export.jobs.js';
import { pruneExpiredExports } from './modules/data-rights/export.service.js';
import { registerNotificationJobs } from './modules/notifications/notifications.jobs.js';
import { runPaidPlanClock } from './modules/payments/payments.service.js';
import { createPaymentsWiring } from './modules/payments/payments-wiring.js';
import { authProfiles } from './modules/profiles/profiles.service.js';
import { seedSnippets } from './modules/rewards/rewards.service.js';
import { seedEditais } from './modules/taf/taf.service.js';
import { resumeEvents } from './modules/tracker/strava-webhook.service.js';
import { registerTrackerJobs } from './modules/tracker/tracker.jobs.js';
import { pruneTrackerRows } from './modules/tracker/tracker-upkeep.service.js';

// Every refused input reads in Brazilian Portuguese and names no parameter (issue 20 §4).
z.config({ localeError: validationMessage });

export interface BootstrapOptions {
  log?: Logger;
  /** A PGlite dump to start from (tests). */
  loadDataDir?: Blob;
  skipMigrations?: boolean;
  signInLimit?: number;
  /** Run the job workers in this process (default true); it can always queue jobs. */
  startJobs?: boolean;
  jobPollSeconds?: number;
}

/** Opens the database, migrates it and wires auth and mail: everything createApp needs. */
export async function bootstrap(
  env: Env,
  options: BootstrapOptions = {},
): Promise<AppDeps & Pick<DatabaseHandle, 'close' | 'dump'> & { handle: DatabaseHandle }> {
  const log = options.log ?? createLogger(env.LOG_LEVEL, { demo: env.MODE === 'demo' });
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    loadDataDir: options.loadDataDir,
  });
  const jobs = createJobQueue(
    handle,
    log,
    options.jobPollSeconds ? { pollSeconds: options.jobPollSeconds } : {},
  );
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: handle.db, log });
  const mailer = createMailer(transport, jobs);
  const authSecret = resolveAuthSecret(env);
  const stravaWiring = await createStravaWiring(env, authSecret);
  const paymentsWiring = await createPaymentsWiring(env);
  const push = {
    vapid: resolveVapidKeys(env),
    unsubscribeSecret: createHmac('sha256', authSecret).update('lembretes-por-email').digest('base64url'),
  };
  const auth = createAuth({
    db: handle.db,
    appUrl: env.APP_URL,
    secret: authSecret,
    mailer,
    trustedOrigins: trustedOrigins(env.APP_URL, env.MODE),
    profiles: authProfiles,
    rateLimitScale: env.AUTH_RATE_LIMIT_SCALE,
    passwordHashing: passwordHashingFor(env),
    ...(options.signInLimit ? { signInLimit: options.signInLimit } : {}),
  });
  if (!options.skipMigrations) {
    await withStartupLock(handle, async () => {
      await migrate(handle.db, auth);
      await seedEditais(handle.db);
      await seedSnippets(handle.db);
    });
  }
  registerMaintenanceJobs(jobs, handle.db, {
    pruneTracker: pruneTrackerRows,
    pruneExports: pruneExpiredExports,
    paidPlanClock: (db) => runPaidPlanClock({ db, env, log, payments: paymentsWiring.setup }),
  });
  registerDeletionJobs(jobs, { db: handle.db, jobs, log, strava: stravaWiring.setup });
  registerExportJobs(jobs, { db: handle.db, jobs, mailer, env, log });
  registerNotificationJobs(jobs, { db: handle.db, jobs, mailer, env, log, push });
  if (stravaWiring.setup) registerTrackerJobs(jobs, { db: handle.db, jobs, log, strava: stravaWiring.setup });
  // pg-boss creates its queues at start: processes starting together take turns (a deadlock otherwise).
  await withStartupLock(handle, () => jobs.start({ work: options.startJobs !== false }));
  if (stravaWiring.setup) await resumeEvents({ db: handle.db, jobs });
  if (stravaWiring.setup?.webhookSubscriptionId === null && env.STRAVA_WEBHOOK_VERIFY_TOKEN)
    log.warn('STRAVA_WEBHOOK_SUBSCRIPTION_ID não definido: os eventos do webhook do Strava serão recusados.');
  return {
    env,
    db: handle.db,
    dbKind: handle.kind,
    auth,
    mailer,
    log,
    jobs,
    strava: stravaWiring.setup,
    stravaWiring,
    payments: paymentsWiring.setup,
    paymentsWiring,
    push,
    cref: createCrefVerifier(env.CREF_VERIFIER_URL),
    handle,
    close: async () => {
      await jobs.stop();
      await handle.close();
    },
    ...(handle.dump ? { dump: handle.dump } : {}),
  };
}
