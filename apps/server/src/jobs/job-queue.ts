import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';
import type { Tx } from '../db/transaction.js';
import type { Logger } from '../lib/logger.js';

/** A kind of background work: its handler and how hard to retry it. */
export interface JobKind<T extends object> {
  name: string;
  handler: (data: T) => Promise<void>;
  /** Attempts after the first one (default 5), spaced by exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A cron expression (UTC) for recurring work. */
  cron?: string;
}

export interface SendOptions {
  /** The same key for the same kind is queued once (until the finished job is archived). */
  dedupeKey?: string;
  startAfterSeconds?: number;
  /** Queue inside this transaction: the job exists only if it commits. */
  transaction?: Tx;
  /** Higher first among the kind's waiting jobs (default 0): a sign-up mail before a reminder's. */
  priority?: number;
}

export interface JobStats {
  /** Waiting or retrying. */
  backlog: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  register<T extends object>(kind: JobKind<T>): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Connects and, unless told otherwise, starts the workers of every registered kind (each job
   * runs once, whatever the number of processes).
   */
  start(options?: { work?: boolean }): Promise<void>;
  stop(): Promise<void>;
  stats(): Promise<JobStats>;
}

const SCHEMA = 'pgboss';

/**
 * Jobs are rows of PostgreSQL (pg-boss), on the server and on the embedded PGlite alike: they
 * survive a restart, retry with backoff, stay visible when they fail, and SKIP LOCKED gives
 * each to one worker when several processes share the database.
 */
export function createJobQueue(
  handle: DatabaseHandle,
  log: Logger,
  options: { pollSeconds?: number } = {},
): JobQueue {
  const boss = new PgBoss({
    ...(handle.connectionString
      ? { connectionString: handle.connectionString, max: 3 }
      : { db: { executeSql: (text: string, values: unknown[]) => handle.executeSql(text, values) } }),
    schema: SCHEMA,
    // Completed jobs (a mail's link included) leave the live table within the hour, and the
    // archive within a week; failed ones stay visible for a week.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error('fila de tarefas', { error: String(error) }));
  const kinds = new Map<string, JobKind<object>>();
  const workers = new Map<string, string>();
  const ready = new Map<string, Promise<void>>();
  let started = false;
  let working = true;

  /** Creates the kind's queue (and its worker and schedule) once the queue is started. */
  function setUp(kind: JobKind<object>): Promise<void> {
    const existing = ready.get(kind.name);
    if (existing) return existing;
    const promise = (async () => {
      await boss.createQueue(kind.name, {
        name: kind.name,
        retryLimit: kind.retryLimit ?? 5,
        retryDelay: kind.retryDelaySeconds ?? 10,
        retryBackoff: true,
      });
      if (!working) return;
      const worker = await boss.work<object>(
        kind.name,
        { pollingIntervalSeconds: options.pollSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          await kind.handler(job.data);
          // pg-boss waits a whole polling interval after each job, even with more waiting: one job
          // every 2 s per kind, so a burst (a Sunday's summaries by mail) would hold a sign-up mail
          // back for minutes. After a job, look again at once; an empty fetch waits as before.
          const worker = workers.get(kind.name);
          if (worker) boss.notifyWorker(worker);
        },
      );
      workers.set(kind.name, worker);
      if (kind.cron) await boss.schedule(kind.name, kind.cron, {});
    })();
    ready.set(kind.name, promise);
    return promise;
  }

  return {
    register(kind) {
      kinds.set(kind.name, kind as JobKind<object>);
      // Registered late: set up now, so a send inside a transaction never waits on the one
      // connection of the embedded database that the transaction holds.
      if (started)
        void setUp(kind as JobKind<object>).catch((error) =>
          log.error('fila de tarefas', { error: String(error) }),
        );
    },
    async send(name, data, sendOptions = {}) {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`tarefa desconhecida: ${name}`);
      if (!started) throw new Error('fila de tarefas não iniciada');
      await setUp(kind);
      const id = await boss.send(name, data, {
        ...(sendOptions.dedupeKey ? { id: dedupeId(name, sendOptions.dedupeKey) } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.priority ? { priority: sendOptions.priority } : {}),
        ...(sendOptions.transaction ? { db: transactionDb(sendOptions.transaction) } : {}),
      });
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async start({ work = true } = {}) {
      if (started) return;
      await boss.start();
      started = true;
      working = work;
      for (const kind of kinds.values()) await setUp(kind);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
    async stats() {
      const { rows } = await handle.executeSql(
        `select state, count(*)::int as n from ${SCHEMA}.job group by state`,
      );
      const count = (state: string) =>
        (rows as { state: string; n: number }[]).find((r) => r.state === state)?.n ?? 0;
      return { backlog: count('created') + count('retry'), active: count('active'), failed: count('failed') };
    },
  };
}

/** pg-boss's raw-SQL door into one of our transactions. */
function transactionDb(tx: Tx) {
  return {
    executeSql: async (text: string, values: unknown[]) =>
      tx.executeQuery(CompiledQuery.raw(text, values)).then((result) => ({ rows: result.rows as unknown[] })),
  };
}

/** A stable job id for a dedupe key (UUID v5 layout over SHA-1): inserting it twice is a no-op. */
export function dedupeId(name: string, key: string): string {
  const hex = createHash('sha1').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
