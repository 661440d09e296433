import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.js';
import { unsubscribeByLink } from './notifications.service.js';

const page = (title: string, body: string) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} — Prontidão</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:24px}main{max-width:480px;margin:auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}h1{font-size:1.4rem;color:#b91c1c}button{font:inherit;font-weight:600;background:#b91c1c;color:#fff;border:0;border-radius:8px;padding:.7rem 1.2rem;min-height:2.75rem;cursor:pointer}button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}</style>
</head><body><main>${body}</main></body></html>`;

/**
 * The reminder e-mails' unsubscribe link (RFC 8058): POST with `List-Unsubscribe=One-Click` (what
 * mail clients send) turns the e-mails off at once; GET shows a page with a button that posts —
 * a GET never unsubscribes, as link scanners open every link of a mail. The link is signed.
 */
export function notificationRoutes(deps: AppDeps) {
  const routes = new Hono();
  routes.get('/unsubscribe', (c) => {
    const u = c.req.query('u') ?? '';
    const t = c.req.query('t') ?? '';
    const action = `?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}`;
    return c.html(
      page(
        'Lembretes por e-mail',
        `<h1>Lembretes por e-mail</h1><p>Não quer mais receber lembretes da Prontidão por e-mail? As notificações no aplicativo continuam.</p>
<form method="post" action="${action.replaceAll('"', '&quot;')}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Cancelar lembretes por e-mail</button></form>`,
      ),
    );
  });
  routes.post('/unsubscribe', async (c) => {
    const done = await unsubscribeByLink(deps, c.req.query('u') ?? '', c.req.query('t') ?? '');
    if (!done)
      return c.html(
        page(
          'Link inválido',
          '<h1>Link inválido</h1><p>Este link de cancelamento não vale. Mude seus lembretes no perfil.</p>',
        ),
        400,
      );
    return c.html(
      page(
        'Pronto',
        '<h1>Pronto</h1><p>Você não receberá mais lembretes por e-mail. Pode religá-los no perfil, em Lembretes.</p>',
      ),
    );
  });
  return routes;
}
