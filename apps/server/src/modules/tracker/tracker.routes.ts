import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.js';
import { validateSubscription } from '../../integrations/strava/webhook.js';
import { AppError } from '../../lib/errors.js';
import { parseJsonText } from '../../lib/json-body.js';
import { readViewer } from '../../lib/session.js';
import { findViewerBySession } from '../profiles/profiles.service.js';
import { completeAuthorization, type TrackerDeps } from './strava.service.js';
import { receiveEvent } from './strava-webhook.service.js';
import { TRACKER_NOT_CONFIGURED } from './tracker.rpc.js';

/**
 * Strava's fixed addresses: the OAuth callback (our redirect_uri) and the webhook. Both exist only
 * where Strava (or its stand-in) is configured.
 */
export function stravaRoutes(deps: AppDeps) {
  const router = new Hono();
  const tracker = (): TrackerDeps => {
    if (!deps.strava) throw new AppError('NOT_FOUND', TRACKER_NOT_CONFIGURED);
    return { db: deps.db, jobs: deps.jobs, log: deps.log, strava: deps.strava };
  };

  router.get('/callback', async (c) => {
    const tracked = tracker();
    const viewer = await readViewer(c, deps, findViewerBySession);
    const target = await completeAuthorization(tracked, viewer?.viewer.id ?? null, c.req.query());
    return c.redirect(target, 302);
  });

  router.get('/webhook', (c) => {
    const result = validateSubscription(c.req.query(), deps.env.STRAVA_WEBHOOK_VERIFY_TOKEN ?? '');
    if (!result.ok) throw new AppError('FORBIDDEN', 'Token de verificação inválido.');
    return c.json(result.body);
  });

  router.post('/webhook', async (c) => {
    const tracked = tracker();
    const reception = await receiveEvent(tracked, parseJsonText(await c.req.text()));
    if (reception === 'invalid') throw new AppError('VALIDATION_FAILED', 'Evento do Strava inválido.');
    if (reception === 'foreign')
      throw new AppError('FORBIDDEN', 'Evento de uma inscrição de webhook que não é a nossa.');
    return c.json({ ok: true });
  });

  return router;
}
