import { signInThroughForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('a candidate with a complete profile simulates, sees the grade, finds it in the history and on the chart', async ({
  page,
}) => {
  await page.goto('/auth');
  await signInThroughForm(page, 'demo@prontidao.app', 'Demo#TAF2025');
  await expect(page).toHaveURL(/\/aluno\/dashboard$/);

  await page.goto('/aluno/testes');
  await expect(page.getByRole('heading', { name: 'Simulado TAF' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Histórico de simulados' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  const before = await history.getByRole('listitem').count();

  // Empty fields are refused.
  await page.getByRole('button', { name: 'Calcular nota' }).click();
  await expect(page.getByText('Campos Obrigatórios')).toBeVisible();

  await page.getByLabel('Barra (repetições)').fill('12');
  const run = page.getByLabel('Corrida 2400 m (MM:SS)');
  await run.pressSequentially('1030');
  await expect(run).toHaveValue('10:30');
  await page.getByLabel('Natação 100 m (MM:SS)').pressSequentially('0145');
  await page.getByRole('button', { name: 'Calcular nota' }).click();

  // 12 reps → 7,75; 10:30 → 6,00; 1:45 → 8,00 on the estimated CBMDF table: final 7,25, prata, apto.
  await expect(page.getByTestId('nota-final').first()).toContainText('7,25');
  await expect(page.getByTestId('resultado-apto').first()).toHaveText('Apto');
  await expect(
    page.getByText('Tabela de referência estimada — confira o edital oficial').first(),
  ).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(Math.min(before + 1, 5));
  await expect(history.getByRole('listitem').first()).toContainText('7,25');

  // The dashboard shows the newest simulation and leads to the progress page.
  await page.goto('/aluno/dashboard');
  await expect(page.getByTestId('dashboard-nota-final')).toContainText('7,25');
  await page.getByRole('link', { name: 'Ver progresso no TAF' }).click();
  await expect(page).toHaveURL(/\/aluno\/progresso-taf$/);

  // The old reports addresses lead there too.
  await page.goto('/relatorios');
  await expect(page).toHaveURL(/\/aluno\/progresso-taf$/);
  await expect(page.getByText('Total de testes')).toBeVisible();
  await page.getByRole('tab', { name: 'Evolução' }).click();
  const chart = page.getByTestId('evolution-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  await page.screenshot({ path: '../.tmp/screens/progress-evolution.png', fullPage: true });
});
