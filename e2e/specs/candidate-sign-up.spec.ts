import { PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';

test('a new candidate signs up from the landing page, confirms the e-mail and lands on the wizard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('candidato');
  await page.goto('/');
  await expect(page).toHaveTitle('Prontidão');
  await page.getByRole('button', { name: 'Começar agora' }).click();
  // The page scrolls to the roles and focuses their heading (after the app has started, the click
  // held until then, decision 056): a person reads it before choosing; a click during that scroll
  // could land elsewhere (a CI run where it did).
  await expect(page.getByRole('heading', { name: 'Como você quer entrar?' })).toBeFocused();
  await page.getByRole('button', { name: 'Entrar como candidato' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Criar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  await dialog.getByLabel('Nome completo').fill('Maria Candidata');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill('abc');
  await dialog.getByLabel('Senha', { exact: true }).fill('abcdefgh');
  await expect(dialog.getByTestId('password-strength-label')).toHaveText('Fraca');
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await expect(dialog.getByTestId('password-strength-label')).toHaveText('Muito Forte');
  await dialog.getByLabel('Confirmar senha').fill('Outra#Coisa2025');
  await expect(dialog.getByText('As senhas não coincidem')).toBeVisible();
  await dialog.getByLabel('Confirmar senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Confirme seu e-mail')).toBeVisible();

  // Signing in before confirming shows the resend box.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Email não confirmado')).toBeVisible();

  const mail = await latestMailTo(request, email);
  expect(mail.subject).toBe('Confirme seu e-mail — Prontidão');
  const link = new URL(linkIn(mail));
  expect(link.pathname).toBe('/auth/confirm');
  // Opening the link confirms the address and signs in, straight on to onboarding (issue 21 §5).
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/aluno\/onboarding$/);

  // Opened again, the link signs nobody in: it says the address is confirmed and offers the login.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'E-mail confirmado!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/aluno\/onboarding$/);

  // A tampered link is refused; a link without its parameters says so.
  await page.goto(`/auth/confirm?token_hash=${link.searchParams.get('token_hash')}x&type=signup`);
  await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
  await page.goto('/auth/confirm');
  await expect(page.getByRole('heading', { name: 'Parâmetros ausentes' })).toBeVisible();
});
