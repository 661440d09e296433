import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD } from '../playwright.config';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { analyzeAtRest, auditEveryPage, axeOn, describeFindings } from '../support/axe-audit';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';
import { wordsSplitIn } from '../support/whole-words';

// Fair boards (issue 20 §5, decision 039) at 360 px: a candidate reports the #1 of a board
// ('Denunciar'), the admin removes that workout through 'Moderação do ranking' (/admin/ranking), the
// board no longer lists it and its author reads why in the history. The admin's page at 1280 px too.

const ADMIN_EMAIL = 'admin@prontidao.app'; // apps/server/src/db/seed/demo.ts (DEMO_ADMIN)
const TAG = Date.now() % 100_000;
const CHEATER = `Tubarao${TAG}`;
const REPORTER = `Fiscal${TAG}`;
const PHONE = { width: 360, height: 740 };

/** Serious or critical axe violations inside the open dialog. */
/**
 * The open dialog's serious and critical findings. Run once the page's own audit is idle (two axe
 * runs at once on one page fail: 'Axe is already running') and the dialog has faded in (half-way,
 * its text reads as low contrast).
 */
async function dialogViolations(page: Page, pageAudit: { idle: () => Promise<void> }) {
  await pageAudit.idle();
  const result = await analyzeAtRest(page, axeOn(page).include('[role="dialog"]'));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function post(request: APIRequestContext, name: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/rpc/${name}`, { data });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
}

/** A new candidate, signed in on `request`, on the boards under `nickname`. */
async function candidate(request: APIRequestContext, nickname: string) {
  const email = uniqueEmail(`moderacao.${nickname.toLowerCase()}`);
  await createConfirmedAccount(request, email, 'Pessoa Ranking');
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  await post(request, 'update_perfil_completo', {
    p_nome: 'Pessoa Ranking',
    p_nickname: nickname,
    p_sexo: 'M',
    p_peso_kg: 70,
    p_altura_cm: 172,
    p_taf_dt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    p_cargo_code: 'SOLDADO',
    p_consent_ranking: true,
  });
}

test('a candidate reports a board entry, the admin removes it on /admin/ranking, the board no longer lists it (360 px)', async ({
  page,
  axeEveryPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The cheater: 25 km of swimming typed today, far ahead of everyone on the swim distance boards.
  const cheaterContext = await browser.newContext({ baseURL, viewport: PHONE, locale: 'pt-BR' });
  await candidate(cheaterContext.request, CHEATER);
  await post(cheaterContext.request, 'insert_training_activity', {
    p_activity_type: 'SWIM',
    p_value_primary: 25_000,
    p_value_secondary: 25_000,
  });

  // The reporter, on a phone.
  await page.setViewportSize(PHONE);
  await candidate(page.request, REPORTER);
  await page.goto('/ranking?modalidade=natacao');
  const board = page.getByTestId('board-swim_distance_alltime');
  const first = board.getByRole('table', { name: 'Distância total (Natação)' }).locator('tbody tr').first();
  await expect(first).toContainText(CHEATER);
  await expect(first).toContainText('25,0 km');
  // What counts on the time boards is said under them.
  await expect(page.getByTestId('board-swim_100_male_alltime').getByTestId('board-rule')).toContainText(
    'Vale o trecho mais rápido de 100\u00a0m dentro de uma natação gravada por relógio',
  );
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await first.getByRole('button', { name: `Denunciar ${CHEATER}, 1º lugar em Distância total` }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar esta marca?' });
  await expect(dialog).toContainText(`${CHEATER} está em 1º lugar em Distância total com 25,0 km`);
  await page.screenshot({ path: '../.tmp/screens/ranking-denunciar-360.png' });
  expect(await dialogViolations(page, axeEveryPage)).toEqual([]);
  await dialog.getByRole('button', { name: 'Denunciar' }).click();
  await expect(page.getByText(/^Denúncia enviada\. A moderação vai conferir/)).toBeVisible();
  await expect(
    first.getByRole('button', { name: `Denunciado: ${CHEATER}, 1º lugar em Distância total` }),
  ).toBeDisabled();
  await page.screenshot({ path: '../.tmp/screens/ranking-denunciado-360.png', fullPage: true });

  // The admin, on a phone: the bottom bar still fits, the case is there with its facts.
  const adminContext = await browser.newContext({ baseURL, viewport: PHONE, locale: 'pt-BR' });
  const signIn = await adminContext.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const admin = await adminContext.newPage();
  const adminAudit = auditEveryPage(admin);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Navegação rápida' })
    .getByRole('link', { name: 'Moderação' })
    .click();
  await expect(admin).toHaveURL(/\/admin\/ranking$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderação do ranking' })).toBeVisible();
  expect(await wordsSplitIn(admin, 'Navegação rápida')).toEqual([]);
  const item = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: CHEATER }) });
  await expect(item).toContainText('1 denúncia em Distância total (Natação)');
  await expect(item).toContainText('Digitado à mão');
  await expect(item).toContainText('25,0 km');
  await expect(item).toContainText('1:40/100 m');
  expect(await scrollWidth(admin)).toBeLessThanOrEqual(360);
  await admin.screenshot({ path: '../.tmp/screens/admin-ranking-360.png', fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: '../.tmp/screens/admin-ranking-1280.png', fullPage: true });
  await admin.setViewportSize(PHONE);
  await item.getByRole('button', { name: `Remover do ranking o treino de ${CHEATER}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Remover do ranking?' });
  expect(await dialogViolations(admin, adminAudit)).toEqual([]);
  await confirm.getByRole('button', { name: 'Remover do ranking' }).click();
  await expect(admin.getByText('Removido do ranking', { exact: true })).toBeVisible();
  await expect(admin.getByRole('heading', { name: CHEATER })).toHaveCount(0);
  // The recent-activity card of the panel names the decision (and the person by name).
  await admin.goto('/dashboard');
  await expect(admin.getByText('Admin Demo removeu do ranking um treino de Pessoa Ranking')).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Moderar o ranking/ })).toHaveAttribute(
    'href',
    '/admin/ranking',
  );
  const adminFindings = await adminAudit.finish();
  expect(adminFindings, describeFindings(adminFindings)).toEqual([]);
  await adminContext.close();

  // The board no longer lists it.
  await page.reload();
  await expect(board.getByRole('table', { name: 'Distância total (Natação)' })).toBeVisible();
  await expect(board.getByText(CHEATER)).toHaveCount(0);

  // Its author reads why in the history.
  const cheater = await cheaterContext.newPage();
  const cheaterAudit = auditEveryPage(cheater);
  await cheater.goto('/aluno/treinos');
  await cheater.getByRole('tab', { name: 'Histórico' }).click();
  await expect(
    cheater.getByText('Removido do ranking pela moderação. Continua no seu histórico.'),
  ).toBeVisible();
  expect(await scrollWidth(cheater)).toBeLessThanOrEqual(360);
  await cheater.screenshot({ path: '../.tmp/screens/historico-removido-360.png' });
  const cheaterFindings = await cheaterAudit.finish();
  expect(cheaterFindings, describeFindings(cheaterFindings)).toEqual([]);
  await cheaterContext.close();
});
