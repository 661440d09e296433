import { type Context, Hono } from 'hono';
import { renderCheckoutPage, renderMessagePage, renderPixPage } from './checkout-page.js';
import {
  approvePix,
  PAY_METHODS,
  type PayMethod,
  paymentOrThrow,
  payOnCheckout,
  returnUrl,
  StandInError,
} from './stand-in-actions.js';
import type { StandInContext } from './stand-in-context.js';
import type { StandInPayment } from './stand-in-store.js';

// The pages a person sees (no token: the checkout URL is the capability, as on Mercado Pago):
//   GET  /checkout/:preferenceId       the checkout (init_point): item, price, three buttons
//   POST /checkout/:preferenceId/pay   method=card|pix|reject → payment, webhook, 303 onwards
//   GET  /pix/:paymentId               a PIX waiting for its transfer
//   POST /pix/:paymentId/approve       the PIX paid → webhook, 303 to back_urls.success
//
// Card and refusal go straight back to the store (back_urls.success / .failure), as Mercado Pago
// does. A PIX goes to the waiting page first rather than to back_urls.pending: that is where a
// person pays a PIX on Mercado Pago (the QR code), and it is the clearest place for the button
// that simulates the transfer; "Voltar para a loja" on it leads to back_urls.pending.

function errorPage(c: Context, error: unknown) {
  if (error instanceof StandInError) {
    const status = error.code === 'NOT_FOUND' ? 404 : 409;
    return c.html(renderMessagePage('Não foi possível continuar', error.message), status);
  }
  throw error;
}

/** Back to the store with Mercado Pago's query; a short page when the checkout has no return URL. */
function goBack(c: Context, ctx: StandInContext, payment: StandInPayment) {
  const target = returnUrl(ctx, payment);
  if (target) return c.redirect(target, 303);
  const outcome =
    payment.status === 'approved'
      ? 'Pagamento aprovado'
      : payment.status === 'pending'
        ? 'Pagamento pendente'
        : 'Pagamento recusado';
  return c.html(renderMessagePage(outcome, `Pagamento nº ${payment.id}. Você já pode fechar esta página.`));
}

async function pay(c: Context, ctx: StandInContext) {
  const body = await c.req.parseBody();
  const method = body.method;
  if (typeof method !== 'string' || !PAY_METHODS.includes(method as PayMethod)) {
    return c.html(renderMessagePage('Forma de pagamento inválida', 'Escolha PIX, cartão ou recusar.'), 400);
  }
  try {
    const payment = await payOnCheckout(ctx, c.req.param('preferenceId') ?? '', method as PayMethod);
    if (payment.status === 'pending') {
      return c.redirect(`${ctx.basePath}/pix/${encodeURIComponent(payment.id)}`, 303);
    }
    return goBack(c, ctx, payment);
  } catch (error) {
    return errorPage(c, error);
  }
}

function showPix(c: Context, ctx: StandInContext) {
  try {
    const payment = paymentOrThrow(ctx, c.req.param('paymentId') ?? '');
    if (payment.payment_method_id !== 'pix') {
      throw new StandInError('NOT_FOUND', `O pagamento ${payment.id} não é um PIX.`);
    }
    return c.html(
      renderPixPage({
        paymentId: payment.id,
        title: payment.description,
        amount: payment.transaction_amount,
        pending: payment.status === 'pending',
        approveAction: `${ctx.basePath}/pix/${encodeURIComponent(payment.id)}/approve`,
        storeUrl: returnUrl(ctx, payment),
      }),
    );
  } catch (error) {
    return errorPage(c, error);
  }
}

async function approve(c: Context, ctx: StandInContext) {
  try {
    const current = paymentOrThrow(ctx, c.req.param('paymentId') ?? '');
    // A second press (or a reload) of an already paid PIX just goes on to the store.
    const payment = current.status === 'approved' ? current : await approvePix(ctx, current.id);
    return goBack(c, ctx, payment);
  } catch (error) {
    return errorPage(c, error);
  }
}

export function checkoutRoutes(ctx: StandInContext) {
  const app = new Hono();
  app.get('/checkout/:preferenceId', (c) => {
    const preference = ctx.store.preferences.get(c.req.param('preferenceId'));
    if (!preference) {
      return c.html(
        renderMessagePage('Checkout não encontrado', 'Este checkout não existe no simulador.'),
        404,
      );
    }
    return c.html(
      renderCheckoutPage({
        title: preference.title,
        amount: preference.amount,
        payerEmail: preference.payerEmail,
        payAction: `${ctx.basePath}/checkout/${encodeURIComponent(preference.id)}/pay`,
      }),
    );
  });
  app.post('/checkout/:preferenceId/pay', (c) => pay(c, ctx));
  app.get('/pix/:paymentId', (c) => showPix(c, ctx));
  app.post('/pix/:paymentId/approve', (c) => approve(c, ctx));
  return app;
}
