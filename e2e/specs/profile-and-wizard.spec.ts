import type { Page } from '@playwright/test';
import { createConfirmedAccount, PASSWORD, signInThroughForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/mail';

const VIEWPORTS = [
  { name: '360 px', width: 360, height: 760 },
  { name: '1280 px', width: 1280, height: 800 },
];

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const viewport of VIEWPORTS) {
  test(`the wizard keeps its progress through the navigation and a reload at ${viewport.name}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('rascunho');
    await createConfirmedAccount(request, email, 'Rita Rascunho');
    await page.goto('/auth');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/aluno\/onboarding$/);

    const next = page.getByRole('button', { name: 'Próximo' });
    await page.getByLabel('Apelido', { exact: true }).fill(`Rita${Date.now() % 100000}${viewport.width}`);
    await next.click();
    await page.getByLabel('Feminino').check();
    await next.click();
    await expect(page.getByText('Você pode corrigir sua altura depois, no perfil.')).toBeVisible();
    await page.getByLabel('Altura (m)').fill('1,64');
    await next.click();
    await page.getByLabel('Peso (kg)').fill('58,5');
    await expect(page.getByText('Passo 4 de 6')).toBeVisible();

    // The navigation stays live: 'Simulado' leads back to the wizard (profile incomplete), progress
    // intact. On a phone the wizard has no bottom bar (it sat over 'Próximo'): the header's menu.
    if (viewport.width < 768) {
      await expect(page.getByRole('navigation', { name: 'Navegação rápida' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
    }
    await page.getByRole('link', { name: 'Simulado', exact: true }).first().click();
    await expect(page).toHaveURL(/\/aluno\/onboarding$/);
    await expect(page.getByText('Passo 4 de 6')).toBeVisible();
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('58,5');

    await page.reload();
    await expect(page.getByText('Passo 4 de 6')).toBeVisible();
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('58,5');
    await next.click();
    await page.getByLabel('Soldado').check();
    await next.click();
    await page.getByLabel('Data prevista do TAF').fill(inDays(-3));
    await expect(page.getByText('Escolha uma data a partir de hoje.')).toBeVisible();
    await page.getByLabel('Data prevista do TAF').fill(inDays(40));
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page).toHaveURL(/\/aluno\/dashboard$/, { timeout: 15_000 });
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('onboarding'))),
    ).toEqual([]);
  });

  test(`the profile wraps a long e-mail and keeps a comma weight at ${viewport.name}`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('perfil.com.um.endereco.de.email.bem.comprido.para.quebrar');
    await createConfirmedAccount(request, email, 'Pedro Henrique de Albuquerque Vasconcelos Cavalcanti');
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const update = await page.request.post('/api/rpc/update_perfil_completo', {
      data: {
        p_nome: 'Pedro Henrique de Albuquerque Vasconcelos Cavalcanti',
        p_nickname: `Pedro${Date.now() % 100000}${viewport.width}`,
        p_sexo: 'M',
        p_peso_kg: 80,
        p_altura_cm: 180,
        p_taf_dt: inDays(50),
        p_cargo_code: 'SOLDADO',
      },
    });
    expect(update.status()).toBe(200);

    await page.goto('/aluno/perfil');
    const emailValue = page.getByText(email, { exact: true });
    await expect(emailValue).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    const emailBox = await emailValue.boundingBox();
    const sexBox = await page.getByText('Masculino', { exact: true }).boundingBox();
    expect(emailBox && sexBox).toBeTruthy();
    if (emailBox && sexBox) {
      const overlaps =
        emailBox.x < sexBox.x + sexBox.width &&
        sexBox.x < emailBox.x + emailBox.width &&
        emailBox.y < sexBox.y + sexBox.height &&
        sexBox.y < emailBox.y + emailBox.height;
      expect(overlaps).toBe(false);
    }
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Dados pessoais' }) });
    const cardBox = await card.boundingBox();
    if (emailBox && cardBox)
      expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await page.screenshot({ path: testInfo.outputPath(`perfil-${viewport.width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Peso (kg)').fill('63,2');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('✅ Perfil atualizado')).toBeVisible();
    await expect(page.getByText('63,2 kg')).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
}
