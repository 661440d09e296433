import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createConfirmedAccount, PASSWORD, signInThroughForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestMailTo, uniqueEmail } from '../support/mail';

// Issue 13, end to end at 360 px: a candidate with ranking consent and two runs finds 'Seus dados'
// on the profile (the consent given, with its date; the privacy policy, public, with the operator's
// contact, also linked from the landing's footer and the sign-up dialog), exports a ZIP whose
// dados.json lists the two runs, and deletes the account: nothing goes before the 7-day grace
// period; 8 days later (the demo's clock) signing in fails and the nickname is on no board. A
// second candidate asks for the deletion and signs in again within the period: it is cancelled.

const DAY_MS = 86_400_000;
const CONTACT_EMAIL = 'privacidade@prontidao.app';
const PHRASE = 'EXCLUIR MINHA CONTA';

test.use({ viewport: { width: 360, height: 740 } });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function post(request: APIRequestContext, name: string, data: Record<string, unknown> = {}) {
  const response = await request.post(`/api/rpc/${name}`, { data });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** A confirmed candidate with a complete profile, ranking consent and `runs` (metres, 6 min/km) logged today. */
async function seedCandidate(request: APIRequestContext, nickname: string, runs: number[]) {
  const email = uniqueEmail(`dados.${nickname.toLowerCase()}`);
  await createConfirmedAccount(request, email, `Pessoa ${nickname}`);
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  await post(request, 'update_perfil_completo', {
    p_nome: `Pessoa ${nickname}`,
    p_nickname: nickname,
    p_sexo: 'M',
    p_peso_kg: 74,
    p_altura_cm: 176,
    p_taf_dt: new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10),
    p_cargo_code: 'SOLDADO',
    p_consent_ranking: true,
  });
  for (const metres of runs) {
    await post(request, 'insert_training_activity', {
      p_activity_type: 'RUN',
      p_value_primary: metres,
      p_value_secondary: Math.round(metres * 0.36),
    });
  }
  return email;
}

/** Seeds on a request context of its own, so the page itself stays signed out. */
/** Every account this file makes: whatever a failed run left is deleted after each test. */
const created: string[] = [];

async function seedApart(browser: Browser, baseURL: string | undefined, nickname: string, runs: number[]) {
  const context = await browser.newContext({ baseURL });
  const email = await seedCandidate(context.request, nickname, runs);
  created.push(email);
  await context.close();
  return email;
}

// A run that failed halfway must not leave a 195 km runner on the shared server's boards (the
// ranking journey counts on its own candidates being the top 5): delete what is still there.
test.afterEach(async ({ playwright, baseURL }) => {
  for (const email of created.splice(0)) {
    const request = await playwright.request.newContext({ baseURL });
    const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
    if (signIn.ok()) {
      await request.post('/api/rpc/request_account_deletion', {
        data: { password: PASSWORD, confirmation: PHRASE },
      });
      const at = new Date(Date.now() + 8 * DAY_MS).toISOString();
      await request.post('/api/dev/jobs/account-deletions', { data: { at } });
    }
    await request.dispose();
  }
});

/** The newest mail to `email` comes to have `subject` (some are sent just after the reply). */
async function expectLatestMail(request: APIRequestContext, email: string, subject: string) {
  await expect.poll(async () => (await latestMailTo(request, email)).subject).toBe(subject);
}

/** Runs the hourly deletion job as if it were `days` from now (POST /api/dev/jobs/account-deletions). */
async function runDeletionJob(request: APIRequestContext, days: number): Promise<number> {
  const at = new Date(Date.now() + days * DAY_MS).toISOString();
  const response = await request.post('/api/dev/jobs/account-deletions', { data: { at } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { deleted: number } }).data.deleted;
}

/** Everything the twelve boards show the viewer, as text. */
async function boardsText(request: APIRequestContext) {
  return JSON.stringify(await post(request, 'get_rankings'));
}

/** Opens 'Excluir minha conta' on the profile page and confirms with the password and the phrase. */
async function requestDeletion(page: Page, password = PASSWORD) {
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await dialog.getByLabel('Sua senha').fill(password);
  await dialog.getByLabel(`Digite ${PHRASE} para confirmar`).fill(PHRASE);
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();
  return dialog;
}

