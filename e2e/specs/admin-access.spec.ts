import { DEMO_ADMIN_PASSWORD } from '../playwright.config';
import { createConfirmedAccount, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

test('the admin dialog refuses a non-admin and leaves them signed out', async ({ page, request }) => {
  const email = uniqueEmail('naoadmin');
  await createConfirmedAccount(request, email);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Acesso administrativo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acesso administrativo' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar como administrador' }).click();
  await expect(page.getByText('Acesso negado: credenciais de administrador inválidas')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Entrar como candidato' })).toHaveCount(0);

  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  await page.goto('/aluno/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faluno%2Fdashboard$/);
});

test('an admin confirms the role and chooses to enter as trainer', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Acesso administrativo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acesso administrativo' });
  await dialog.getByLabel('E-mail').fill('admin@prontidao.app');
  await dialog.getByLabel('Senha').fill(DEMO_ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar como administrador' }).click();
  await dialog.getByRole('button', { name: 'Entrar como treinador' }).click();
  await expect(page).toHaveURL(/\/treinador\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard do Treinador' })).toBeVisible();
});
