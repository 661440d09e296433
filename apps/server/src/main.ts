import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { DataDirError } from './db/data-dir.js';
import { seedDemo } from './db/seed/demo.js';
import { withStartupLock } from './db/startup-lock.js';
import { readEnv } from './env.js';

const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    // A configuration problem is a message for the operator, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
const deps = await (async () => {
  try {
    return await bootstrap(env);
  } catch (error) {
    // A data directory it cannot use is the operator's to fix: one line, like the configuration.
    if (error instanceof DataDirError) console.error(error.message);
    else console.error('Falha ao iniciar o servidor:', error);
    process.exit(1);
  }
})();
if (env.SEED_DEMO) await withStartupLock(deps.handle, () => seedDemo(deps));
if (env.MODE === 'demo')
  deps.log.warn(
    'Demonstração local: contas de exemplo, caixa de saída de e-mails e segredo gerado nesta máquina.',
  );

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
