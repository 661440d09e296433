// Strava webhooks under a burst (issue 9): 50 distinct events posted at once, 10 bursts, each
// acknowledged (stored and queued, not processed) — target p99 ≤ 50 ms. In process, on
// PostgreSQL (a database made for the bench and dropped after), job workers off so only the
// acknowledgement is timed.
import { createApp } from '../apps/server/src/app.js';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import { parseEnv } from '../apps/server/src/env.js';
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
      let objectId = 1;
      const post = async () => {
        const body = JSON.stringify({
          object_type: 'activity',
          object_id: objectId++,
          aspect_type: 'create',
          owner_id: 77,
          subscription_id: 1,
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

if (import.meta.url === `file://${process.argv[1]}`) {
  await webhookReport();
  (await import('./report.js')).printSummary();
}
