import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './app-deps.js';
import type { Mode } from './env.js';
import { AppError, errorResponse, handleError } from './lib/errors.js';
import { openApiDocument, rpcRouter } from './lib/rpc-router.js';
import { originCheck, securityHeaders } from './lib/security.js';
import { staticSite } from './lib/static-site.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { hasOutbox, localOnly, outboxRoutes } from './modules/dev/outbox.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { rpcRegistry } from './rpc-registry.js';

export const MAX_BODY_BYTES = 100 * 1024;

export function trustedOrigins(appUrl: string, mode: Mode): string[] {
  const dev = mode === 'demo' ? ['http://localhost:3000', 'http://127.0.0.1:3000'] : [];
  return [...new Set([appUrl, ...dev])];
}

/** Assembles the modules. main.ts listens; tests call app.request. */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono();
  app.onError(handleError(deps.log));
  app.use('*', securityHeaders());

  const api = new Hono();
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The unread body is still on the wire: say the connection ends here, so a keep-alive client
      // opens a fresh one for its next call instead of landing on a socket the server drops.
      onError: (c) => {
        const error = new AppError(
          'PAYLOAD_TOO_LARGE',
          'O conteúdo enviado é grande demais (máximo 100 KB).',
        );
        const response = errorResponse(c, error);
        response.headers.set('Connection', 'close');
        return response;
      },
    }),
  );
  api.use('*', originCheck(trustedOrigins(deps.env.APP_URL, deps.env.MODE)));
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.route('/health', healthRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/rpc', rpcRouter(deps, rpcRegistry));
  if (hasOutbox(deps)) api.route('/dev/outbox', outboxRoutes(deps));
  api.get('/openapi.json', (c) => c.json(openApiDocument(rpcRegistry)));
  api.get('/docs', (c) => c.json(openApiDocument(rpcRegistry)));
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'Rota da API não encontrada.');
  });
  app.route('/api', api);

  if (hasOutbox(deps)) app.use('/dev/outbox', localOnly());
  else
    app.all('/dev/outbox', () => {
      throw new AppError('NOT_FOUND', 'Página não encontrada.');
    });
  if (options.webDist) app.route('/', staticSite(options.webDist));
  app.notFound(() => {
    throw new AppError('NOT_FOUND', 'Página não encontrada.');
  });
  return app;
}
