import { signInThroughForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('the demo candidate signs in, reaches the dashboard and signs out everywhere', async ({
  page,
  browser,
  axeEveryPage,
}) => {
  await page.goto('/auth');
  await signInThroughForm(page, 'demo@prontidao.app', 'Demo#TAF2025');
  await expect(page).toHaveURL(/\/aluno\/dashboard$/);
  await expect(page.getByText('Bem-vindo, Demo')).toBeVisible();

  // A second device with the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth');
  await signInThroughForm(otherPage, 'demo@prontidao.app', 'Demo#TAF2025');
  await expect(otherPage).toHaveURL(/\/aluno\/dashboard$/);

  await page.evaluate(() => localStorage.setItem('intent_role', 'aluno'));
  await axeEveryPage.idle();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('intent_role'))).toBeNull();

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\?redirect=%2Faluno%2Fdashboard$/);
  await other.close();
});
