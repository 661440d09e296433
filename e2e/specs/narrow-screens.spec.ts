// Plain Playwright: this journey visits some thirty pages in a row to measure them; the axe journeys
// audit the pages themselves.
import { expect, type Page, test } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import { LONG_NAME, signInLongAccount } from '../support/long-account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { pageSettler } from '../support/settled';
import { wordsSplitIn } from '../support/whole-words';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

/** How far the page is wider than the screen (0 when it fits), once the page has settled. */
async function overflowOf(page: Page, path: string, settled: () => Promise<void>) {
  await page.goto(path);
  await settled();
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function expectFits(page: Page, paths: string[]) {
  const settled = pageSettler(page);
  for (const path of paths) {
    expect
      .soft(await overflowOf(page, path, settled), `${path} is wider than ${WIDTH} px`)
      .toBeLessThanOrEqual(WIDTH);
  }
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('public and sign-in pages fit 360 px, long e-mail boxes included', async ({ page }) => {
  await expectFits(page, [
    '/',
    '/landing',
    '/escolha',
    '/auth',
    '/auth/treinador',
    '/auth/confirm',
    `/auth/confirm?token_hash=${'x'.repeat(64)}&type=signup`,
    `/auth/error?reason=${encodeURIComponent(`Falha ao validar ${'mariaeduarda.santos6489@hotmail.com'.repeat(3)}`)}`,
    '/404',
    '/uma/pagina/que/nao/existe',
  ]);

  // The reported case: the confirmation box after sign-up with a 35-character e-mail, then the
  // 'Email não confirmado' box after an early sign-in: one box, never wider than the screen.
  const email = 'mariaeduarda.santos6489@hotmail.com';
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  await dialog.getByLabel('Nome completo').fill('Maria Eduarda dos Santos');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirmar senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Confirme seu e-mail')).toBeVisible();
  expect.soft(await scrollWidth(page), 'confirmation box').toBeLessThanOrEqual(WIDTH);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Email não confirmado')).toBeVisible();
  await expect(page.getByTestId('unconfirmed-email-box')).toHaveCount(1);
  expect.soft(await scrollWidth(page), "'Email não confirmado' box").toBeLessThanOrEqual(WIDTH);
  await page.screenshot({ path: '../.tmp/screens/auth-unconfirmed-360.png', fullPage: true });
});

test('every candidate page fits 360 px with a very long name, e-mail and nickname', async ({ page }) => {
  await signInLongAccount(page, { tag: 'candidato', complete: true });
  await expectFits(page, [
    '/aluno/dashboard',
    '/aluno/perfil',
    '/perfil',
    '/aluno/testes',
    '/testes',
    '/aluno/simulados',
    '/simulados',
    '/aluno/progresso-taf',
    '/progresso-taf',
    '/aluno/treinos',
    '/aluno/planos',
    '/ranking',
    '/recompensas',
    '/chat',
    '/integracoes',
    '/join',
    '/strava-test',
    '/404',
  ]);

  // The header keeps the product name and the whole nickname greeting; the menus wrap the e-mail.
  await page.goto('/aluno/dashboard');
  await expect(page.getByRole('banner').getByText('Prontidão')).toBeVisible();
  // The bottom bar's names wrap between words ('Progresso | TAF'), never inside one.
  expect.soft(await wordsSplitIn(page, 'Navegação rápida')).toEqual([]);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect.soft(await scrollWidth(page), 'user menu open').toBeLessThanOrEqual(WIDTH);
  await page.screenshot({ path: '../.tmp/screens/user-menu-360.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect.soft(await scrollWidth(page), 'menu sheet open').toBeLessThanOrEqual(WIDTH);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '../.tmp/screens/dashboard-long-360.png', fullPage: true });
});

test('onboarding and trainer pages fit 360 px with a very long name', async ({ page, browser }) => {
  await signInLongAccount(page, { tag: 'novo', complete: false });
  await expectFits(page, ['/aluno/onboarding']);

  const trainer = await browser.newContext({ viewport: { width: WIDTH, height: 740 }, isMobile: true });
  const trainerPage = await trainer.newPage();
  const email = uniqueEmail('treinador.com.um.endereco.bem.comprido');
  const signUp = await trainerPage.request.post('/api/auth/sign-up/email', {
    data: { name: LONG_NAME, email, password: PASSWORD, role_intent: 'treinador' },
  });
  expect(signUp.status()).toBe(200);
  const link = new URL(linkIn(await latestMailTo(trainerPage.request, email)));
  await expectFits(trainerPage, [link.pathname + link.search]);
  await trainerPage.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  await expectFits(trainerPage, [
    '/treinador/onboarding',
    '/treinador/dashboard',
    '/treinador/turmas',
    '/perfil',
  ]);
  await trainer.close();
});
