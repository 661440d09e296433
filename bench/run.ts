// npm run bench: what a candidate waits for, measured on this machine.
// 1. Bundle: gzip size of the first load (entry chunk + CSS) and of each route's own chunk.
// 2. API: latency of the calls a candidate makes most (in-process app over PGlite, fresh database),
//    bounded loops, loopback only. Figures are printed; nothing is asserted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApp } from '../apps/server/src/app.js';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { parseEnv } from '../apps/server/src/env.js';
import { createLogger } from '../apps/server/src/lib/logger.js';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleReport() {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const gz = (f: string) => gzipSync(readFileSync(join(assets, f))).length;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const first = files.filter((f) => html.includes(f));
  const firstTotal = first.reduce((sum, f) => sum + gz(f), 0);
  console.info(`\nBundle (gzip)\n  first load (${first.join(', ')}): ${kb(firstTotal)}`);
  const routes = files
    .filter((f) => !first.includes(f) && f.endsWith('.js'))
    .map((f) => ({ f, size: gz(f), raw: statSync(join(assets, f)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 12);
  for (const r of routes) console.info(`  ${r.f.padEnd(44)} ${kb(r.size).padStart(9)}  (raw ${kb(r.raw)})`);
}

async function apiReport() {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    APP_URL: 'http://localhost:3000',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_SCALE: '100',
  });
  const deps = await bootstrap(env, { log: createLogger('silent') });
  await seedDemo(deps);
  const app = createApp(deps);
  const headers = { origin: env.APP_URL, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' };
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'demo@prontidao.app', password: 'Demo#TAF2025' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call =
    (name: string, body: unknown = {}) =>
    () =>
      app.request(`/api/rpc/${name}`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(body),
      });
  const cases: [string, () => Response | Promise<Response>][] = [
    ['GET /api/health', () => app.request('/api/health')],
    ['get_auth_context', call('get_auth_context')],
    ['get_perfil_completo', call('get_perfil_completo')],
    ['get_user_tests (50)', call('get_user_tests', { limit: 50 })],
    [
      'save_user_test',
      call('save_user_test', {
        barra_reps_param: 10,
        corrida_tempo_seg_param: 660,
        natacao_tempo_seg_param: 110,
      }),
    ],
  ];
  console.info('\nAPI latency, in process, PGlite (200 requests each, after 20 warm-up)');
  for (const [label, run] of cases) {
    // The per-user write limit (30/min) is part of every call, but the bench must not hit it:
    // its counters are cleared before each request, outside the timed part.
    const resetLimits = () => deps.db.deleteFrom('rpc_rate_limits').execute();
    for (let i = 0; i < 20; i++) {
      await resetLimits();
      await run();
    }
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      await resetLimits();
      const start = performance.now();
      const res = await run();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(2);
    console.info(`  ${label.padEnd(24)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
  }
  await deps.close();
}

bundleReport();
await apiReport();
