import type { Db } from './db/database.js';
import type { Env } from './env.js';
import type { CrefVerifier } from './integrations/cref/cref-verifier.js';
import type { Mailer } from './integrations/mail/mailer.js';
import type { StravaSetup, StravaWiring } from './integrations/strava/strava-setup.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Auth } from './lib/auth.js';
import type { Logger } from './lib/logger.js';
import type { PushSetup } from './modules/notifications/push-setup.js';
import type { PaymentsSetup } from './modules/payments/payments-setup.js';
import type { PaymentsWiring } from './modules/payments/payments-wiring.js';

/** What the app is built from: created once in main.ts (or per test), passed down. */
export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  jobs: JobQueue;
  /** Strava (or its stand-in), or null where the tracker is not configured. */
  strava: StravaSetup | null;
  stravaWiring: StravaWiring;
  /** Mercado Pago (or its stand-in), or null where payments are not configured ('Em breve'). */
  payments: PaymentsSetup | null;
  paymentsWiring: PaymentsWiring;
  /** Web Push's VAPID keys and the reminder e-mails' unsubscribe signing (issue 26). */
  push: PushSetup;
  /** verify-cref: the registry service, or the offline default. */
  cref: CrefVerifier;
}
