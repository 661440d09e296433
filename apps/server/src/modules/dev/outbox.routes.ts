import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';

/**
 * GET /api/dev/outbox: the mails kept while no SMTP server is configured (newest first,
 * optionally for one address). Gone (404) as soon as real SMTP is set.
 */
export function outboxRoutes(deps: AppDeps) {
  const router = new Hono();
  router.get('/', async (c) => {
    if (deps.mailer.transport !== 'outbox' || deps.env.NODE_ENV === 'production') {
      throw new AppError('NOT_FOUND', 'Caixa de saída desativada.');
    }
    const to = c.req.query('to')?.trim().toLowerCase();
    if (to !== undefined && (to.length > 254 || to.includes('\u0000'))) {
      throw new AppError('VALIDATION_FAILED', 'Endereço de e-mail inválido.');
    }
    let query = deps.db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(50);
    if (to) query = query.where('to_address', '=', to);
    return c.json({ data: await query.execute() });
  });
  return router;
}
