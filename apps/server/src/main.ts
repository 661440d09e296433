import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { seedDemo } from './db/seed/demo.js';
import { readEnv } from './env.js';

const env = readEnv();
const deps = await bootstrap(env);
if (env.SEED_DEMO ?? env.NODE_ENV !== 'production') await seedDemo(deps);
if (env.AUTH_SECRET.startsWith('dev-only'))
  deps.log.warn('AUTH_SECRET não definido: usando o segredo de desenvolvimento.');

const app = createApp(deps, { webDist: env.WEB_DIST });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  deps.log.info(
    `Prontidão em ${env.APP_URL} (porta ${info.port}, banco ${deps.dbKind}, e-mail ${deps.mailer.transport})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void deps.close().finally(() => process.exit(0));
  });
}
