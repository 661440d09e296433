import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { readViewer } from '../../lib/session.js';
import { findViewerBySession } from '../profiles/profiles.service.js';
import {
  CALENDAR_FILE_NAME,
  exportPlanCalendar,
  exportPlanWorkouts,
  WORKOUTS_FILE_NAME,
} from './training-plan.export.service.js';

/**
 * GET /api/training-plan/calendar.ics and /api/training-plan/workouts.zip: the signed-in person's
 * own plan, as a calendar and as watch workouts (decision 036, 'Exports'). Nobody else's: there is
 * no parameter to name another person.
 */
export function trainingPlanExportRoutes(deps: AppDeps) {
  const router = new Hono();
  const signedInId = async (c: Parameters<typeof readViewer>[0]) => {
    c.header('Cache-Control', 'no-store');
    const signedIn = await readViewer(c, deps, findViewerBySession);
    if (!signedIn) throw new AppError('UNAUTHENTICATED', 'Entre na sua conta para exportar seu plano.');
    return signedIn.viewer.id;
  };
  const fileHeaders = (type: string, fileName: string) => ({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });

  router.get('/calendar.ics', async (c) => {
    const userId = await signedInId(c);
    const text = await exportPlanCalendar(deps.db, userId, `${deps.env.APP_URL}/aluno/plano`);
    return c.body(text, 200, fileHeaders('text/calendar; charset=utf-8', CALENDAR_FILE_NAME));
  });
  router.get('/workouts.zip', async (c) => {
    const userId = await signedInId(c);
    const bytes = await exportPlanWorkouts(deps.db, userId);
    return c.body(bytes, 200, {
      ...fileHeaders('application/zip', WORKOUTS_FILE_NAME),
      'Content-Length': String(bytes.byteLength),
    });
  });
  return router;
}
