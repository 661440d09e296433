// Strava webhooks under a burst (issue 9): 50 distinct events posted at once, 10 bursts, each
// acknowledged (stored and queued, not processed) — target p99 ≤ 50 ms. In process, on
// PostgreSQL (a database made for the bench and dropped after), job workers off so only the
// acknowledgement is timed. The events are about a connected athlete: the others are dropped unstored.
import { randomUUID } from 'node:crypto';
import { createApp } from '../apps/server/src/app.js';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import type { Db } from '../apps/server/src/db/database.js';
import { parseEnv } from '../apps/server/src/env.js';
import { STAND_IN_SUBSCRIPTION_ID } from '../apps/server/src/integrations/strava/strava-setup.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { record } from './report.js';
import { withThrowawayDatabase } from './throwaway-database.js';

const CONCURRENT = 50;
const BURSTS = 10;

export async function webhookReport(): Promise<void> {
  const section = `Webhooks do Strava (${BURSTS} rajadas de ${CONCURRENT} eventos simultâneos, PostgreSQL)`;
  console.info(`\n${section}`);
  await withThrowawayDatabase(section, 'webhook', async (databaseUrl) => {
    const env = parseEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
    });
    const deps = await bootstrap(env, { log: createLogger('silent'), startJobs: false });
    try {
      const app = createApp(deps);
      await connectAthlete(deps.db, '77');
      let objectId = 1;
      const post = async () => {
        const body = JSON.stringify({
          object_type: 'activity',
          object_id: objectId++,
          aspect_type: 'create',
          owner_id: 77,
          subscription_id: STAND_IN_SUBSCRIPTION_ID,
          event_time: Math.floor(Date.now() / 1000),
          updates: {},
        });
        const start = performance.now();
        const res = await app.request('/api/strava/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`webhook: HTTP ${res.status}`);
        return performance.now() - start;
      };
      for (let i = 0; i < 2; i++) await Promise.all(Array.from({ length: CONCURRENT }, post));
      const times: number[] = [];
      for (let burst = 0; burst < BURSTS; burst++) {
        times.push(...(await Promise.all(Array.from({ length: CONCURRENT }, post))));
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.floor(q * (times.length - 1))] ?? 0;
      record({
        section,
        label: 'POST /api/strava/webhook (confirmação)',
        value: `p99 ${at(0.99).toFixed(1)} ms`,
        target: 'p99 ≤ 50 ms',
        ok: at(0.99) <= 50,
        note: `p50 ${at(0.5).toFixed(1)} ms`,
      });
    } finally {
      await deps.close();
    }
  });
}

/** A person with a live Strava connection of athlete `athleteId`, straight in the tables. */
async function connectAthlete(db: Db, athleteId: string): Promise<void> {
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('user')
    .values({
      id,
      name: 'Atleta Bench',
      email: `${id}@exemplo.com`,
      emailVerified: true,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('tracker_connections')
    .values({
      user_id: id,
      provider: 'strava',
      athlete_id: athleteId,
      access_token: 'v1.bench',
      refresh_token: 'v1.bench',
      expires_at: new Date(Date.now() + 3_600_000),
      scope: 'read,activity:read_all',
    })
    .execute();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await webhookReport();
  (await import('./report.js')).printSummary();
}
