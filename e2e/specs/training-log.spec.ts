import type { Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { auditToasts, describeFindings } from '../support/axe-audit';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

// The training log (issue 8): a candidate logs a bar, a swim and a run, reads the feedback and the
// coins each earned, finds them in the history with their coins, and is promoted at the 10th workout.

/** A confirmed candidate with a complete profile (own nickname: one per journey), signed in. */
async function signInCandidate(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await createConfirmedAccount(page.request, email, 'Carla Mendes');
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const profile = await page.request.post('/api/rpc/update_perfil_completo', {
    data: {
      p_nome: 'Carla Mendes',
      p_nickname: `Carla${tag}${Date.now() % 100_000}`,
      p_sexo: 'F',
      p_peso_kg: 62,
      p_altura_cm: 168,
      p_taf_dt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      p_cargo_code: 'SOLDADO',
      p_consent_ranking: false,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

const chooseType = (page: Page, type: 'Barra' | 'Natação' | 'Corrida') =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${type}$`) })
    .click();

async function expectSaved(page: Page) {
  await expect(page.getByText('✅ Treino registrado').last()).toBeVisible();
  await expect(page.getByText('Atividade salva no histórico com sucesso.').last()).toBeVisible();
}

async function logBar(page: Page, reps: number) {
  await chooseType(page, 'Barra');
  await page.getByRole('textbox', { name: /^Repetições/ }).fill(String(reps));
  await page.getByRole('button', { name: 'Registrar treino' }).click();
}

async function logDistance(page: Page, type: 'Natação' | 'Corrida', distance: string, time: string) {
  await chooseType(page, type);
  await page.getByRole('textbox', { name: /^Distância/ }).fill(distance);
  await page.getByRole('textbox', { name: /^Tempo/ }).fill(time);
  await page.getByRole('button', { name: 'Registrar treino' }).click();
}

async function logThreeAndReadHistory(page: Page, tag: string) {
  await signInCandidate(page, tag);
  await page.goto('/aluno/treinos');
  await expect(page.getByRole('heading', { name: 'Treinos', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver integrações' })).toHaveAttribute('href', '/integracoes');
  const result = page.getByTestId('resultado-treino');

  // The spec's messages before anything is sent.
  await page.getByRole('button', { name: 'Registrar treino' }).click();
  await expect(page.getByText('Insira um número válido de repetições.')).toBeVisible();

  await logBar(page, 12);
  await expectSaved(page);
  // The toast itself, at rest: the automatic audit leaves toasts out (they fade on their own clock).
  const toastFindings = await auditToasts(page);
  expect(toastFindings, describeFindings(toastFindings)).toEqual([]);
  await expect(result).toContainText('12 repetições: acima da média');
  await expect(result).toContainText('+1 moeda com este treino');

  await logDistance(page, 'Natação', '400', '08:00');
  await expect(result).toContainText('Ritmo de 2:00/100 m');
  await expect(result).toContainText('+8 moedas com este treino');

  // The server refuses the impossible (faster than the world record) with its own message.
  await logDistance(page, 'Corrida', '2,4', '04:00');
  await expect(page.getByText(/mais rápido que o recorde mundial de corrida/).first()).toBeVisible();

  await page.getByRole('textbox', { name: /^Tempo/ }).fill('11:00');
  await page.getByRole('button', { name: 'Registrar treino' }).click();
  await expect(result).toContainText('Ritmo de 4:35/km');
  await expect(result).toContainText('+6 moedas com este treino');
  await expect(result).toContainText('Saldo: 15 moedas · 3 treinos concluídos');

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const rows = page.getByRole('list', { name: 'Histórico de treinos' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  // Same day: newest first.
  await expect(rows.nth(0)).toContainText('Corrida');
  await expect(rows.nth(0)).toContainText(today);
  await expect(rows.nth(0)).toContainText('2,4 km · 11:00 · 4:35/km');
  await expect(rows.nth(0)).toContainText('6 moedas');
  await expect(rows.nth(1)).toContainText('400 m · 8:00 · 2:00/100 m');
  await expect(rows.nth(1)).toContainText('8 moedas');
  await expect(rows.nth(2)).toContainText('12 repetições');
  await expect(rows.nth(2)).toContainText('1 moeda');

  await rows.nth(0).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: `Corrida · ${today}` });
  await expect(dialog.getByText('4:35/km')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Editar' })).toBeVisible();
  return { rows, dialog };
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a candidate logs a bar, a swim and a run and finds them in the history with their coins', async ({
    page,
  }) => {
    const { dialog } = await logThreeAndReadHistory(page, 'treinos360');
    await page.screenshot({ path: '/tmp/training-360-detail.png' });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/training-360-history.png', fullPage: true });
    await page.getByRole('tab', { name: 'Registrar' }).click();
    await page.screenshot({ path: '/tmp/training-360-register.png', fullPage: true });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a candidate logs workouts, edits one, and is promoted at the 10th', async ({ page }) => {
    const { rows, dialog } = await logThreeAndReadHistory(page, 'treinos1280');
    await page.screenshot({ path: '/tmp/training-1280-detail.png' });

    // Edit the swim: 500 m earns 10 coins instead of 8.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await rows.nth(1).getByRole('button').click();
    const swim = page.getByRole('dialog');
    await swim.getByRole('button', { name: 'Editar' }).click();
    await swim.getByRole('textbox', { name: /^Distância/ }).fill('500');
    await swim.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('✅ Treino atualizado')).toBeVisible();
    await expect(swim.getByText('10 moedas')).toBeVisible();
    await swim.getByRole('button', { name: 'Fechar' }).click();
    await expect(rows.nth(1)).toContainText('500 m');
    await page.screenshot({ path: '/tmp/training-1280-history.png', fullPage: true });

    // Seven more workouts: the 10th is a promotion to Soldado 1ª Classe.
    await page.getByRole('tab', { name: 'Registrar' }).click();
    for (let workout = 4; workout <= 10; workout++) {
      await logBar(page, 10);
      await expect(page.getByTestId('resultado-treino')).toContainText(`${workout} treinos concluídos`);
    }
    await expect(page.getByText('PROMOVIDO!')).toBeVisible();
    await page.screenshot({ path: '/tmp/training-1280-promoted.png' });
  });
});
