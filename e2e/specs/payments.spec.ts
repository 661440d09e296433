import type { Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD } from '../playwright.config';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// Issue 25 on a phone: a candidate buys Avançado Mensal with PIX on the demo's Mercado Pago, comes
// back to 'Aguardando pagamento', sees it turn into 'Pagamento confirmado' by itself once the PIX
// is paid (the provider's notice grants the plan, not the return), finds the premium contents open,
// cancels the subscription and reads until when the plan lasts.

async function signInCandidate(page: Page) {
  const email = uniqueEmail('pagamento360');
  await createConfirmedAccount(page.request, email, 'Paula Ramos');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.post('/api/rpc/update_perfil_completo', {
    data: {
      p_nome: 'Paula Ramos',
      p_nickname: `Paula${Date.now() % 100_000}`,
      p_sexo: 'F',
      p_peso_kg: 61,
      p_altura_cm: 166,
      p_taf_dt: new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10),
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: false,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** dd/mm/yyyy in São Paulo, as the pages write a date. */
const brDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('buys Avançado Mensal with PIX, waits, is confirmed, the contents open, cancels and sees until when', async ({
    page,
  }, testInfo) => {
    await signInCandidate(page);

    // Free tier: the premium contents are locked.
    await page.goto('/recompensas');
    await expect(page.getByTestId('premium-content').first()).toContainText('Bloqueado');

    await page.goto('/aluno/planos');
    await expect(page.getByRole('heading', { name: 'Seu plano: Gratuito' })).toBeVisible();
    await expect(page.getByText('Nenhum pagamento ainda.')).toBeVisible();
    await fitsWidth(page);
    await page.getByRole('button', { name: 'Assinar Avançado Mensal' }).click();

    // Mercado Pago's page (the demo's stand-in): pay with PIX, then go back before paying it.
    await expect(page.getByRole('heading', { name: 'Mercado Pago (simulador)' })).toBeVisible();
    await expect(page.getByText('R$ 49,90')).toBeVisible();
    await page.getByRole('button', { name: 'Pagar com PIX' }).click();
    await expect(page.getByRole('heading', { name: 'Aguardando o pagamento do PIX' })).toBeVisible();
    const pixPage = page.url();
    await page.getByRole('link', { name: 'Voltar para a loja' }).click();

    await expect(page).toHaveURL(/\/aluno\/planos\/retorno\?pagamento=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('pagamento-aguardando-360.png'), fullPage: true });

    // The PIX is paid elsewhere (the bank app, here a plain HTTP client): this page finds out by itself.
    const paid = await page.request.post(`${pixPage}/approve`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText(/Seu plano Avançado Mensal está liberado até \d{2}\/\d{2}\/\d{4}/),
    ).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('pagamento-confirmado-360.png'), fullPage: true });

    // What the plan unlocks is open now.
    await page.goto('/recompensas');
    await expect(page.getByTestId('premium-content').first()).toBeVisible();
    for (const item of await page.getByTestId('premium-content').all()) {
      await expect(item).not.toContainText('Bloqueado');
    }

    // The plans page: since, until, the receipt; then cancel at the end of the month paid.
    const plan = await (await page.request.post('/api/rpc/get_plano_atual', { data: {} })).json();
    const until = brDate(plan.data.until);
    await page.goto('/aluno/planos');
    const panel = page.getByTestId('current-plan');
    await expect(panel.getByRole('heading', { name: 'Seu plano: Avançado Mensal' })).toBeVisible();
    await expect(panel.getByText(until, { exact: true })).toBeVisible();
    await expect(panel.getByText(brDate(new Date().toISOString()), { exact: true })).toBeVisible();
    const receipt = page.getByTestId('payment');
    await expect(receipt).toHaveCount(1);
    await expect(receipt).toContainText('Aprovado');
    await expect(receipt).toContainText('PIX');
    await fitsWidth(page);

    await panel.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`continua valendo até ${until}`);
    await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(
      panel.getByText(`Assinatura cancelada: o plano vale até ${until} e não será mais cobrado.`),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);
    // Still Avançado until then.
    await expect(panel.getByRole('heading', { name: 'Seu plano: Avançado Mensal' })).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('planos-cancelado-360.png'), fullPage: true });
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the admin reads a long e-mail’s payment in a table that fits beside the menu', async ({
    page,
    browser,
  }, testInfo) => {
    // A candidate with a long address opens a checkout and leaves (no method, no provider id, no period).
    const buyer = await browser.newContext();
    const email = uniqueEmail('pagamento.com.um.endereco.bem.comprido.1280');
    await createConfirmedAccount(buyer.request, email, 'Paula Ramos');
    expect(
      (await buyer.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
    const checkout = await buyer.request.post('/api/rpc/create_checkout', {
      data: { plano_code: 'AVAN_MENSAL' },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    await buyer.close();

    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: 'admin@prontidao.app', password: DEMO_ADMIN_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/admin/pagamentos');
    const table = page.getByRole('region', { name: 'Tabela de pagamentos' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
    await expect(row).toContainText('Não concluído');
    await expect(row.getByRole('button', { name: `Histórico do plano de ${email}` })).toBeVisible();
    // Every column in view: the table does not scroll inside its border, nor the page.
    const widths = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: testInfo.outputPath('admin-pagamentos-1280.png') });
  });
});
