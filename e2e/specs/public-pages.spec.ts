import { expect, test } from '../support/fixtures';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/essa-pagina-nao-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /Return to Home/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the landing page shows the public layout (no bottom bar) and both role cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Prepare-se para o seu TAF' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await page.getByRole('button', { name: 'Começar agora' }).click();
    await expect(page.getByRole('heading', { name: 'Sou candidato' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Entrar como candidato' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar como treinador' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Faça login/ })).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Navegação rápida' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '../.tmp/screens/landing-360.png', fullPage: true });
  });
});
