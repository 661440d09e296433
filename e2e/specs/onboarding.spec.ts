import { createConfirmedAccount, signInThroughForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

for (const viewport of [
  { name: '360 px', width: 360, height: 760 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a new candidate completes the six-step wizard at ${viewport.name} and lands on the dashboard`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = uniqueEmail('wizard');
    await createConfirmedAccount(request, email, 'Carla Candidata');
    await page.goto('/auth');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/aluno\/onboarding$/);
    await expect(page.getByText('Passo 1 de 6')).toBeVisible();

    const next = page.getByRole('button', { name: 'Próximo' });
    await expect(page.getByLabel('Nome completo')).toHaveValue('Carla Candidata');
    await page.getByLabel('Apelido', { exact: true }).fill(`Carla${Date.now() % 100000}${viewport.width}`);
    await expect(page.getByLabel('Mostrar meu apelido nos rankings')).not.toBeChecked();
    await page.getByLabel('Mostrar meu apelido nos rankings').check();
    await next.click();

    await expect(page.getByText('Passo 2 de 6')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel('Feminino').check();
    await next.click();

    await expect(page.getByText('Passo 3 de 6')).toBeVisible();
    await page.getByLabel('Altura (m)').fill('168');
    const dialog = page.getByRole('dialog', { name: 'Altura deve ser informada em metros' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Usar conversão' }).click();
    await expect(page.getByLabel('Altura (m)')).toHaveValue('1,68');
    await next.click();

    await expect(page.getByText('Passo 4 de 6')).toBeVisible();
    await page.getByLabel('Peso (kg)').fill('61,5');
    await next.click();

    await expect(page.getByText('Passo 5 de 6')).toBeVisible();
    await page.getByLabel('Soldado').check();
    await next.click();

    await expect(page.getByText('Passo 6 de 6')).toBeVisible();
    await expect(page.getByText('100%')).toBeVisible();
    const taf = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Data prevista do TAF').fill(taf);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByText('Perfil completo!')).toBeVisible();
    await expect(page).toHaveURL(/\/aluno\/onboarding$/); // the spec's 1.5 s before leaving

    await expect(page).toHaveURL(/\/aluno\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByTestId('header-countdown')).toContainText(/Faltam 4[456] dias para o seu TAF/);
    await expect(page.getByText('Faça seu primeiro simulado e descubra sua nota no TAF.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `../.tmp/screens/dashboard-${viewport.width}.png`, fullPage: true });
  });
}

test('an incomplete profile cannot reach the dashboard nor close the blocking dialog', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('incompleto');
  await createConfirmedAccount(request, email, 'Davi Incompleto');
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/aluno\/onboarding$/);

  await page.goto('/aluno/dashboard');
  await expect(page).not.toHaveURL(/\/aluno\/dashboard$/);

  await page.goto('/perfil');
  const dialog = page.getByRole('dialog', { name: 'Complete seu perfil' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toHaveCount(0);

  await dialog.getByRole('button', { name: /Salvar/ }).click();
  await expect(dialog.getByText('Todos os campos obrigatórios devem ser preenchidos')).toBeVisible();
  await page.screenshot({ path: '../.tmp/screens/blocking-dialog.png' });
});
