// Issue 21 items 5 and 11 on a 360 px phone: the small things a new user tripped over, each page
// audited by axe (the journeys' fixture).
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

const scrollWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test('the outbox fits the phone, a long link wraps instead of widening the page', async ({ page }) => {
  await createConfirmedAccount(page.request, uniqueEmail('caixa'));
  await page.goto('/dev/outbox');
  await expect(page.getByTestId('outbox-mail').first()).toBeVisible();
  // It read 2,001 px wide at 360.
  expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
});

test('signed in: the exchange command scrolls by keyboard, the edital is named whole, placeholders read as examples', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'demo@prontidao.app', password: 'Demo#TAF2025' },
  });
  expect(signIn.status()).toBe(200);

  await page.goto('/strava-test');
  const command = page.getByTestId('exchange-command');
  await expect(command).toBeVisible();
  await expect(command).toHaveAttribute('tabindex', '0');

  await page.goto('/aluno/testes');
  // The closed select cuts 'CBMDF 2025 — referência estim'; the whole name is under it.
  await expect(page.getByTestId('edital-name')).toHaveText('CBMDF 2025 — referência estimada');
  for (const label of ['Barra (repetições)', 'Corrida 2400 m (MM:SS)', 'Natação 100 m (MM:SS)']) {
    await expect(page.getByLabel(label)).toHaveAttribute('placeholder', /^ex\.: /);
  }
});

test("the wizard's weight step says its range and no bottom bar sits over 'Próximo'", async ({ page }) => {
  const email = uniqueEmail('peso');
  await createConfirmedAccount(page.request, email);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  await page.goto('/aluno/onboarding');
  const next = page.getByRole('button', { name: 'Próximo' });
  await expect(next).toBeVisible();
  // Every item of the bar led back to the wizard, and the bar covered half of 'Próximo'.
  await expect(page.getByRole('navigation', { name: 'Navegação rápida' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();

  await page.getByLabel('Nome completo').fill('Pessoa Teste');
  await page.getByLabel('Apelido', { exact: true }).fill(`Pessoa${Date.now() % 100000}`);
  await next.click();
  await page.getByLabel('Masculino').check();
  await next.click();
  await page.getByLabel('Altura (m)').fill('1,75');
  await next.click();
  await expect(
    page.getByText('Entre 30 e 200 kg; você pode atualizar seu peso a qualquer momento.'),
  ).toBeVisible();
  await next.scrollIntoViewIfNeeded();
  const box = await next.boundingBox();
  expect(box && box.y + box.height <= 740).toBe(true);
});