test('“Seus dados”: consent with its date, the privacy page, a ZIP with the runs, deletion after the grace period', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now() % 100_000;
  const nickname = `Apagavel${tag}`;
  const runs = [100_000, 95_000];
  const email = await seedApart(browser, baseURL, nickname, runs);

  // Another candidate with consent, who sees the boards (in a window of their own).
  const viewerContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await seedCandidate(viewerContext.request, `Observa${tag}`, []);
  expect(await boardsText(viewerContext.request)).toContain(nickname);

  // Signed out: the landing's footer links the privacy policy, which shows the operator's contact.
  await page.goto('/');
  // The prerendered landing works before its app starts: the footer's link is a link (decision 056).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Quem vê seus dados' })).toBeVisible();
  await expect(page.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '../.tmp/screens/data-rights-privacidade-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('link', { name: CONTACT_EMAIL })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: '../.tmp/screens/data-rights-privacidade-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });

  // The sign-up dialog says what creating an account agrees to.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const signUp = page.getByRole('dialog', { name: 'Criar conta' });
  await expect(signUp).toContainText('Ao criar a conta você concorda com a nossa Política de Privacidade');
  await expect(signUp.getByRole('link', { name: /Política de Privacidade/ })).toHaveAttribute(
    'href',
    '/privacidade',
  );
  await page.keyboard.press('Escape');
  await expect(signUp).toHaveCount(0);

  // Signed in through the form: 'Seus dados' on the profile, ranking consent given on a date.
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/aluno\//);
  await page.goto('/aluno/perfil');
  await expect(page.getByRole('heading', { level: 2, name: 'Seus dados' })).toBeVisible();
  const consents = page.getByRole('region', { name: 'Consentimentos' });
  const ranking = consents.getByRole('listitem').filter({ hasText: 'Aparecer nos rankings' });
  const todayBr = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(ranking).toContainText(`Autorizado desde ${todayBr}`);
  await expect(ranking.getByRole('button', { name: 'Revogar: Aparecer nos rankings' })).toBeVisible();
  await expect(
    consents.getByRole('listitem').filter({ hasText: 'Compartilhar com treinadores' }),
  ).toContainText('Não autorizado');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await consents.screenshot({ path: '../.tmp/screens/data-rights-consentimentos-360.png' });
  await page
    .getByRole('region', { name: 'Excluir conta' })
    .screenshot({ path: '../.tmp/screens/data-rights-excluir-conta-360.png' });
  await consents.getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('link', { name: CONTACT_EMAIL })).toBeVisible();

  // Export: the job prepares the ZIP in the server while the card polls; 'Baixar' downloads it.
  await page.goto('/aluno/perfil');
  const exportCard = page.getByRole('region', { name: 'Exportar meus dados' });
  const startedAt = Date.now();
  await exportCard.getByRole('button', { name: 'Exportar meus dados' }).click();
  const baixar = exportCard.getByRole('link', { name: 'Baixar', exact: true });
  await expect(baixar).toBeVisible({ timeout: 30_000 });
  test.info().annotations.push({ type: 'export ready after', description: `${Date.now() - startedAt} ms` });
  await expect(exportCard).toContainText('Seus dados estão prontos.');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await exportCard.screenshot({ path: '../.tmp/screens/data-rights-exportacao-360.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  expect(download.suggestedFilename()).toMatch(/^prontidao-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  expect([today, new Date().toISOString().slice(0, 10)]).toContain(
    download.suggestedFilename().slice('prontidao-dados-'.length, -'.zip'.length),
  );
  const zip = new Uint8Array(await readFile(await download.path()));
  expect(zip.byteLength).toBeGreaterThan(0);
  expect(strFromU8(zip.subarray(0, 2))).toBe('PK');
  const files = unzipSync(zip);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['dados.json', 'resumo.txt']));
  const dados = JSON.parse(strFromU8(files['dados.json'] as Uint8Array)) as {
    titular: { email: string };
    perfil: { nickname: string };
    atividades: { activity_type: string; value_primary: number | string }[];
  };
  expect(dados.titular.email).toBe(email);
  expect(dados.perfil.nickname).toBe(nickname);
  expect(dados.atividades).toHaveLength(2);
  expect(dados.atividades.map((a) => a.activity_type)).toEqual(['RUN', 'RUN']);
  expect(dados.atividades.map((a) => Number(a.value_primary)).sort((a, b) => a - b)).toEqual(
    [...runs].sort((a, b) => a - b),
  );
  expect(strFromU8(files['resumo.txt'] as Uint8Array)).toContain('Treinos: 2 (2 de corrida)');
  await expectLatestMail(request, email, 'Seus dados estão prontos — Prontidão');

  // Deletion: the phrase must be typed exactly, the password must match.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toContainText('Até lá, entrar na sua conta cancela a exclusão.');
  const phrase = dialog.getByLabel(`Digite ${PHRASE} para confirmar`);
  const confirm = dialog.getByRole('button', { name: 'Excluir conta' });
  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await phrase.fill('excluir minha conta');
  await expect(confirm).toBeDisabled();
  await phrase.press('Enter');
  await expect(dialog).toBeVisible();
  await phrase.fill('EXCLUIR MINHA CONT');
  await expect(confirm).toBeDisabled();
  await phrase.fill(PHRASE);
  await dialog.getByLabel('Sua senha').fill('Senha#Errada2025');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  await expect(page).toHaveURL(/\/aluno\/perfil/);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '../.tmp/screens/data-rights-excluir-360.png' });
  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await confirm.click();

  // Signed out, on /auth, told when the account goes and how to cancel.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Exclusão da conta agendada')).toBeVisible();
  await expect(page.getByText(/Sua conta será excluída em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByText('Basta entrar de novo até lá.', { exact: false })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
  await page.screenshot({ path: '../.tmp/screens/data-rights-exclusao-agendada-360.png' });
  await expectLatestMail(request, email, 'Exclusão da conta agendada — Prontidão');
  const status = await page.request.post('/api/rpc/get_account_deletion_status', { data: {} });
  expect(status.status()).toBe(401);

  // Within the grace period nothing goes (no sign-in: that would cancel it).
  expect(await runDeletionJob(request, 6)).toBe(0);
  expect(await boardsText(viewerContext.request)).toContain(nickname);

  // 8 days later the job deletes the account.
  expect(await runDeletionJob(request, 8)).toBeGreaterThanOrEqual(1);
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page.getByText('E-mail ou senha incorretos.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'E-mail ou senha incorretos.' }),
  ).toHaveCSS('opacity', '1');
  await page.screenshot({ path: '../.tmp/screens/data-rights-login-falha-360.png' });

  // The nickname is on no board: the call that feeds them, and both tabs of /ranking.
  const boards = await boardsText(viewerContext.request);
  expect(boards).not.toContain(nickname);
  const viewer = await viewerContext.newPage();
  await viewer.goto('/ranking');
  await expect(viewer.getByRole('tab', { name: 'Corrida', selected: true })).toBeVisible();
  await expect(viewer.getByTestId('board-run_distance_alltime').getByRole('table')).toBeVisible();
  await expect(viewer.getByRole('main').getByText(nickname)).toHaveCount(0);
  await viewer.screenshot({ path: '../.tmp/screens/data-rights-ranking-depois-360.png', fullPage: true });
  await viewer.getByRole('tab', { name: 'Natação' }).click();
  await expect(viewer.getByRole('tab', { name: 'Natação', selected: true })).toBeVisible();
  await expect(viewer.getByTestId('board-swim_distance_alltime')).toBeVisible();
  await expect(viewer.getByRole('main').getByText(nickname)).toHaveCount(0);
  await viewerContext.close();
});

