import type { Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// Rewards (issue 8): a new candidate earns 100 coins by training, is promoted at the 10th workout,
// unlocks the first knowledge snippet, sees the numbers on the dashboard, and reads the score table.

/** A confirmed candidate with a complete profile (own nickname: one per journey), signed in. */
async function signInCandidate(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await createConfirmedAccount(page.request, email, 'Rita Souza');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.post('/api/rpc/update_perfil_completo', {
    data: {
      p_nome: 'Rita Souza',
      p_nickname: `Rita${tag}${Date.now() % 100_000}`,
      p_sexo: 'F',
      p_peso_kg: 60,
      p_altura_cm: 165,
      p_taf_dt: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: false,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

/** A 4 km run in 20 min: 10 coins (1 per full 400 m). */
async function logRun(page: Page) {
  const res = await page.request.post('/api/rpc/insert_training_activity', {
    data: { p_activity_type: 'RUN', p_value_primary: 4000, p_value_secondary: 1200 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('100 coins from ten workouts: promoted at the 10th, first snippet unlocked, dashboard numbers', async ({
    page,
  }) => {
    await signInCandidate(page, 'recompensas1280');

    // A new candidate: nothing yet, every snippet locked.
    await page.goto('/recompensas');
    await expect(page.getByRole('heading', { name: 'Troque suas moedas', level: 1 })).toBeVisible();
    await expect(page.getByTestId('rewards-balance')).toHaveText('0 moedas');
    await expect(page.getByText('Você ainda não tem moedas')).toBeVisible();
    const snippets = page.getByTestId('kb-snippet');
    await expect(snippets.first()).toContainText('Requer 100 moedas');
    await expect(snippets.first()).toContainText('(você tem 0)');
    await expect(page.getByTestId('snippets-counter')).toHaveText(/^0\/\d+ desbloqueadas$/);

    // Nine runs through the API, the 10th through the training form: the overlay follows the save.
    for (let run = 1; run <= 9; run++) await logRun(page);
    await page.goto('/aluno/treinos');
    await page
      .locator('label')
      .filter({ hasText: /^Corrida$/ })
      .click();
    await page.getByRole('textbox', { name: /^Distância/ }).fill('4');
    await page.getByRole('textbox', { name: /^Tempo/ }).fill('20:00');
    await page.getByRole('button', { name: 'Registrar treino' }).click();
    const overlay = page.getByTestId('promotion-overlay');
    await expect(overlay).toContainText('PROMOVIDO!');
    await expect(overlay).toContainText('Agora você é Soldado 1ª Classe');
    // Motion allowed: the overlay fades in and its badge pulses.
    expect(await overlay.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBeGreaterThan(0);
    await page.screenshot({ path: '../.tmp/screens/promotion-1280.png' });
    // Gone after 3 s, acknowledged on the server: no other device shows it again.
    await expect(overlay).toBeHidden({ timeout: 5000 });
    await expect
      .poll(
        async () => (await (await page.request.post('/api/rpc/get_rank_status', { data: {} })).json()).data,
      )
      .toMatchObject({ workouts: 10, rank: 'Soldado 1ª Classe', pending_promotion: null });

    // The dashboard shows the real numbers, and no second 'PROMOVIDO!'.
    await page.goto('/aluno/dashboard');
    await expect(page.getByTestId('dashboard-rank')).toHaveText('Soldado 1ª Classe');
    await expect(page.getByTestId('dashboard-workouts')).toHaveText('10 treinos concluídos');
    await expect(page.getByText('Próxima: Cabo')).toBeVisible();
    await expect(page.getByTestId('dashboard-coins')).toHaveText('100 moedas');
    await expect(page.getByText('Nenhuma medalha ainda.', { exact: false })).toBeVisible();
    await expect(page.getByText('PROMOVIDO!')).toHaveCount(0);
    await page.screenshot({ path: '../.tmp/screens/dashboard-rewards-1280.png', fullPage: true });

    // A simulation saved in the app reaches the 'Medalhas recentes' strip, without reloading the page.
    await page.getByRole('link', { name: 'Simulado', exact: true }).first().click();
    await page.getByLabel('Barra isométrica (segundos)').fill('60');
    await page.getByLabel('Corrida 2400 m (MM:SS)').pressSequentially('1000');
    await page.getByLabel('Natação 100 m (MM:SS)').pressSequentially('0130');
    await page.getByRole('button', { name: 'Calcular nota' }).click();
    await expect(page.getByTestId('nota-final').first()).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL(/\/aluno\/dashboard$/);
    await expect(page.getByTestId('recent-medals').getByRole('listitem').first()).toContainText('Nota 10,00');

    // 100 coins: the first snippet opens, with its source and full text.
    await page.getByRole('link', { name: 'Ver recompensas' }).click();
    await expect(page).toHaveURL(/\/recompensas$/);
    await expect(page.getByTestId('rewards-balance')).toHaveText('100 moedas');
    await expect(page.getByTestId('snippets-counter')).toHaveText(/^1\/\d+ desbloqueadas$/);
    const first = snippets.first();
    await expect(first).toContainText('Fonte:');
    await expect(snippets.nth(1)).toContainText('Requer 150 moedas');
    await expect(snippets.nth(1)).toContainText('(você tem 100)');
    await first.getByRole('button', { name: 'Ver Conteúdo Completo' }).click();
    const full = page.getByRole('dialog');
    await expect(full).toBeVisible();
    await page.keyboard.press('Escape');

    // The test grant (on in this server): +800, more snippets and the first premium item.
    await page.getByRole('button', { name: '+800 Moedas (Teste)' }).click();
    await expect(page.getByText('Moedas adicionadas!')).toBeVisible();
    await expect(page.getByTestId('rewards-balance')).toHaveText('900 moedas');
    await expect(page.getByTestId('premium-content').nth(0)).not.toContainText('Bloqueado');
    await expect(page.getByTestId('premium-content').nth(1)).toContainText('faltam 600 moedas');

    // The free score table is the candidate's edital, her sex only.
    await page.getByRole('button', { name: 'Ver tabela de pontuação' }).click();
    const table = page.getByRole('dialog', { name: 'Tabela de pontuação do TAF' });
    await expect(table.getByRole('table', { name: 'Corrida 2400 m · feminino' })).toBeVisible();
    await expect(table.getByRole('table', { name: 'Corrida 2400 m · masculino' })).toHaveCount(0);
    await page.screenshot({ path: '../.tmp/screens/score-table-1280.png' });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '../.tmp/screens/rewards-1280.png', fullPage: true });
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the rewards page and the dashboard cards fit a phone, with the overlay at the 10th workout', async ({
    page,
  }) => {
    await signInCandidate(page, 'recompensas360');
    for (let run = 1; run <= 10; run++) await logRun(page);

    // This phone asks for reduced motion: the overlay still shows, with no animation at all.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/recompensas');
    const overlay = page.getByTestId('promotion-overlay');
    await expect(overlay).toContainText('PROMOVIDO!');
    expect(await overlay.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    // Announced to screen readers: it is inserted into a polite live region that was already there.
    const announced = page.getByRole('status').filter({ has: overlay });
    await expect(announced).toHaveAttribute('aria-live', 'polite');
    await expect(announced).toContainText('PROMOVIDO!Agora você é Soldado 1ª Classe');
    await page.screenshot({ path: '../.tmp/screens/promotion-360.png' });
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await expect(page.getByTestId('rewards-balance')).toHaveText('100 moedas');
    await expect(page.getByTestId('snippets-counter')).toHaveText(/^1\/\d+ desbloqueadas$/);
    await fitsWidth(page, 360);
    await page.screenshot({ path: '../.tmp/screens/rewards-360.png', fullPage: true });
    await page.getByRole('button', { name: 'Ver tabela de pontuação' }).click();
    await expect(page.getByRole('table', { name: 'Barra · feminino' })).toBeVisible();
    await page.screenshot({ path: '../.tmp/screens/score-table-360.png' });
    await page.keyboard.press('Escape');

    await page.goto('/aluno/dashboard');
    await expect(page.getByTestId('dashboard-coins')).toHaveText('100 moedas');
    await expect(page.getByTestId('dashboard-rank')).toHaveText('Soldado 1ª Classe');
    await expect(page.getByText('PROMOVIDO!')).toHaveCount(0);
    await fitsWidth(page, 360);
    await page.screenshot({ path: '../.tmp/screens/dashboard-rewards-360.png', fullPage: true });
  });
});
