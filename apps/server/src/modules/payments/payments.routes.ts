import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.js';
import { verifyWebhookSignature } from '../../integrations/mercado-pago/webhook-signature.js';
import { AppError } from '../../lib/errors.js';
import { applyProviderPayment } from './payments.service.js';

/**
 * POST /api/payments/webhook: Mercado Pago's notices. The signature (x-signature over the payment
 * id of the query, x-request-id and the time) is checked before anything is read; a notice that is
 * not about a payment is acknowledged and ignored. A provider that does not answer gets 502, so the
 * notice comes again; nothing is written before the provider's answer.
 */
export function paymentRoutes(deps: AppDeps) {
  const routes = new Hono();
  routes.post('/webhook', async (c) => {
    const setup = deps.payments;
    if (!setup) throw new AppError('NOT_FOUND', 'Página não encontrada.');
    const dataId = c.req.query('data.id') ?? c.req.query('id') ?? null;
    const valid = verifyWebhookSignature({
      secret: setup.webhookSecret,
      header: c.req.header('x-signature'),
      requestId: c.req.header('x-request-id'),
      dataId,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!valid) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Assinatura do aviso inválida.');
    const type = c.req.query('type') ?? c.req.query('topic');
    if (type !== 'payment' || !dataId || !/^\d{1,20}$/.test(dataId))
      return c.json({ received: true, outcome: 'ignorado' });
    const outcome = await applyProviderPayment(deps, dataId);
    return c.json({ received: true, outcome });
  });
  return routes;
}