test('signing in again within the grace period cancels the deletion', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const nickname = `Arrependido${Date.now() % 100_000}`;
  const email = await seedApart(browser, baseURL, nickname, [5_000]);

  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/aluno\//);
  await page.goto('/aluno/perfil');
  await expect(page.getByRole('heading', { level: 2, name: 'Seus dados' })).toBeVisible();
  await requestDeletion(page);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Exclusão da conta agendada')).toBeVisible();

  // The person signs in again: the account works, the deletion is gone.
  await signInThroughForm(page, email);
  await expect(page.getByText('Exclusão da conta cancelada').first()).toBeVisible();
  await expect(page).toHaveURL(/\/aluno\//);
  expect(await post(page.request, 'get_account_deletion_status')).toBeNull();
  await expectLatestMail(request, email, 'Exclusão da conta cancelada — Prontidão');
  await page.goto('/aluno/perfil');
  await expect(page.getByRole('heading', { level: 2, name: 'Seus dados' })).toBeVisible();
  await expect(page.getByText(nickname).first()).toBeVisible();
  await page.screenshot({ path: '../.tmp/screens/data-rights-cancelada-360.png' });

  // The job, 8 days later, leaves the person alone.
  await runDeletionJob(request, 8);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Seus dados' })).toBeVisible();
  expect(await post(page.request, 'get_account_deletion_status')).toBeNull();
  const again = await browser.newContext({ baseURL });
  const signIn = await again.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  // Still ranked: the person's own place on the run board (6th, behind the demo's rivals).
  const { boards } = (await post(again.request, 'get_rankings')) as {
    boards: Record<string, { me: { value: number } | null }>;
  };
  expect(boards.run_distance_alltime?.me?.value).toBe(5_000);
  await again.close();
});
