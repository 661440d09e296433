import { PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';

test('a trainer signs up on the trainer portal, confirms and lands on the trainer onboarding', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('treinador');
  await page.goto('/auth/treinador');
  await page.getByRole('button', { name: 'Cadastrar como treinador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastro de treinador' });
  await dialog.getByLabel('Nome completo').fill('João Treinador');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirmar senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Confirme seu e-mail')).toBeVisible();

  const link = new URL(linkIn(await latestMailTo(request, email)));
  // The confirmation link signs in and goes on to the trainer's onboarding (issue 21 §5).
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/treinador\/onboarding$/);
  await expect(page.getByText('Dashboard do Treinador').first()).toBeVisible();
});
