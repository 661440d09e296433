import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';

const OutboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => !value.includes('\u0000'))
    .optional(),
});

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
    const parsed = OutboxQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Endereço de e-mail inválido.');
    const { to } = parsed.data;
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
