import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../app-deps.js';
import { MAX_FILE_BYTES } from '../../integrations/activity-files/parse-activity-file.js';
import { parseActivityFileInWorker } from '../../integrations/activity-files/parse-in-worker.js';
import type { ParsedActivity } from '../../integrations/activity-files/types.js';
import { AppError } from '../../lib/errors.js';
import { consumeRate } from '../../lib/rate-limit.js';
import { originCheck } from '../../lib/security.js';
import { readViewer } from '../../lib/session.js';
import { findViewerBySession } from '../profiles/profiles.service.js';
import { type ImportedActivity, importActivity } from './activity-import.service.js';

/** A person uploads a watch's history a few dozen files at a time at most. */
const UPLOADS = { max: 60, windowSeconds: 60 };

function fromFile(activity: ParsedActivity, contentHash: string): ImportedActivity {
  return {
    source: 'file',
    externalId: null,
    contentHash,
    type: activity.type,
    startTime: activity.startTime,
    distanceM: activity.distanceM,
    movingS: activity.movingS,
    elapsedS: activity.elapsedS,
    avgHeartRate: activity.avgHeartRate,
    maxHeartRate: activity.maxHeartRate,
    avgCadence: activity.avgCadence,
    polyline: activity.polyline,
    best2400S: activity.best2400S,
    best100S: activity.best100S,
    poolLengthM: activity.poolLengthM,
    lengths: activity.lengths,
    device: activity.device,
    trackFlag: activity.trackFlag,
  };
}

function fileNameOf(header: string | undefined): string {
  let name = 'arquivo';
  try {
    name = header ? decodeURIComponent(header) : name;
  } catch {
    // A malformed name is only a label: keep the default.
  }
  return name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200) || 'arquivo';
}

/**
 * POST /api/activity-files: one watch file (GPX, TCX or FIT) per request, its bytes as the body,
 * `x-file-name` naming it. Up to 20 MB on this route only; parsed off the event loop when large;
 * imported through the common door (deduplicated, credited once). Answers the file's outcome.
 */
export function activityFileRoutes(deps: AppDeps, trustedOrigins: string[]) {
  const router = new Hono();
  router.use('*', originCheck(trustedOrigins));
  router.use(
    '*',
    bodyLimit({
      maxSize: MAX_FILE_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Arquivo grande demais: o limite é 20 MB por arquivo.');
      },
    }),
  );
  router.post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const signedIn = await readViewer(c, deps, findViewerBySession);
    if (!signedIn) throw new AppError('UNAUTHENTICATED', 'Você precisa estar logado para enviar arquivos.');
    const userId = signedIn.viewer.id;
    await consumeRate(deps.db, `activity-files:${userId}`, UPLOADS);
    const fileName = fileNameOf(c.req.header('x-file-name'));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'O arquivo está vazio.');
    const parsed = await parseActivityFileInWorker(bytes, fileName);
    if (!parsed.ok) return c.json({ file_name: fileName, status: 'rejected', reason: parsed.reason });
    const hash = createHash('sha256').update(bytes).digest('hex');
    const outcome = await importActivity(deps.db, userId, fromFile(parsed.activity, hash));
    if (outcome.status === 'rejected') {
      return c.json({ file_name: fileName, status: 'rejected', reason: outcome.reason });
    }
    // The file's outcome itself (not wrapped in `data`): the upload widget reads one verdict per file.
    return c.json({
      file_name: fileName,
      status: outcome.status,
      activity_id: outcome.activityId,
      ...(outcome.status === 'imported' ? { coins: outcome.coins } : {}),
    });
  });
  return router;
}
