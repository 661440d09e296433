// The stand-in's pages, in pt-BR: the checkout (what Mercado Pago shows at init_point), the PIX
// waiting page, and short messages (a result without a return URL, an error). Plain HTML forms
// with real buttons, one column that fits a 360 px screen, every value escaped.

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 49,90' (a plain space: the page keeps it on one line with white-space: nowrap). */
export const formatBrl = (reais: number) => BRL.format(reais).replace(/\s/u, ' ');

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1a1a1a;margin:0;padding:1rem;line-height:1.45}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.marca{margin:0 0 .25rem;font-size:1.25rem;color:#00466e}
.aviso{font-size:.875rem;color:#4a4a4a;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1rem 0 .25rem;overflow-wrap:anywhere}
.preco{font-size:1.6rem;font-weight:700;white-space:nowrap;margin:0 0 1rem}
.acoes{display:flex;flex-direction:column;gap:.75rem;margin-top:1rem}
form{margin:0}
button,.botao{display:block;width:100%;min-height:2.75rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;padding:.65rem 1rem;border-radius:.5rem;border:2px solid #00466e;cursor:pointer}
.principal{background:#00466e;color:#fff}
.secundario{background:#fff;color:#00466e}
.perigo{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
.dica{font-size:.85rem;color:#4a4a4a;margin:.25rem 0 0}
fieldset{border:0;padding:0;margin:1rem 0 0;min-width:0}
legend{font-weight:600;padding:0;margin-bottom:.5rem}
button:focus-visible,a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Mercado Pago (simulador)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1 class="marca">Mercado Pago (simulador)</h1>
<p class="aviso">Simulador local do Mercado Pago: nenhum pagamento de verdade é feito e nenhum dado sai deste computador.</p>
${body}
</main>
</body>
</html>`;
}

/** The checkout's three buttons: each posts `method`, with a hint read out with it. */
const PAY_BUTTONS = [
  {
    method: 'pix',
    label: 'Pagar com PIX',
    hint: 'Você confirma o pagamento na próxima tela.',
    kind: 'principal',
  },
  { method: 'card', label: 'Pagar com cartão', hint: 'Aprovado na hora, em 1 parcela.', kind: 'principal' },
  { method: 'reject', label: 'Recusar', hint: 'Simula um pagamento recusado.', kind: 'perigo' },
] as const;

const payButton = (button: (typeof PAY_BUTTONS)[number]) =>
  `<div><button type="submit" name="method" value="${button.method}" class="${button.kind}" aria-describedby="dica-${button.method}">${escapeHtml(button.label)}</button>
<p class="dica" id="dica-${button.method}">${escapeHtml(button.hint)}</p></div>`;

export interface CheckoutPageInput {
  title: string;
  amount: number;
  payerEmail: string | null;
  /** Where the form posts (…/checkout/<id>/pay). */
  payAction: string;
}

export function renderCheckoutPage(input: CheckoutPageInput): string {
  const payer = input.payerEmail ? `<p>Pagador: ${escapeHtml(input.payerEmail)}</p>` : '';
  return layout(
    'Pagamento',
    `<h2>${escapeHtml(input.title)}</h2>
<p class="preco">${escapeHtml(formatBrl(input.amount))}</p>
${payer}
<form method="post" action="${escapeHtml(input.payAction)}">
<fieldset class="acoes">
<legend>Escolha como pagar</legend>
${PAY_BUTTONS.map(payButton).join('\n')}
</fieldset>
</form>`,
  );
}

export interface PixPageInput {
  paymentId: string;
  title: string;
  amount: number;
  /** Still waiting for the transfer (otherwise the PIX was already paid). */
  pending: boolean;
  /** Where the form posts (…/pix/<id>/approve). */
  approveAction: string;
  /** back_urls.pending (waiting) or .success (paid), with Mercado Pago's query; null without one. */
  storeUrl: string | null;
}

export function renderPixPage(input: PixPageInput): string {
  const back = input.storeUrl
    ? `<a class="botao secundario" href="${escapeHtml(input.storeUrl)}">Voltar para a loja</a>`
    : '';
  const status = input.pending
    ? `<h2>Aguardando o pagamento do PIX</h2>
<p>${escapeHtml(input.title)}: <span class="preco">${escapeHtml(formatBrl(input.amount))}</span></p>
<p>Pagamento nº ${escapeHtml(input.paymentId)}. No Mercado Pago real, aqui aparece o QR Code; no simulador, use o botão abaixo para confirmar a transferência.</p>
<div class="acoes">
<form method="post" action="${escapeHtml(input.approveAction)}">
<button type="submit" class="principal">Simular pagamento do PIX</button>
</form>
${back}
</div>`
    : `<h2>PIX recebido</h2>
<p>O pagamento nº ${escapeHtml(input.paymentId)} (${escapeHtml(formatBrl(input.amount))}) já foi confirmado.</p>
<div class="acoes">${back}</div>`;
  return layout('PIX', status);
}

/** A short page: a result without a return URL, or an error (pass the HTTP status to the route). */
export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<h2>${escapeHtml(title)}</h2>\n<p>${escapeHtml(message)}</p>`);
}
