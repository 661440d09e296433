import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { listOutbox } from '../../integrations/mail/mailer.js';
import { isLoopbackRequest } from '../../lib/client-address.js';
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

/** The outbox exists only in the local demo, without SMTP. */
export function hasOutbox(deps: AppDeps): boolean {
  return deps.env.MODE === 'demo' && deps.mailer.transport === 'outbox';
}

/**
 * The outbox page and API answer only the machine itself, whatever HOST the server listens on:
 * anyone else could read password-reset links there. Elsewhere they do not exist (404).
 */
export function localOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!isLoopbackRequest(c)) throw new AppError('NOT_FOUND', 'Página não encontrada.');
    await next();
  };
}

/** GET /api/dev/outbox: the mails kept while no SMTP server is configured (newest first). */
export function outboxRoutes(deps: AppDeps) {
  const router = new Hono();
  router.use('*', localOnly());
  router.get('/', async (c) => {
    const parsed = OutboxQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Endereço de e-mail inválido.');
    const { to } = parsed.data;
    return c.json({ data: await listOutbox(deps.db, to) });
  });
  return router;
}
