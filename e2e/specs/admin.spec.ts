import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD } from '../playwright.config';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestMailTo, uniqueEmail } from '../support/mail';
import { wordsSplitIn } from '../support/whole-words';

// Issue 12, the admin's side: the demo admin signs in through the admin-access dialog, reads live
// statistics and system checks on /dashboard, approves a trainer's CREF on /admin/verifications,
// finds a candidate on /admin/users by the start of the e-mail and gives them 'Avançado Mensal';
// the candidate's upgrade card goes away on their next load; the recent-activity card lists both
// decisions. Desktop (1280 px), then /admin/users and /dashboard at 360 px.

const ADMIN_EMAIL = 'admin@prontidao.app'; // apps/server/src/db/seed/demo.ts (DEMO_ADMIN)
const ADMIN_NAME = 'Admin Demo';
const TAG = Date.now() % 100_000;

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function post(request: APIRequestContext, name: string, data: Record<string, unknown> = {}) {
  const response = await request.post(`/api/rpc/${name}`, { data });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function signUpAndIn(request: APIRequestContext, email: string, name: string) {
  await createConfirmedAccount(request, email, name);
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
}

/** The number a statistic card shows ('1.234' → 1234), once the figures have loaded. */
async function statistic(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('region', { name: 'Estatísticas do sistema' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
  await expect(value).toHaveText(/^\d[\d.]*$/);
  return Number((await value.innerText()).replace(/\./g, ''));
}

async function statistics(page: Page) {
  return {
    total: await statistic(page, 'Total de usuários'),
    candidates: await statistic(page, 'Candidatos'),
    trainers: await statistic(page, 'Treinadores'),
    unverified: await statistic(page, 'Treinadores com CREF não verificado'),
  };
}

test('an admin signs in through the dialog, reads live figures, approves a CREF and gives a plan', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The admin-access dialog on /auth: credentials first, then where to enter.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Acesso administrativo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acesso administrativo' });
  await dialog.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await dialog.getByLabel('Senha').fill(DEMO_ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar como administrador' }).click();
  await expect(dialog.getByText('Credenciais confirmadas. Como deseja entrar?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Entrar como candidato' }).click();
  await expect(page).toHaveURL(/\/aluno\/dashboard$/);

  // In the candidate area the admin has the candidate's navigation, and 'Administração' leads back.
  await expect(page.getByRole('link', { name: 'Treinos', exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Administração', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Painel administrativo', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar como candidato' })).toHaveAttribute(
    'href',
    '/aluno/dashboard',
  );
  await expect(page.getByRole('link', { name: 'Entrar como treinador' })).toHaveAttribute(
    'href',
    '/treinador/dashboard',
  );
  const before = await statistics(page);
  expect(before.total).toBeGreaterThanOrEqual(2); // the demo candidate and the admin at least

  // Live system checks: the database answers, timed.
  const checks = page.getByRole('list', { name: 'Verificações' });
  await expect(checks).toContainText('Banco de dados: Operacional');
  await expect(checks).toContainText(/respondeu em \d+ ms/);
  await expect(checks).toContainText('Fila de tarefas');
  await expect(checks).toContainText('E-mail');

  // A new candidate (own browser, profile complete) counts at once.
  const candidateContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const candidate = await candidateContext.newPage();
  const candidateName = `Bruna Plano ${TAG}`;
  const candidateEmail = uniqueEmail(`bruna.plano${TAG}`);
  await signUpAndIn(candidateContext.request, candidateEmail, candidateName);
  await post(candidateContext.request, 'update_perfil_completo', {
    p_nome: candidateName,
    p_nickname: `Bruna${TAG}`,
    p_sexo: 'F',
    p_peso_kg: 61,
    p_altura_cm: 166,
    p_taf_dt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    p_cargo_code: 'SOLDADO',
  });
  await page.reload();
  const afterCandidate = await statistics(page);
  expect(afterCandidate.total).toBe(before.total + 1);
  expect(afterCandidate.candidates).toBe(before.candidates + 1);
  expect(afterCandidate.trainers).toBe(before.trainers);

  // A trainer registered through the API: role intent, then onboarding with a CREF (no registry
  // configured here, so it waits for an admin).
  const trainerContext = await browser.newContext({ baseURL });
  const trainerName = `Rafael Treinador ${TAG}`;
  const trainerEmail = uniqueEmail(`rafael.cref${TAG}`);
  await signUpAndIn(trainerContext.request, trainerEmail, trainerName);
  await post(trainerContext.request, 'set_user_role', { new_role: 'treinador' });
  await post(trainerContext.request, 'complete_trainer_onboarding', {
    p_full_name: trainerName,
    p_birth_date: '1987-09-14',
    p_cref_number: '054321-G/SP',
    p_cref_region: 'SP',
  });
  expect((await post(trainerContext.request, 'get_trainer_profile')).cref_status).toBe('pendente');
  await page.reload();
  const afterTrainer = await statistics(page);
  expect(afterTrainer.total).toBe(before.total + 2);
  expect(afterTrainer.trainers).toBe(before.trainers + 1);
  expect(afterTrainer.unverified).toBe(before.unverified + 1);
  await expect(page.getByRole('list', { name: 'Verificações' })).toContainText(/respondeu em \d+ ms/);
  await page.screenshot({ path: '../.tmp/screens/admin-dashboard-1280.png', fullPage: true });

  // The CREF queue: the trainer waits; the admin approves.
  await page.getByRole('link', { name: 'Verificações', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/verifications$/);
  await expect(page.getByRole('heading', { name: 'Verificações de CREF', level: 1 })).toBeVisible();
  const queue = page.getByRole('list', { name: 'CREFs aguardando verificação' });
  const request = queue.getByRole('listitem').filter({ hasText: trainerEmail });
  await expect(request).toContainText(trainerName);
  // The CREF is stored with its UF: shown once (it read '054321-G/SP/SP').
  await expect(request).toContainText('054321-G/SP');
  await expect(request).not.toContainText('/SP/SP');
  await page.screenshot({ path: '../.tmp/screens/admin-verifications-1280.png', fullPage: true });
  await request.getByRole('button', { name: `Aprovar o CREF de ${trainerName}` }).click();
  await expect(page.getByText('CREF aprovado')).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: trainerEmail })).toHaveCount(0);
  expect((await post(trainerContext.request, 'get_trainer_profile')).cref_status).toBe('verificado');
  // The trainer learns it by mail and on their dashboard.
  expect((await latestMailTo(trainerContext.request, trainerEmail)).subject).toBe(
    'CREF verificado — Prontidão',
  );
  const trainer = await trainerContext.newPage();
  await trainer.goto('/treinador/dashboard');
  await expect(trainer.getByText('Seu CREF foi verificado.')).toBeVisible();
  await trainer.close();

  // The candidate, on the free tier, sees the upgrade card.
  await candidate.goto('/aluno/dashboard');
  await expect(candidate.getByTestId('upgrade-card')).toBeVisible();
  await expect(candidate.getByTestId('upgrade-card')).toContainText('Desbloqueie o plano Avançado');

  // /admin/users: the start of the e-mail finds exactly that candidate; the plan changes.
  await page.getByRole('link', { name: 'Usuários', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  const prefix = candidateEmail.split('@')[0] ?? candidateEmail;
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(prefix);
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(prefix);
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByRole('status')).toHaveText('1 usuário');
  const table = page.getByRole('table', { name: /^Usuários/ });
  await expect(table.getByRole('rowheader', { name: candidateEmail })).toBeVisible();
  const plan = page.getByRole('combobox', { name: `Plano de ${candidateEmail}` });
  await expect(plan).toHaveValue('FREE');
  await plan.selectOption({ label: 'Avançado Mensal' });
  await expect(page.getByText('Plano alterado')).toBeVisible();
  await expect(page.getByText(`${candidateName} agora está no plano Avançado Mensal.`)).toBeVisible();
  await expect(plan).toHaveValue('AVAN_MENSAL');
  await page.screenshot({ path: '../.tmp/screens/admin-users-1280.png', fullPage: true });

  // The candidate's open page still shows the card; the next load does not.
  await expect(candidate.getByTestId('upgrade-card')).toBeVisible();
  await candidate.reload();
  await expect(candidate.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(candidate.getByTestId('upgrade-card')).toHaveCount(0);
  const current = await post(candidateContext.request, 'get_plano_atual');
  expect(current.is_free).toBe(false);
  await candidate.screenshot({
    path: '../.tmp/screens/admin-candidate-dashboard-paid-1280.png',
    fullPage: true,
  });

  // Recent activity: the CREF decision and the plan change, newest first, by the admin.
  await page.getByRole('link', { name: 'Painel', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const activity = page.getByRole('list', { name: 'Atividades' });
  const planLine = `${ADMIN_NAME} mudou o plano de ${candidateName} de Gratuito para Avançado Mensal`;
  const crefLine = `${ADMIN_NAME} aprovou o CREF de ${trainerName}`;
  await expect(activity.getByRole('listitem').filter({ hasText: planLine })).toHaveCount(1);
  await expect(activity.getByRole('listitem').filter({ hasText: crefLine })).toHaveCount(1);
  const lines = await activity.getByRole('listitem').allInnerTexts();
  const planAt = lines.findIndex((line) => line.includes(planLine));
  const crefAt = lines.findIndex((line) => line.includes(crefLine));
  expect(planAt).toBeLessThan(crefAt);
  expect(await statistic(page, 'Treinadores com CREF não verificado')).toBe(before.unverified);
  await page.screenshot({ path: '../.tmp/screens/admin-dashboard-after-1280.png', fullPage: true });

  // At 360 px: the users page as cards, the long e-mail wraps, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/users?q=${encodeURIComponent(prefix)}`);
  const cards = page.getByRole('list', { name: 'Usuários' });
  await expect(cards.getByRole('listitem').filter({ hasText: candidateEmail })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Plano de ${candidateEmail}` })).toHaveValue('AVAN_MENSAL');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '../.tmp/screens/admin-users-360.png', fullPage: true });
  await page.goto('/admin/users');
  await expect(page.getByRole('list', { name: 'Usuários' }).getByRole('listitem').first()).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Atividades' })).toContainText(planLine);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  // The bottom bar's five names fit their slots whole ('Verificações' was cut into 'Verificaçõe|s').
  expect(await wordsSplitIn(page, 'Navegação rápida')).toEqual([]);
  await page.screenshot({ path: '../.tmp/screens/admin-dashboard-360.png', fullPage: true });

  await candidateContext.close();
  await trainerContext.close();
  test.info().annotations.push({ type: 'duração', description: `${Date.now() - started} ms` });
});
