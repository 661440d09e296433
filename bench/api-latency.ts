// The candidate's most frequent calls, timed in process (app.request, no network) on a fresh
// PGlite database: bounded loops, loopback only. Figures are printed; nothing is asserted.
import { createApp } from '../apps/server/src/app.js';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { parseEnv } from '../apps/server/src/env.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { record } from './report.js';

export async function apiLatencyReport() {
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
  const section = 'Latência da API em processo, PGlite (200 chamadas cada, após 20 de aquecimento)';
  console.info(`\n${section}`);
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
    record({ section, label, value: `p50 ${at(0.5)} ms`, note: `p95 ${at(0.95)} ms` });
  }
  await deps.close();
}
