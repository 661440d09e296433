import { resolve } from 'node:path';
import { ROUTES } from '@prontidao/domain/navigation/route-table';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './app-deps.js';
import type { Mode } from './env.js';
import { AppError, errorResponse, handleError } from './lib/errors.js';
import { dashboardFirstScreen, type FirstScreen } from './lib/first-screen.js';
import { openApiDocument, rpcRouter } from './lib/rpc-router.js';
import { originCheck, securityHeaders } from './lib/security.js';
import { staticSite } from './lib/static-site.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { exportRoutes } from './modules/data-rights/export.routes.js';
import { devJobRoutes } from './modules/dev/dev-jobs.routes.js';
import { hasOutbox, localOnly, outboxRoutes } from './modules/dev/outbox.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { activityFileRoutes } from './modules/tracker/activity-files.routes.js';
import { stravaRoutes } from './modules/tracker/tracker.routes.js';
import { trainingPlanExportRoutes } from './modules/training-plan/training-plan.export.routes.js';
import { CALLER_CHECKS, rpcRegistry } from './rpc-registry.js';

export const MAX_BODY_BYTES = 100 * 1024;

export function trustedOrigins(appUrl: string, mode: Mode): string[] {
  const dev = mode === 'demo' ? ['http://localhost:3000', 'http://127.0.0.1:3000'] : [];
  return [...new Set([appUrl, ...dev])];
}

/**
 * Refuses a body over maxSize with 413. A body that states its length is judged by the header
 * alone: hono's bodyLimit first reads `c.req.raw.body`, which turns the node request into a full
 * web Request (streams, an AbortController) on every call, GETs included. Only a chunked body,
 * whose size is known once read, goes through it.
 */
function limitBody(maxSize: number): MiddlewareHandler {
  const tooLarge = (c: Context) => {
    const error = new AppError('PAYLOAD_TOO_LARGE', 'O conteúdo enviado é grande demais (máximo 100 KB).');
    const response = errorResponse(c, error);
    // The unread body is still on the wire: say the connection ends here, so a keep-alive client
    // opens a fresh one for its next call instead of landing on a socket the server drops.
    response.headers.set('Connection', 'close');
    return response;
  };
  const chunked = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length, 10) > maxSize ? tooLarge(c) : next();
    return chunked(c, next);
  };
}

/** Assembles the modules. main.ts listens; tests call app.request. */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono();
  app.onError(handleError(deps.log));
  app.use('*', securityHeaders());

  const api = new Hono();
  api.use('*', limitBody(MAX_BODY_BYTES));
  api.use('*', originCheck(trustedOrigins(deps.env.APP_URL, deps.env.MODE)));
  api.use('*', async (c, next) => {
    // Set before: every reply the context makes (c.json) carries it. Set after only on replies made
    // elsewhere (better-auth's): c.header on a finished reply copies the whole Response.
    c.header('Cache-Control', 'no-store');
    await next();
    if (c.res.headers.get('Cache-Control') !== 'no-store') c.header('Cache-Control', 'no-store');
  });
  api.route('/health', healthRoutes(deps));
  api.route('/auth', authRoutes(deps));
  const rpc = rpcRouter(deps, rpcRegistry, CALLER_CHECKS);
  api.route('/rpc', rpc.router);
  if (deps.strava) api.route('/strava', stravaRoutes(deps));
  const standIn = deps.stravaWiring.standIn;
  if (standIn) {
    // The stand-in's control (make activities, emit webhooks) answers only this machine, like the outbox.
    api.use('/stand-in/strava/control/*', localOnly());
    api.route('/stand-in/strava', standIn.app);
  }
  if (deps.payments) api.route('/payments', paymentRoutes(deps));
  api.route('/notifications', notificationRoutes(deps));
  const paymentsStandIn = deps.paymentsWiring.standIn;
  if (paymentsStandIn) {
    api.use('/stand-in/mercado-pago/control/*', localOnly());
    api.route('/stand-in/mercado-pago', paymentsStandIn.routes);
  }
  if (hasOutbox(deps)) api.route('/dev/outbox', outboxRoutes(deps));
  if (hasOutbox(deps)) api.route('/dev/jobs', devJobRoutes(deps));
  api.get('/openapi.json', (c) => c.json(openApiDocument(rpcRegistry)));
  api.get('/docs', (c) => c.json(openApiDocument(rpcRegistry)));
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'Rota da API não encontrada.');
  });
  // Watch files: up to 20 MB, on this route only (the rest of the API stops at 100 KB).
  app.route('/api/activity-files', activityFileRoutes(deps, trustedOrigins(deps.env.APP_URL, deps.env.MODE)));
  app.route('/api/data-exports', exportRoutes(deps));
  app.route('/api/training-plan', trainingPlanExportRoutes(deps));
  app.route('/api', api);

  if (hasOutbox(deps)) app.use('/dev/outbox', localOnly());
  else
    app.all('/dev/outbox', () => {
      throw new AppError('NOT_FOUND', 'Página não encontrada.');
    });
  if (options.webDist) {
    const firstScreens: Record<string, FirstScreen> = {};
    const dashboard = dashboardFirstScreen({
      // The web build's server render, beside its browser build (apps/web/vite.config.ts).
      module: resolve(options.webDist, '../dist-server/dashboard-render.js'),
      answerReads: rpc.answerReads,
      log: deps.log,
    });
    if (dashboard) firstScreens[ROUTES.candidate.dashboard.path] = dashboard;
    app.route('/', staticSite(options.webDist, { firstScreens }));
  }
  app.notFound(() => {
    throw new AppError('NOT_FOUND', 'Página não encontrada.');
  });
  // The stand-in's webhook deliveries and the client's calls to it stay in this process.
  deps.stravaWiring.attach(app);
  deps.paymentsWiring.attach(app);
  return app;
}
